import BlogDocCore

extension XMLSplice {
  /// The element in `source` of each field `diff` changes whose old value is not written
  /// as a splice writes it (a CDATA section, a character reference, an escape the
  /// canonical writer leaves out, a list laid out otherwise): the journal keeps it, so that
  /// writing the old value back (an undo) gives back the same bytes (see
  /// `FieldValueSource`). Fields a splice would write as they are, fields held in
  /// attributes and fields not in `map` have none.
  ///
  /// ```swift
  /// let sources = XMLSplice.valueSources(changedBy: diff, in: bytes, map: map, original: document)
  /// // [title of entry-0: "<title>&#x54;itle 0</title>"]
  /// ```
  ///
  /// - Complexity: O(*c*) in the size of the changed fields' elements, plus a lookup of
  ///   each changed entry in `map`.
  public static func valueSources<M: Model>(
    changedBy diff: DocumentDiff<M>, in source: [UInt8], map: XMLSourceMap,
    original: ModelDocument<M>
  ) -> [FieldValueSource] {
    let splicer = XMLSplicer<M>(source: source, map: map)
    return FieldValueSource.replacedValues(by: diff, in: original).compactMap {
      id, name, order, value in
      let field = order.map { M.schema.fields[$0] }
      guard let position = map.position(ofID: id),
        let index = try? splicer.memberIndex(of: name, occurrence: 0, in: map.records[position]),
        let element = map.records[position].members[index].element,
        element.range.upperBound <= source.count
      else { return nil }
      // What a splice writes for the value in place of the element as it is.
      var probe = splicer
      let written = try? { () throws(SpliceRefusal) -> [UInt8] in
        try probe.replace(
          element, key: name, old: nil, new: value, itemName: field?.kind.itemName,
          isKnown: field != nil)
        return try probe.edits.bytes(of: element.range)
      }()
      let text = Array(source[element.range])
      guard written != text else { return nil }
      return FieldValueSource(id: id, field: name, value: value, text: text)
    }
  }
}
