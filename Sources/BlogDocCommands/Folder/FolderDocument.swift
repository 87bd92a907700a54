import BlogDocCore
import BlogDocStore

/// A ``DocumentFolder`` read as one collection: every document's entry, in the folder's
/// order, with the file that holds it.
///
/// Reading goes on past a file that does not read, so `validate` can list every problem;
/// ``problems`` holds them, each naming its file (with line:column where the format knows
/// it). Two files holding entries with one id are one problem naming both.
///
/// ```swift
/// let read = FolderDocument<Recipe>(try DocumentFolder(listing: "recipes"))
/// let collection = try read.checked()   // throws the first problem
/// print(read.files["soup"]?.path ?? "")
/// // recipes/soup.xml
/// ```
public struct FolderDocument<M: Model> {
  /// The folder read, less the files whose format does not recognize their bytes, which
  /// it counts as skipped.
  public private(set) var folder: DocumentFolder
  /// The entries of the documents that read, as a collection.
  public private(set) var document: ModelDocument<M>
  /// The document holding each entry, by id.
  public private(set) var files: [String: DocumentFolder.Member] = [:]
  /// Each rule a document breaks, naming its file; only when read with
  /// `DecodingOptions.collectsViolations`.
  public private(set) var violations: [ArchiveError] = []
  /// Each document that does not read, or holds no single entry, or repeats an id.
  public private(set) var problems: [any Error] = []

  /// Reads every document of `folder`.
  ///
  /// - Complexity: Reads and decodes each document once: O(*n*) in the folder's bytes.
  public init(_ folder: DocumentFolder, options: DecodingOptions = .default) {
    self.folder = folder
    var entries: [M] = []
    var recognized: [DocumentFolder.Member] = []
    for member in folder.members {
      do {
        let bytes = try FileBytes.read(member.path)
        // A file whose name says document but whose start says otherwise (a README.md
        // without front matter beside the posts) is no document of the folder.
        guard member.format.archiveFormat.recognizes(bytes) else {
          self.folder.skipped += 1
          continue
        }
        recognized.append(member)
        let decoded = try DocumentFile.decode(
          M.self, from: bytes, as: member.format, named: member.path, options: options)
        guard decoded.document.layout == .single, let entry = decoded.document.entries.first
        else {
          throw FolderError(
            "\(member.path): Holds \(withArticle(M.schema.collectionName)), not one \(M.schema.entryName); each document of a folder holds one \(M.schema.entryName).",
            exitCode: 65)
        }
        violations += decoded.violations.map { $0.reading(member.path) }
        if let other = files[entry.id] {
          throw FolderError(
            "Both '\(other.path)' and '\(member.path)' hold the \(M.schema.entryName) '\(entry.id)'; each \(M.schema.entryName) of a folder needs its own id.",
            exitCode: 65)
        }
        files[entry.id] = member
        entries.append(entry)
      } catch {
        problems.append(error)
      }
    }
    self.folder.members = recognized
    // The ids were checked above, one file each.
    document = ModelDocument(_uniqueEntries: entries, unknownFields: ArchiveObject())
  }

  /// The collection, or the first problem reading it.
  ///
  /// - Throws: The first of ``problems``.
  public func checked() throws -> ModelDocument<M> {
    if let first = problems.first { throw first }
    return document
  }

  /// The document holding the entry `id`.
  ///
  /// - Throws: The first of ``problems``; `UsageError` for an id no document holds, with
  ///   the closest one.
  public func member(holding id: String) throws -> DocumentFolder.Member {
    let document = try checked()
    guard let member = files[id] else {
      throw EntryChoice<M>.unknown(id, in: document, file: folder.path)
    }
    return member
  }
}
