/// What a splicing writer knows of its format's bytes, so that ``MemberSplicePlan`` can
/// decide what to change and the writer only renders it: where a member lies, and how a
/// plan is written (a value in the file's style, a new member beside a neighbour, a
/// member removed with the whitespace around it).
///
/// BlogDocXML's `XMLSplicer` and BlogDocJSON's `JSONSplicer` conform; a format of your own
/// conforms with its source map's record type:
///
/// ```swift
/// struct LineSplicer<M: Model>: SpliceSyntax {
///   var edits: SpliceEdits<Never>
///   func memberIndex(of key: String, occurrence: Int, in record: LineMap.Record)
///     throws(SpliceRefusal) -> Int?
///   { record.members.indices.filter { record.members[$0].key == key }.dropFirst(occurrence).first }
///   mutating func apply(_ plan: MemberSplicePlan, to record: LineMap.Record) throws(SpliceRefusal) {
///     for change in plan.changes { edits.replace(record.members[change.index].value, with: render(change.new)) }
///     guard plan.removals.isEmpty, plan.additions.isEmpty else {
///       throw SpliceRefusal(reason: "Members were added or removed, which this splice does not write.")
///     }
///   }
/// }
/// ```
public protocol SpliceSyntax {
  /// Where one entry lies in the source: its members' keys and byte ranges.
  associatedtype Record

  /// The position among `record`'s members of the `occurrence`-th one (0 for the first)
  /// whose key is `key`; `nil` when it has none.
  ///
  /// - Throws: `SpliceRefusal` when that member is one the format does not rewrite (an
  ///   XML attribute).
  func memberIndex(of key: String, occurrence: Int, in record: Record) throws(SpliceRefusal) -> Int?

  /// Collects the byte replacements that make `record`'s members read as `plan` says.
  ///
  /// - Throws: `SpliceRefusal` when the format cannot write some part of it.
  mutating func apply(_ plan: MemberSplicePlan, to record: Record) throws(SpliceRefusal)
}

extension SpliceSyntax {
  /// Splices one entry's changed members: plans them (``MemberSplicePlan``) and writes
  /// the plan with ``apply(_:to:)``.
  ///
  /// `fields`, a diff's changes of this entry, names the fields to visit; every field is
  /// compared when it is `nil`. A field it leaves out is caught by the writer's proof.
  ///
  /// - Complexity: O(*f* · *m*) in the fields visited and the entry's members.
  public mutating func spliceMembers<M: Model>(
    of record: Record, from old: M, to new: M, fields: [FieldChange]? = nil,
    valueSources: [FieldValueSource] = []
  ) throws(SpliceRefusal) {
    let plan = try MemberSplicePlan(
      of: record, from: old, to: new, fields: fields, valueSources: valueSources, syntax: self)
    try apply(plan, to: record)
  }
}
