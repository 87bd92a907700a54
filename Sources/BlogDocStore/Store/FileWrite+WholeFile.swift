import BlogDocCore

extension FileWrite {
  /// A write of a file that is not a document of any model (an exported Markdown file,
  /// an export's manifest), whole: `bytes` in place of `former`, where `nil` stands for
  /// no file, so a `nil` `former` creates the file and a `nil` `bytes` removes it.
  ///
  /// The journal keeps `former` whole (``keepsFormerBytes``), since no diff of fields can
  /// give a file back, and marks the change as one of a whole file
  /// (`Journal.FileChange.wholeFile`): `undo` writes `former` back byte for byte, or
  /// removes the file the write created, while the file still holds what the write left;
  /// `redo` puts `bytes` back from the undo's own record. `Recovery` settles such a write
  /// when it was interrupted: it cannot finish one whose new bytes the journal does not
  /// keep, so it rolls the operation back.
  ///
  /// ```swift
  /// let former = FileBytes.exists(path) ? try FileBytes.read(path) : nil
  /// let write = FileWrite(path: path, replacing: former, with: Array("# Hello\n".utf8))
  /// try store.commit(.edit, message: "Export blog.xml to site", writes: [write])
  /// ```
  ///
  /// - Complexity: O(1); the journal record holds a copy of `former`.
  public init(
    path: String, replacing former: [UInt8]?, with bytes: [UInt8]?, journalPath: String = ""
  ) {
    precondition(
      former != nil || bytes != nil, "A whole-file write must have bytes before or after it.")
    self.path = path
    before = former ?? []
    after = bytes ?? []
    diff = ArchivedDiff()
    // Names nothing: the journal records no model for a whole file.
    model = ModelReference(name: "", version: 0)
    creation = former == nil ? .creates : bytes == nil ? .removes : .replaces
    layout = ""
    self.journalPath = journalPath
    keepsFormerBytes = former != nil
    isWholeFile = true
  }
}
