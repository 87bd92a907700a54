// A history is data: it encodes to and decodes from any Codable format, every branch,
// the position, the save point and open groups included.

extension History: Codable {
  private enum CodingKeys: String, CodingKey {
    case steps, nextID, currentStepID, rootRedoChildID, savePoint, openGroups, levelsOfUndo,
      droppedStepCount
  }

  /// Reads a history written by ``encode(to:)``, with its steps, position and save point.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(levelsOfUndo: try container.decode(Int.self, forKey: .levelsOfUndo))
    for step in try container.decode([Step].self, forKey: .steps) {
      _steps[step.id] = step
    }
    _nextID = try container.decode(StepID.self, forKey: .nextID)
    currentStepID = try container.decodeIfPresent(StepID.self, forKey: .currentStepID)
    _rootRedoChildID = try container.decodeIfPresent(StepID.self, forKey: .rootRedoChildID)
    _savePoint = try container.decode(SavePoint.self, forKey: .savePoint)
    _openGroups = try container.decode([OpenGroup].self, forKey: .openGroups)
    droppedStepCount = try container.decode(Int.self, forKey: .droppedStepCount)
    guard currentStepID.map({ _steps[$0] != nil }) ?? true,
      _steps.values.allSatisfy({
        $0.id < _nextID && ($0.parentID.map { _steps[$0] != nil } ?? true)
      })
    else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "The history's steps do not form a tree containing its current step."))
    }
  }

  /// Writes every step of every branch, the current position, the save point, open groups and the
  /// depth limit.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(steps, forKey: .steps)
    try container.encode(_nextID, forKey: .nextID)
    try container.encodeIfPresent(currentStepID, forKey: .currentStepID)
    try container.encodeIfPresent(_rootRedoChildID, forKey: .rootRedoChildID)
    try container.encode(_savePoint, forKey: .savePoint)
    try container.encode(_openGroups, forKey: .openGroups)
    try container.encode(levelsOfUndo, forKey: .levelsOfUndo)
    try container.encode(droppedStepCount, forKey: .droppedStepCount)
  }
}
