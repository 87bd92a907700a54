import FoundationEssentials
import BlogDocCore

extension PatchWorkspace {
  /// Applies one operation, numbered `number`, or throws and leaves the rows as they were.
  mutating func apply(_ operation: JSONPatchOperation, number: Int) throws(PatchFailure) {
    switch operation {
    case .add(let path, let value):
      try add(value, at: resolve(path, forAdding: true), depth: path.tokens.count, number: number)
    case .remove(let path):
      _ = try remove(at: resolve(path, forAdding: false))
    case .replace(let path, let newValue):
      let location = try resolve(path, forAdding: false)
      try requireExisting(location)
      try add(newValue, at: location, depth: path.tokens.count, number: number, isReplacing: true)
    case .test(let path, let expected):
      let found = try value(at: resolve(path, forAdding: false))
      guard found.isJSONEqual(to: expected) else {
        throw PatchFailure("expected \(Self.brief(expected)), found \(Self.brief(found)).")
      }
    case .copy(let from, let path):
      let copied = try value(at: resolve(from, forAdding: false))
      try add(copied, at: resolve(path, forAdding: true), depth: path.tokens.count, number: number)
    case .move(let from, let path):
      guard !path.isInside(from) else {
        throw PatchFailure("a value cannot move into itself: \(path) is inside \(from).")
      }
      let source = try resolve(from, forAdding: false)
      guard path != from else {
        _ = try value(at: source)
        return
      }
      let moved = try remove(at: source)
      do {
        try add(moved, at: resolve(path, forAdding: true), depth: path.tokens.count, number: number)
      } catch {
        // Put the value back where it was, so later operations see the rows unchanged.
        if let back = try? resolve(from, forAdding: true) {
          try? add(moved, at: back, depth: from.tokens.count, number: number)
        }
        throw error
      }
    }
  }

  // MARK: - Reading

  /// The archived value at `location`.
  func value(at location: PatchLocation) throws(PatchFailure) -> ArchiveValue {
    switch location {
    case .root:
      return archivedDocument()
    case .formatVersion:
      return .number(String(schema.version))
    case .documentMember(let key, let path):
      return try documentUnknowns[key]!._value(at: path.rest, base: path.base)
    case .entries:
      return .array(rows.indices.map(archivedEntry(at:)))
    case .entry(let row):
      return archivedEntry(at: row)
    case .field(let row, let index, let path):
      return try fieldValue(row: row, index: index)._value(at: path.rest, base: path.base)
    case .unknown(let row, let key, let path):
      return try entry(at: row).unknownFields[key]!._value(at: path.rest, base: path.base)
    }
  }

  /// Throws unless there is a value at `location`, as replace needs; cheaper than reading
  /// it for a whole field or member.
  private func requireExisting(_ location: PatchLocation) throws(PatchFailure) {
    switch location {
    case .field(let row, let index, let path) where path.isWhole:
      guard isPresent(index, row: row) else { throw absent(index) }
    case .entry, .entries, .root, .formatVersion:
      return
    case .unknown(_, _, let path) where path.isWhole:
      return
    case .documentMember(_, let path) where path.isWhole:
      return
    default:
      _ = try value(at: location)
    }
  }

  /// Whether field `index` of row `row` is a member of its archived form.
  func isPresent(_ index: Int, row: Int) -> Bool {
    let record = rows[row].record
    if record >= 0 { return records[record].present.contains(index) }
    guard optionalFields.contains(index) else { return true }
    return !schema.fields[index].value(in: source[id: rows[row].id]!).isNull
  }

  private func absent(_ index: Int) -> PatchFailure {
    PatchFailure("'\(schema.fields[index].name)' is absent from this \(schema.entryName).")
  }

  /// A present field's archived value.
  private func fieldValue(row: Int, index: Int) throws(PatchFailure) -> ArchiveValue {
    let field = schema.fields[index]
    guard isPresent(index, row: row) else { throw absent(index) }
    let record = rows[row].record
    if record >= 0, let raw = records[record].raw[index] { return raw }
    return field.kind.archiveValue(for: field.value(in: entry(at: row)))
  }

  // MARK: - Adding and replacing

