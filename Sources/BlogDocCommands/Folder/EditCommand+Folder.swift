import BlogDocCore
import BlogDocTextForm

extension EditCommand {
  /// The document that `edit` changes for `path`: `path` itself, or for a folder (see
  /// ``DocumentFolder``) the file of the entry `entry`, which must be given.
  ///
  /// - Throws: `UsageError` for a folder without `entry`, or an id none of its documents
  ///   holds; ``FolderError`` when `edits` give the entry an id another document holds;
  ///   what reading the folder throws.
  /// - Complexity: Reads every document of a folder once.
  static func file(
    in path: String, holding entry: String?, edits: [FieldEdit<Tool.Entry>]
  ) throws -> String {
    guard DocumentFolder.isFolder(path) else { return path }
    guard let entry else {
      throw UsageError(description: "Please choose an entry of '\(path)' with '--entry <id>'.")
    }
    let read = try DocumentInput.readFolder(path, as: Tool.Entry.self)
    let member = try read.member(holding: entry)
    let idName = Tool.Entry.schema.idField.name
    if case .set(.string(let renamed))? = edits.last(where: { $0.field == idName })?.operation,
      renamed != entry, let other = read.files[renamed]
    {
      throw FolderError(
        "'\(read.folder.path)' already has \(withArticle(Tool.Entry.schema.entryName)) '\(renamed)', in '\(other.path)'; give '\(entry)' another id.",
        exitCode: 65)
    }
    return member.path
  }
}
