import BlogDocCore

extension XMLSplicer {
  /// Splices a blog's entries: each changed entry in place, removed ones out with their
  /// lines, and inserted ones beside the kept entry before them, indented like it.
  ///
  /// - Returns: The ids of the entries whose bytes changed or were written in the file's
  ///   own layout, for the proof.
  mutating func spliceRecords(
    from original: ModelDocument<M>, to edited: ModelDocument<M>
  )
    throws(Refusal) -> [String]
  {
    var touched: [String] = []
    let plan = try EntrySplicePlan(
      from: original, to: edited, recordIDs: map.records.lazy.map(\.id),
      position: map.position(ofID:))
    for position in plan.removals {
      edits.replace(removalRange(of: map.records[position].element.range), with: [])
    }
    var kept: [Int] = []
    for case .kept(let position, let isModified) in plan.steps {
      kept.append(position)
      guard isModified else { continue }
      let record = map.records[position]
      try spliceRecord(record, from: original[id: record.id]!, to: edited[id: record.id]!)
      touched.append(record.id)
    }
    guard plan.hasInsertions else {
      if edited.count == 0 { emptyRootIfBlank() }
      return touched
    }
    // Indented like the first kept entry, or like the blog's first member; one unit in
    // when the blog is empty; on the line of its neighbours when they share lines.
    let indent =
      if let first = kept.first.map({ map.records[$0].element.range.lowerBound })
        ?? map.firstChildStart
      {
        lineIndent(before: first)
      } else {
        style.lineEnding.isEmpty ? nil : style.unit
      }
    let style = indent == nil ? XMLFragmentStyle.compact : style
    var insertions: [Int: [UInt8]] = [:]
    var intoRoot: [UInt8] = []
    let separator = indent.map { style.lineEnding + $0 } ?? []
    for case .inserted(let id, let previous) in plan.steps {
      let entry = edited[id: id]!
      if let removed = entrySources[entry.id],
        let offset = originalOffset(of: removed, after: previous, in: edited)
      {
        // Back on its own line, where it was: past the comments that stood before it.
        insertions[offset, default: []] +=
          (removed.leading ?? []) + removed.text + (removed.trailing ?? [])
        touched.append(entry.id)
        continue
      }
      let fragment: [UInt8]
      if let text = entrySources[entry.id]?.text {
        fragment = text
        touched.append(entry.id)
      } else {
        try checkWritesUnprefixed()
        do {
          fragment = try style.record(entry, indent: indent ?? [])
        } catch {
          throw Refusal(reason: error.description)
        }
        // Laid out as the canonical writer lays a blog out, a new entry's bytes are that
        // writer's own, trusted as every canonical write is; otherwise they are proved.
        if !(style.isCanonical && indent == style.unit) { touched.append(entry.id) }
      }
      if let previous {
        insertions[map.records[previous].element.range.upperBound, default: []] +=
          separator + fragment
      } else if let first = kept.first {
        insertions[map.records[first].element.range.lowerBound, default: []] += fragment + separator
      } else if let first = map.records.first {
        // Every old entry is removed: the new ones take the first one's place.
        let removal = removalRange(of: first.element.range)
        let takesLine = removal != first.element.range
        insertions[removal.lowerBound, default: []] +=
          takesLine ? (indent ?? []) + fragment + style.lineEnding : fragment
      } else {
        intoRoot += separator + fragment
      }
    }
    for (offset, bytes) in insertions {
      edits.replace(offset..<offset, with: bytes)
    }
    if !intoRoot.isEmpty {
      try insertIntoRoot(intoRoot, closing: indent == nil ? [] : style.lineEnding)
    }
    return touched
  }

  /// Where a removed entry's bytes were cut, in this source: its ``RemovedEntrySource/gap``
  /// past the end of the kept entry at `previous` (or the start of the root's content),
  /// when the source still holds that gap there and it ends before the next kept entry;
  /// `nil` otherwise, and the entry goes beside the one before it.
  private func originalOffset(
    of removed: RemovedEntrySource, after previous: Int?, in edited: ModelDocument<M>
  ) -> Int? {
    guard let gap = removed.gap, let content = map.root.content else { return nil }
    let anchor = previous.map { map.records[$0].element.range.upperBound } ?? content.lowerBound
    let next = map.records[((previous ?? -1) + 1)...].first { edited.contains(id: $0.id) }
    let limit = next.map(\.element.range.lowerBound) ?? content.upperBound
    guard anchor + gap.count <= limit, source[anchor..<(anchor + gap.count)].elementsEqual(gap)
    else { return nil }
    return anchor + gap.count
  }

  /// Writes the root `<blog …/>`, as the canonical writer writes an empty blog, when
  /// removing every entry (each with its line) leaves just one line break inside it: what
  /// adding entries to `<blog …/>` made, so undoing them gives it back.
  private mutating func emptyRootIfBlank() {
    guard let content = map.root.content else { return }
    var left: [UInt8] = []
    var offset = content.lowerBound
    for record in map.records {
      let removal = removalRange(of: record.element.range)
      left += source[offset..<removal.lowerBound]
      offset = removal.upperBound
    }
    left += source[offset..<content.upperBound]
    guard left == style.lineEnding else { return }
    edits.removeAll()
    edits.replace(map.root.range, with: selfClosing(map.root))
  }

  /// Adds `entries` (each led by its line break and indentation) to a root that holds no
  /// entry: into a root written `<blog …/>`, in place of whitespace-only content, or
  /// before the blog's own members.
  private mutating func insertIntoRoot(_ entries: [UInt8], closing: [UInt8]) throws(Refusal) {
    let root = map.root
    guard let content = root.content else {
      edits.replace(
        root.range, with: withoutSelfClosing(root) + entries + closing + endTag(of: root))
      return
    }
    if source[content].allSatisfy(XMLNames.isWhitespace) {
      edits.replace(content, with: entries + closing)
    } else {
      // Before the blog's own members, where the canonical order puts entries.
      edits.replace(content.lowerBound..<content.lowerBound, with: entries)
    }
  }
}
