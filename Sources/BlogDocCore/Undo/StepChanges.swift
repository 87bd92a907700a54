/// A step's diff, with the most common shape (one field of one entry) stored inline
/// rather than in two arrays.
enum StepChanges<M: Model>: Hashable, Sendable {
  case oneField(id: String, FieldChange)
  case diff(DocumentDiff<M>)

  init(_ diff: DocumentDiff<M>) {
    if diff.unknownFieldsChange == nil, diff.entryChanges.count == 1,
      case .modified(let id, let fields, nil) = diff.entryChanges[0], fields.count == 1
    {
      self = .oneField(id: id, fields[0])
    } else {
      self = .diff(diff)
    }
  }

  var diff: DocumentDiff<M> {
    switch self {
    case .oneField(let id, let change):
      DocumentDiff(entryChanges: [.modified(id: id, fields: [change], unknownFields: nil)])
    case .diff(let diff):
      diff
    }
  }
}

extension History.Step: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, parentID, redoChildID, actionName, date, metadata, diff
  }

  /// Reads a step written by ``encode(to:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(Int.self, forKey: .id),
      parentID: try container.decodeIfPresent(Int.self, forKey: .parentID),
      actionName: try container.decode(String.self, forKey: .actionName),
      date: try container.decode(Timestamp.self, forKey: .date),
      metadata: try container.decode([String: String].self, forKey: .metadata),
      diff: try container.decode(DocumentDiff<M>.self, forKey: .diff))
    redoChildID = try container.decodeIfPresent(Int.self, forKey: .redoChildID)
  }

  /// Writes the step's id, parent, redo child, action name, date, metadata and diff.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encodeIfPresent(parentID, forKey: .parentID)
    try container.encodeIfPresent(redoChildID, forKey: .redoChildID)
    try container.encode(actionName, forKey: .actionName)
    try container.encode(date, forKey: .date)
    try container.encode(metadata, forKey: .metadata)
    try container.encode(diff, forKey: .diff)
  }
}