  /// Adds `value` at `location`, `depth` tokens deep; with `isReplacing`, an entry
  /// position is overwritten rather than inserted before.
  private mutating func add(
    _ value: ArchiveValue, at location: PatchLocation, depth: Int, number: Int,
    isReplacing: Bool = false
  ) throws(PatchFailure) {
    switch location {
    case .root:
      try replaceDocument(with: value, number: number)
    case .formatVersion:
      guard value.isJSONEqual(to: .number(String(schema.version))) else {
        throw PatchFailure(
          "the format version is \(schema.version); a patch cannot change it, found \(Self.brief(value))."
        )
      }
    case .documentMember(let key, let path):
      if let reason = value._unwritableReason(atLevel: depth) { throw PatchFailure(reason) }
      var member = documentUnknowns[key]!
      if isReplacing {
        try member._replace(value, at: path.rest, base: path.base)
      } else {
        try member._add(value, at: path.rest, base: path.base)
      }
      documentUnknowns[key] = member
    case .entries:
      try replaceEntries(with: value, number: number)
    case .entry(let row):
      var record = try decodeRecord(value, level: depth)
      if layout == .single || isReplacing {
        let index = self.record(at: row)
        record.original = records[index].original
        records[index] = record
        if rows[row].id != record.entry.id {
          rows[row].id = record.entry.id
          rows[row].idOperation = number
          isRestructured = true
        }
      } else {
        records.append(record)
        rows.insert(
          PatchRow(id: record.entry.id, record: records.count - 1, idOperation: number), at: row)
        isRestructured = true
      }
    case .field(let row, let index, let path):
      var whole = value
      if !path.isWhole {
        whole = try fieldValue(row: row, index: index)
        if isReplacing {
          try whole._replace(value, at: path.rest, base: path.base)
        } else {
          try whole._add(value, at: path.rest, base: path.base)
        }
      }
      try setField(
        index, to: try typedValue(whole, for: schema.fields[index]), as: whole, row: row,
        number: number)
    case .unknown(let row, let key, let path):
      if let reason = value._unwritableReason(atLevel: depth) { throw PatchFailure(reason) }
      var member = entry(at: row).unknownFields[key]!
      if isReplacing {
        try member._replace(value, at: path.rest, base: path.base)
      } else {
        try member._add(value, at: path.rest, base: path.base)
      }
      let index = record(at: row)
      records[index].entry.unknownFields[key] = member
      records[index].touchesUnknownFields = true
    }
  }

  /// Stores a typed value in a field and marks it present; `written` is the form the patch
  /// gave it in. A value the field's type refuses (see ``FieldValueRepresentable``) fails.
  private mutating func setField(
    _ index: Int, to value: FieldValue, as written: ArchiveValue, row: Int, number: Int
  ) throws(PatchFailure) {
    let record = self.record(at: row)
    let oldID = records[record].entry.id
    let field = schema.fields[index]
    do {
      try field.store(value, in: &records[record].entry)
    } catch {
      throw PatchFailure(error.description._lowercasingFirst)
    }
    records[record].present.insert(index)
    records[record].touched.insert(index)
    records[record].raw[index] = field.kind.archiveValue(for: value) == written ? nil : written
    let newID = records[record].entry.id
    if newID != oldID {
      rows[row].id = newID
      rows[row].idOperation = number
      isRestructured = true
    }
  }

  private mutating func replaceEntries(with value: ArchiveValue, number: Int) throws(PatchFailure) {
    guard layout == .collection, case .array(let items) = value else {
      throw PatchFailure(
        "expected an array of \(schema.entryName) objects for /\(schema.collectionName), found \(FieldKind.describe(value))."
      )
    }
    var newRecords: [PatchRecord<M>] = []
    for (position, item) in items.enumerated() {
      do {
        newRecords.append(try decodeRecord(item, level: 2))
      } catch {
        throw PatchFailure("/\(schema.collectionName)/\(position): \(error.message)")
      }
    }
    let offset = records.count
    records += newRecords
    rows = newRecords.indices.map {
      PatchRow(id: newRecords[$0].entry.id, record: offset + $0, idOperation: number)
    }
    isRestructured = true
  }

