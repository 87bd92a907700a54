import ArgumentParser
import BlogDocCore
import BlogDocStore

/// What the shell offers on TAB (`blogdoc --generate-completion-script bash|zsh|fish`):
/// documents for document arguments, field names for the field options, and the ids of
/// the entries in the document already on the command line for `--entry`.
public enum Completions<M: Model> {
  /// Files of every registered format, `.xml` and `.json` and any other (and directories
  /// to walk into).
  public static var documents: CompletionKind {
    CompletionKind.file(extensions: DocumentFormat.allCases.flatMap(\.fileExtensions))
  }

  /// Every field's name, for `--field` and `--unset`.
  public static var fieldNames: CompletionKind { CompletionKind.list(M.schema.fields.map(\.name)) }

  /// `name=` for every field, for `--set`, `--add` and `--remove`.
  public static var fieldAssignments: CompletionKind {
    CompletionKind.list(M.schema.fields.map { $0.name + "=" })
  }

  /// The ids of the entries of the first readable document named on the command line.
  public static var entryIDs: CompletionKind {
    CompletionKind.custom { words, _, _ in entryIDs(in: words) }
  }

  /// The ids of the first word that names a readable document of a registered format,
  /// else of the first that names a folder of documents (see ``DocumentFolder``).
  public static func entryIDs(in words: [String]) -> [String] {
    let suffixes = DocumentFormat.allCases.flatMap(\.fileExtensions).map { "." + $0 }
    for word in words where suffixes.contains(where: word.hasSuffix) {
      let path = unquoted(word)
      if let document = try? DocumentFile.read(M.self, from: path).document {
        return document.ids.map { $0 }
      }
    }
    for word in words.dropFirst() where DocumentFolder.isFolder(unquoted(word)) {
      guard let folder = try? DocumentFolder(listing: unquoted(word)) else { continue }
      return FolderDocument<M>(folder).document.ids
    }
    return []
  }

  /// A shell word without the quotes around it (shells pass words verbatim).
  private static func unquoted(_ word: String) -> String {
    guard word.count >= 2, let first = word.first, first == "\"" || first == "'", word.last == first
    else {
      return word
    }
    return String(word.dropFirst().dropLast())
  }
}
