extension Model {
  /// The model as format-neutral archived members: schema fields in order (absent
  /// optionals left out), then unknown members.
  ///
  /// ```swift
  /// print(BlogEntry(id: "a", title: "A").archived()["title"] as Any)
  /// // Prints "Optional(BlogDocCore.ArchiveValue.string("A"))"
  /// ```
  public func archived() -> ArchiveObject {
    var object = ArchiveObject()
    for field in Self.schema.fields {
      let value = field.value(in: self)
      if !value.isNull {
        object.append(key: field.name, value: field.kind.archiveValue(for: value))
      }
    }
    object.members += unknownFields.members
    return object
  }

  /// Builds a model from archived members of the current format version, typing each by its
  /// field's kind and keeping the members the schema does not know.
  ///
  /// - Throws: ``ArchiveError`` for a value of the wrong kind, a repeated field or a
  ///   missing required one.
  public init(archived object: ArchiveObject) throws(ArchiveError) {
    var builder = DocumentBuilder<Self>(options: .default)
    // Members in memory have no place in a file: an error names the field alone.
    try builder.beginDocument(
      rootName: Self.schema.entryName, version: Self.schema.version, at: nil)
    builder.beginRecord(at: nil)
    for member in object {
      try builder.addField(key: member.key, value: member.value, at: nil)
    }
    try builder.endRecord()
    self = try builder.finish().document.entries[0]
  }
}
