import BlogDocCore

extension Journal.FileChange.EntrySource {
  /// The journal's record of the removed entry `id`, from what the splice cut out.
  public init(id: String, source: RemovedEntrySource) {
    func text(_ bytes: [UInt8]?) -> String? { bytes.map { String(decoding: $0, as: UTF8.self) } }
    self.init(
      id: id, text: String(decoding: source.text, as: UTF8.self), gap: text(source.gap),
      leading: text(source.leading),
      trailing: text(source.trailing))
  }

  /// What the splice that puts the entry back takes.
  public var removedEntrySource: RemovedEntrySource {
    RemovedEntrySource(
      text: Array(text.utf8), gap: gap.map { Array($0.utf8) },
      leading: leading.map { Array($0.utf8) },
      trailing: trailing.map { Array($0.utf8) })
  }

  /// The record's members in key order, those that are `nil` left out.
  var journalValue: ArchiveValue {
    .sortedObject([
      ("gap", gap.map(ArchiveValue.string)), ("id", .string(id)),
      ("leading", leading.map(ArchiveValue.string)),
      ("text", .string(text)), ("trailing", trailing.map(ArchiveValue.string)),
    ])
  }
}
