import BlogDocCore

extension Journal.Operation {
  // Why by hand and not synthesized: a record leaves out `files` when it changed none and
  // `message` when it has none, which is every commit (issue 23: a commit repeated
  // `"files":[]` and "Commit operation N.", 44 of its ~180 bytes, and a small edit's intent
  // and commit are written for every operation), and an intent leaves out its
  // `pendingIntent` when it names the intent itself, as every intent's does (an intent
  // without one writes `null`). Records that hold them (all those of format 1) read as
  // before; the rest is the synthesized form, member for member.
  private enum CodingKeys: String, CodingKey {
    case id, number, parentID, time, kind, intends, concludes, message, files, undoes, redoOfUndo,
      steps, skipped
    case leavesUndoState, coalesces, nextUndo, nextRedo, priorUndoState, priorRedoState,
      pendingIntent
  }

  /// Reads a record of either format: one written by the synthesized form (format 1) or
  /// one that leaves out what ``encode(to:)`` leaves out.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(Int.self, forKey: .id),
      number: try container.decodeIfPresent(Int.self, forKey: .number),
      parentID: try container.decodeIfPresent(Int.self, forKey: .parentID),
      time: try container.decode(Timestamp.self, forKey: .time),
      kind: try container.decode(Kind.self, forKey: .kind),
      intends: try container.decodeIfPresent(Kind.self, forKey: .intends),
      concludes: try container.decodeIfPresent(Int.self, forKey: .concludes),
      message: try container.decodeIfPresent(String.self, forKey: .message) ?? "",
      files: try container.decodeIfPresent([Journal.FileChange].self, forKey: .files) ?? [],
      undoes: try container.decodeIfPresent(Int.self, forKey: .undoes), pointers: UndoPointers())
    redoOfUndo = try container.decodeIfPresent(Bool.self, forKey: .redoOfUndo)
    steps = try container.decodeIfPresent(Int.self, forKey: .steps)
    skipped = try container.decodeIfPresent([String].self, forKey: .skipped)
    leavesUndoState = try container.decodeIfPresent(Bool.self, forKey: .leavesUndoState)
    coalesces = try container.decodeIfPresent(Int.self, forKey: .coalesces)
    nextUndo = try container.decodeIfPresent(Int.self, forKey: .nextUndo)
    nextRedo = try container.decodeIfPresent(Int.self, forKey: .nextRedo)
    priorUndoState = try container.decodeIfPresent(Int.self, forKey: .priorUndoState)
    priorRedoState = try container.decodeIfPresent(Int.self, forKey: .priorRedoState)
    pendingIntent = try container.decodeIfPresent(Int.self, forKey: .pendingIntent)
    if kind == .intent && !container.contains(.pendingIntent) { pendingIntent = id }
  }

  /// Whether the record leaves out its `pendingIntent`, which then reads as its `id`.
  var omitsPendingIntent: Bool { kind == .intent && pendingIntent == id }

  /// Writes the record, leaving out an empty message and file list and an intent's
  /// `pendingIntent` that names the intent itself.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encodeIfPresent(number, forKey: .number)
    try container.encodeIfPresent(parentID, forKey: .parentID)
    try container.encode(time, forKey: .time)
    try container.encode(kind, forKey: .kind)
    try container.encodeIfPresent(intends, forKey: .intends)
    try container.encodeIfPresent(concludes, forKey: .concludes)
    if !message.isEmpty { try container.encode(message, forKey: .message) }
    if !files.isEmpty { try container.encode(files, forKey: .files) }
    try container.encodeIfPresent(undoes, forKey: .undoes)
    try container.encodeIfPresent(redoOfUndo, forKey: .redoOfUndo)
    try container.encodeIfPresent(steps, forKey: .steps)
    try container.encodeIfPresent(skipped, forKey: .skipped)
    try container.encodeIfPresent(leavesUndoState, forKey: .leavesUndoState)
    try container.encodeIfPresent(coalesces, forKey: .coalesces)
    try container.encodeIfPresent(nextUndo, forKey: .nextUndo)
    try container.encodeIfPresent(nextRedo, forKey: .nextRedo)
    try container.encodeIfPresent(priorUndoState, forKey: .priorUndoState)
    try container.encodeIfPresent(priorRedoState, forKey: .priorRedoState)
    if kind == .intent && pendingIntent == nil {
      try container.encodeNil(forKey: .pendingIntent)
    } else if !omitsPendingIntent {
      try container.encodeIfPresent(pendingIntent, forKey: .pendingIntent)
    }
  }
}