  /// Replaces the whole document, read exactly as its archive would be.
  private mutating func replaceDocument(with value: ArchiveValue, number: Int) throws(PatchFailure)
  {
    let decoded: DecodedDocument<M>
    do throws(ArchiveError) {
      let bytes = try JSONWriter.compactBytes(of: value)
      let result = bytes.withUnsafeBytes { buffer in
        Result { () throws(ArchiveError) in
          try JSONArchiveFormat().decode(M.self, from: buffer, options: .default)
        }
      }
      decoded = try result.get()
    } catch {
      let place = error.fieldPath.map { "\($0): " } ?? ""
      throw PatchFailure(place + error.message._lowercasingFirst)
    }
    guard decoded.formatVersion == schema.version else {
      throw PatchFailure(
        "the format version is \(schema.version); a patch cannot change it, found \(decoded.formatVersion)."
      )
    }
    source = decoded.document
    layout = source.layout
    records = []
    documentUnknowns = source.unknownFields
    isRestructured = true
    // Entries again through the records, so that values keep the form they were written in.
    let entryValues: [ArchiveValue]
    switch (layout, value.objectValue?[schema.entryName], value.objectValue?[schema.collectionName])
    {
    case (.single, let entry?, _): entryValues = [entry]
    case (.collection, _, .array(let items)?): entryValues = items
    default: entryValues = []
    }
    let level = layout == .single ? 1 : 2
    for item in entryValues {
      records.append(try decodeRecord(item, level: level))
    }
    rows = records.indices.map {
      PatchRow(id: records[$0].entry.id, record: $0, idOperation: number)
    }
  }

  // MARK: - Removing

  /// Removes the value at `location`, returning it.
  private mutating func remove(at location: PatchLocation) throws(PatchFailure) -> ArchiveValue {
    switch location {
    case .root:
      throw PatchFailure("the whole document cannot be removed.")
    case .formatVersion:
      throw PatchFailure("the format version cannot be removed.")
    case .documentMember(let key, let path):
      guard !path.isWhole else {
        let removed = documentUnknowns[key]!
        documentUnknowns[key] = nil
        return removed
      }
      var member = documentUnknowns[key]!
      let removed = try member._remove(at: path.rest, base: path.base)
      documentUnknowns[key] = member
      return removed
    case .entries:
      throw PatchFailure(
        "/\(schema.collectionName) cannot be removed; remove its \(schema.entryName) objects one by one."
      )
    case .entry(let row):
      guard layout == .collection else {
        throw PatchFailure(
          "a single-\(schema.entryName) document needs its \(schema.entryName); replace it instead."
        )
      }
      let removed = archivedEntry(at: row)
      rows.remove(at: row)
      isRestructured = true
      return removed
    case .field(let row, let index, let path):
      var whole = try fieldValue(row: row, index: index)
      let field = schema.fields[index]
      guard path.isWhole else {
        let removed = try whole._remove(at: path.rest, base: path.base)
        try setField(index, to: try typedValue(whole, for: field), as: whole, row: row, number: 0)
        return removed
      }
      guard !field.isRequired else {
        throw PatchFailure("'\(field.name)' is required and cannot be removed.")
      }
      // A reader leaves a field the archive leaves out at its default.
      let record = self.record(at: row)
      field.setValue(field.value(in: M()), in: &records[record].entry)
      records[record].present.remove(index)
      records[record].touched.insert(index)
      records[record].raw[index] = nil
      return whole
    case .unknown(let row, let key, let path):
      let record = self.record(at: row)
      records[record].touchesUnknownFields = true
      guard !path.isWhole else {
        let removed = records[record].entry.unknownFields[key]!
        records[record].entry.unknownFields[key] = nil
        return removed
      }
      var member = records[record].entry.unknownFields[key]!
      let removed = try member._remove(at: path.rest, base: path.base)
      records[record].entry.unknownFields[key] = member
      return removed
    }
  }

  // MARK: - Messages

  /// A value in a message: compact JSON, cut to about 60 characters.
  static func brief(_ value: ArchiveValue) -> String {
    guard let bytes = try? JSONWriter.compactBytes(of: value) else {
      return FieldKind.describe(value)
    }
    let text = String(decoding: bytes, as: UTF8.self)
    return text.count <= 60 ? text : String(text.prefix(59)) + "…"
  }
}
