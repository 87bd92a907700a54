import BlogDocCommands
import BlogDocCore
import BlogDocStore
import BlogDocTool
import BlogDocBlog

/// `blogdoc render`: the page of a document, to standard output or a file.
extension BlogDoc.Render: InterchangeCommand {
  func perform() throws {
    try Failure.reporting {
      let document = try DocumentInput.read(file, as: BlogEntry.self).decoded.document
      let progress = ProgressLine("Rendering entry", total: document.count)
      let page = try RenderedPage.html(
        of: document, entry: entry, noDrafts: noDrafts, title: title, file: file,
        progress: progress.update)
      progress.finish()
      if let output {
        try AtomicFile.write(Array(page.utf8), to: output)
      } else {
        Output.write(page)
      }
    }
  }
}
