import BlogDocCore

extension JSONSplice {
  /// The text in `source` of each field value `diff` changes whose spelling is not the one
  /// a splice writes for it (an escape the canonical writer leaves out, a number spelled
  /// `1.50E+2`): the journal keeps it, so that writing the old value back (an undo) gives
  /// back the same bytes (see `FieldValueSource`). Fields a splice would write as they
  /// are spelled (with no `\u` escape), and fields not in `map`, have none.
  ///
  /// ```swift
  /// let sources = JSONSplice.valueSources(changedBy: diff, in: bytes, map: map, original: document)
  /// // [title of entry-0: "\"T\\u0069tle 0\""] for a title written with an unneeded escape
  /// ```
  ///
  /// - Complexity: O(*c*) in the size of the changed fields' old values, plus a lookup of
  ///   each changed entry in `map`.
  public static func valueSources<M: Model>(
    changedBy diff: DocumentDiff<M>, in source: [UInt8], map: JSONSourceMap,
    original: ModelDocument<M>
  ) -> [FieldValueSource] {
    let splicer = JSONSplicer<M>(source: source, map: map)
    return FieldValueSource.replacedValues(by: diff, in: original).compactMap {
      id, name, _, value in
      guard let position = map.position(ofID: id),
        let member = map.records[position].members.first(where: { $0.key == name }),
        member.value.upperBound <= source.count
      else { return nil }
      let written = try? splicer.encode(
        value, indent: splicer.lineIndent(before: member.keyStart),
        replacing: member.value)
      let text = Array(source[member.value])
      // A `\u` escape is kept too: whether a splice escapes non-ASCII characters depends
      // on what else the file holds when it writes, which may have changed by then.
      guard written != text || text.firstRange(of: Array("\\u".utf8)) != nil else { return nil }
      return FieldValueSource(id: id, field: name, value: value, text: text)
    }
  }
}
