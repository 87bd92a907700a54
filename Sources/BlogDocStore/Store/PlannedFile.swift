import BlogDocCore

/// One document as an undo or redo of several operations in one pass sees it: read once,
/// then changed in memory step by step, and written once at the end.
protocol PlannedFile: AnyObject {
  /// The fingerprint of the bytes the next step starts from: the file's, before the first
  /// step; ``Journal/FileChange/unwritten`` after.
  var fingerprint: String { get }

  /// Reverts `change` (a record's change of this file) on the document as the steps so far
  /// left it, with `policy`; nothing changes until the returned step is accepted.
  ///
  /// - Throws: `DiffConflictError` under `.strict` when a field no longer holds what the
  ///   change wrote.
  func revert(_ change: Journal.FileChange, policy: ConflictPolicy) throws -> PlannedFileStep

  /// The one write that takes the file from its bytes to the document the steps left.
  func write() throws -> FileWrite
}

/// One step's change of one ``PlannedFile``, ready to be kept.
struct PlannedFileStep {
  /// The step's record of the file (its fingerprints filled in once the file is written).
  var change: Journal.FileChange
  /// The step's change, as `undo` prints it.
  var shown: FileWrite
  /// Fields left as they are under `.skipConflicts`.
  var conflicts: [DiffConflict]
  /// Whether the step changes the document.
  var isEmpty: Bool
  /// Keeps the step: the document is as the step leaves it.
  var accept: () -> Void
}

/// A ``PlannedFile`` of documents of `M`.
final class PlannedDocument<M: Model>: PlannedFile {
  /// The path as the user sees it (relative to the working directory).
  let path: String
  /// The path the journal names it by.
  let journalPath: String
  let bytes: [UInt8]
  let original: ModelDocument<M>
  let map: DocumentSourceMap?
  private(set) var current: ModelDocument<M>
  private(set) var fingerprint: String
  /// The fields the accepted steps changed, as `id` NUL `field`: their spelling is no
  /// longer the file's but the one in ``spellings``, or the canonical one.
  private var changedFields: Set<String> = []
  /// Of ``changedFields``, those a step wrote back with a journal's spelling, and the text.
  private var spellings: [String: FieldValueSource] = [:]

  /// Reads the document at `path` (shown) that the journal names `journalPath`.
  init(path: String, journalPath: String) throws {
    let (decoded, bytes, map) = try DocumentFile.readForEditing(M.self, from: path)
    self.path = path
    self.journalPath = journalPath
    self.bytes = bytes
    self.original = decoded.document
    self.map = map
    self.current = decoded.document
    self.fingerprint = Journal.FileChange.fingerprint(of: bytes)
  }

  func revert(_ change: Journal.FileChange, policy: ConflictPolicy) throws -> PlannedFileStep {
    var result = current
    // Fields the schema keeps out of the history are never reverted, as in a single step.
    let skipped = try result.apply(
      try change.diff(as: M.self).undoablePart.inverted(), policy: policy)
    let diff = result.difference(from: current)
    var keys: [String] = []
    for case .modified(let id, let fields, let unknown) in diff.entryChanges {
      keys += (fields.map(\.field) + (unknown?.changedKeys ?? [])).map { Self.key(id, $0) }
    }
    // The spellings the step replaces: the file's, for a field no step changed yet; else
    // the one the step before put back.
    let replaced =
      DocumentFile.valueSources(changedBy: diff, from: bytes, original: original, map: map).filter {
        !changedFields.contains(Self.key($0.id, $0.field))
      } + keys.compactMap { spellings[$0] }
    let putBack = change.spelledValues(in: result).filter {
      keys.contains(Self.key($0.id, $0.field))
    }
    let record = Journal.FileChange(
      path: journalPath, beforeFingerprint: fingerprint,
      afterFingerprint: Journal.FileChange.unwritten,
      diff: ArchivedDiff(diff), model: ModelReference(M.self),
      valueSources: replaced.isEmpty ? nil : replaced.map(Journal.FileChange.ValueSource.init))
    let shown = FileWrite(
      path: path, before: [], after: [], diff: diff, layout: result.layout, journalPath: journalPath
    )
    return PlannedFileStep(
      change: record, shown: shown, conflicts: skipped, isEmpty: diff.isEmpty,
      accept: { [self] in
        current = result
        fingerprint = Journal.FileChange.unwritten
        changedFields.formUnion(keys)
        for key in keys { spellings[key] = nil }
        for source in putBack { spellings[Self.key(source.id, source.field)] = source }
      })
  }

  func write() throws -> FileWrite {
    try FileWrite(
      path: path, before: bytes, original: original, map: map, splicing: current,
      diff: current.difference(from: original), journalPath: journalPath,
      valueSources: Array(spellings.values))
  }

  /// A field's key in ``changedFields`` and ``spellings``.
  private static func key(_ id: String, _ field: String) -> String { id + "\u{0}" + field }
}
