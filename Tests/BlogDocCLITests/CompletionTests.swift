import Foundation
import Testing

/// What the shell offers on TAB: the generated script, and the entry ids blogdoc itself
/// answers when the script asks (as bash, zsh and fish do through `---completion`).
@Suite("Shell completion")
struct CompletionTests {
  let bash: String = {
    (try? BlogDocProcess.run(["--generate-completion-script", "bash"]).standardOutput) ?? ""
  }()

  /// The lines the script runs for `option` of `command`'s function.
  func completion(of option: String, in command: String) -> String? {
    guard let function = bash.range(of: "_blogdoc_\(command)() {") else { return nil }
    let rest = bash[function.upperBound...]
    guard let start = rest.range(of: "'\(option)')\n") else { return nil }
    return rest[start.upperBound...].split(separator: "\n", maxSplits: 1).first.map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  @Test(arguments: ["show", "edit", "validate", "convert", "render", "undo", "add", "remove"])
  func documentArgumentsOfferDocuments(command: String) throws {
    guard let function = bash.range(of: "_blogdoc_\(command)() {") else {
      Issue.record("no completion function for \(command)")
      return
    }
    let rest = bash[function.upperBound...]
    let body = rest[..<(rest.range(of: "\n}\n")?.lowerBound ?? rest.endIndex)]
    #expect(body.contains("__blogdoc_add_completions -o plusdirs -fX '!*.@(xml|json|md|markdown)'"))
  }

  @Test func fieldOptionsOfferFieldNames() {
    let names =
      "'id'$'\\n''title'$'\\n''summary'$'\\n''authorName'$'\\n''postedDate'$'\\n''updatedDate'$'\\n''bodyText'$'\\n''tagNames'$'\\n''categoryNames'$'\\n''isDraft'$'\\n''permalink'"
    #expect(completion(of: "--field", in: "show") == "__blogdoc_add_completions -W \(names)")
    #expect(completion(of: "--unset", in: "edit") == "__blogdoc_add_completions -W \(names)")
    #expect(
      completion(of: "--set", in: "edit")?.hasPrefix(
        "__blogdoc_add_completions -W 'id='$'\\n''title='") == true)
  }

  @Test func entryOffersTheIdsOfTheDocumentOnTheCommandLine() throws {
    #expect(
      completion(of: "--entry", in: "show")?.contains("---completion show -- --entry") == true)
    let result = try BlogDocProcess.run(
      [
        "---completion", "show", "--", "--entry", "4", "0", "blogdoc", "show",
        "SampleDocs/blog.xml", "--entry", "",
      ])
    #expect(result.status == 0)
    let ids = result.standardOutput.split(separator: "\n")
    #expect(ids.count == 60)
    #expect(ids.prefix(2) == ["post-001", "post-002"])
    let none = try BlogDocProcess.run([
      "---completion", "show", "--", "--entry", "3", "0", "blogdoc", "show", "--entry", "",
    ])
    #expect(none == .init(status: 0, standardOutput: "", standardError: ""))
  }
}
