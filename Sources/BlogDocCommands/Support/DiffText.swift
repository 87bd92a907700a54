import BlogDocCore
import BlogDocStore

/// How commands print diffs: one line per change, coloured on a terminal.
///
/// ```swift
/// Output.write(DiffText.describe([("hello.xml", diff.description)]))
/// // ~ hello.title: "Hello" → "Hello, World"
/// ```
public enum DiffText {
  /// The diffs (each its `ArchivedDiff.description`, empty for no change) as text: one
  /// line per change, files named when there are several (or always, with `namingFiles`).
  public static func describe(
    _ diffs: [(path: String, text: String)], namingFiles: Bool = false
  ) -> String {
    var text = ""
    for (path, description) in diffs {
      let lines = description.isEmpty ? "(no change)" : description
      if diffs.count > 1 || namingFiles {
        text +=
          path + ":\n" + lines.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
          + "\n"
      } else {
        text += lines + "\n"
      }
    }
    return Terminal.paintDiff(text)
  }

  /// A log message naming the fields changed: `Set title, tagNames` (see
  /// `FileWrite.summary(of:)`).
  public static func summary(of writes: [FileWrite]) -> String {
    FileWrite.summary(of: writes)
  }
}
