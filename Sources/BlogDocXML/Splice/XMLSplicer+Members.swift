import BlogDocCore

extension XMLSplicer {
  /// Writes `plan` into `record`'s elements: a recorded spelling or a new value in place,
  /// removed elements out with their lines, added ones beside their neighbours.
  mutating func apply(_ plan: MemberSplicePlan, to record: XMLSourceMap.Record) throws(Refusal) {
    for change in plan.changes {
      let element = record.members[change.index].element!
      if let text = change.text {
        edits.replace(element.range, with: text)
        continue
      }
      try replace(
        element, key: change.key, old: change.old, new: change.new, itemName: change.itemName,
        isKnown: change.isKnown)
    }
    for index in plan.removals {
      edits.replace(removalRange(of: record.members[index].element!.range), with: [])
    }
    if !plan.additions.isEmpty { try insert(plan.additions, into: record, removing: plan.removals) }
  }

  /// Inserts new elements among `record`'s: each after the last kept field the schema
  /// puts before it (unknown members after every field), indented like its neighbours, on a
  /// line of its own (``XMLSplice/endOfLine(after:in:)``), so that undo takes it out exactly.
  private mutating func insert(
    _ added: [MemberSplicePlan.Addition], into record: XMLSourceMap.Record, removing removed: [Int]
  ) throws(Refusal) {
    let schema = M.schema
    let kept = record.members.indices.filter {
      !removed.contains($0) && record.members[$0].element != nil
    }
    guard let first = kept.first else {
      throw Refusal(
        reason: "The entry \(FieldKind.quoted(record.id)) has no element to place a new one beside."
      )
    }
    let indent = lineIndent(before: record.members[first].element!.range.lowerBound)
    let separator = indent.map { style.lineEnding + $0 } ?? []
    var insertions: [Int: [UInt8]] = [:]
    // New fields take the prefix their neighbours are written with (`b:title`).
    let neighbour = qualifiedName(at: record.members[first].element!.range.lowerBound)
    let prefix = neighbour.firstIndex(of: UInt8(ascii: ":")).map { Array(neighbour[...$0]) } ?? []
    for member in added.sorted(by: { $0.order < $1.order }) {
      var fragment: [UInt8]
      if member.isKnown,
        let element = try textOrList(
          member.key, member.value, itemName: member.itemName, prefix: prefix, indent: indent)
      {
        fragment = element
      } else {
        try checkWritesUnprefixed()
        do {
          fragment = try (indent == nil ? XMLFragmentStyle.compact : style).field(
            M.self, name: member.key, value: member.value, itemName: member.itemName,
            isKnown: member.isKnown,
            indent: indent ?? [])
        } catch {
          throw Refusal(reason: error.description)
        }
      }
      let before = kept.last { index in
        member.order == Int.max
          || (schema.index(ofField: record.members[index].key) ?? Int.max) < member.order
      }
      if let before {
        // On a line of its own, past a comment that ends the line of the element before it.
        let after = record.members[before].element!.range.upperBound
        let offset = indent == nil ? after : XMLSplice.endOfLine(after: after, in: source)
        insertions[offset, default: []] += separator + fragment
      } else {
        insertions[record.members[first].element!.range.lowerBound, default: []] +=
          fragment + separator
      }
    }
    for (offset, bytes) in insertions {
      edits.replace(offset..<offset, with: bytes)
    }
  }

  /// A known field's element as the canonical writer writes a text or a list of texts,
  /// with `prefix` on every name; `nil` for any other value.
  private func textOrList(
    _ name: String, _ value: ArchiveValue, itemName: String?, prefix: [UInt8], indent: [UInt8]?
  )
    throws(Refusal) -> [UInt8]?
  {
    let name = prefix + Array(name.utf8)
    func element(_ name: [UInt8], _ text: String) throws(Refusal) -> [UInt8] {
      guard !text.isEmpty else { return [UInt8(ascii: "<")] + name + Array("/>".utf8) }
      guard let bytes = style.text(text, asCDATA: false) else {
        throw Refusal(reason: "The new text holds a character XML 1.0 cannot hold.")
      }
      return [UInt8(ascii: "<")] + name + [UInt8(ascii: ">")] + bytes + Array("</".utf8) + name + [
        UInt8(ascii: ">")
      ]
    }
    switch value {
    case .string(let text): return try element(name, text)
    case .bool(let flag): return try element(name, flag ? "true" : "false")
    case .number(let literal): return try element(name, literal)
    case .array(let items):
      guard let itemName else { return nil }
      guard !items.isEmpty else { return [UInt8(ascii: "<")] + name + Array("/>".utf8) }
      let item = prefix + Array(itemName.utf8)
      var bytes = [UInt8(ascii: "<")] + name + [UInt8(ascii: ">")]
      for case .string(let text) in items {
        if let indent { bytes += style.lineEnding + indent + style.unit }
        bytes += try element(item, text)
      }
      guard bytes.count > name.count + 2 || items.isEmpty else { return nil }
      if items.contains(where: { if case .string = $0 { false } else { true } }) { return nil }
      if let indent { bytes += style.lineEnding + indent }
      return bytes + Array("</".utf8) + name + [UInt8(ascii: ">")]
    default:
      return nil
    }
  }

  /// Replaces a member's value: a text element's content (keeping its tags, attributes
  /// and prefix, and a CDATA section when the old text was one), a list's changed items,
  /// or the whole element for anything else.
  mutating func replace(
    _ element: XMLSourceMap.Element, key: String, old: ArchiveValue?, new: ArchiveValue,
    itemName: String?,
    isKnown: Bool
  ) throws(Refusal) {
    switch (old, new) {
    case (_, .string(let text)) where isKnown, (.some(.string), .string(let text)):
      try replaceText(of: element, with: text)
    case (_, .bool(let flag)) where isKnown:
      try replaceText(of: element, with: flag ? "true" : "false")
    case (_, .number(let literal)) where isKnown:
      try replaceText(of: element, with: literal)
    case (.some(.array(let oldItems)), .array(let newItems)) where isKnown && itemName != nil:
      let oldStrings = oldItems.compactMap { if case .string(let text) = $0 { text } else { nil } }
      let strings = newItems.compactMap { if case .string(let text) = $0 { text } else { nil } }
      if strings.count == newItems.count, oldStrings.count == oldItems.count {
        try replaceList(element, from: oldStrings, to: strings, itemName: itemName!)
      } else {
        try replaceWhole(element, key: key, value: new, itemName: itemName, isKnown: isKnown)
      }
    default:
      try replaceWhole(element, key: key, value: new, itemName: itemName, isKnown: isKnown)
    }
  }

  /// Replaces a whole element with the canonical writer's, laid out like the file.
  private mutating func replaceWhole(
    _ element: XMLSourceMap.Element, key: String, value: ArchiveValue, itemName: String?,
    isKnown: Bool
  ) throws(Refusal) {
    try checkWritesUnprefixed()
    let indent = lineIndent(before: element.range.lowerBound)
    do {
      let fragment = try (indent == nil ? XMLFragmentStyle.compact : style).field(
        M.self, name: key, value: value, itemName: itemName, isKnown: isKnown, indent: indent ?? [])
      edits.replace(element.range, with: fragment)
    } catch {
      throw Refusal(reason: error.description)
    }
  }

  /// Replaces a text element's content with `text`.
  private mutating func replaceText(
    of element: XMLSourceMap.Element, with text: String
  ) throws(Refusal) {
    guard !text.isEmpty else {
      // `<name/>`, as the canonical writer writes empty text.
      if element.content != nil { edits.replace(element.range, with: selfClosing(element)) }
      return
    }
    let isCDATA = element.content.map(isOneCDATASection) ?? false
    guard let bytes = style.text(text, asCDATA: isCDATA) else {
      throw Refusal(reason: "The new text holds a character XML 1.0 cannot hold.")
    }
    if let content = element.content {
      edits.replace(content, with: bytes)
    } else {
      edits.replace(element.range, with: withoutSelfClosing(element) + bytes + endTag(of: element))
    }
  }

  /// Replaces a list's items, keeping the elements of the items it starts and ends with
  /// unchanged and the spacing between items.
  private mutating func replaceList(
    _ element: XMLSourceMap.Element, from old: [String], to new: [String], itemName: String
  ) throws(Refusal) {
    let children = source.withUnsafeBytes { element.children(in: ByteText($0)) }
    guard children.count == old.count else {
      throw Refusal(reason: "A list's items are not the elements the file holds.")
    }
    if new.isEmpty {
      // `<tagNames/>`, as the canonical writer writes the empty list.
      edits.replace(element.range, with: selfClosing(element))
      return
    }
    let elementIndent = lineIndent(before: element.range.lowerBound)
    let itemIndent =
      children.first.map { lineIndent(before: $0.range.lowerBound) }
      ?? elementIndent.map { $0 + style.unit }
    // Items are named as the first one is, or with the list's own prefix (`b:tag`).
    let listName = qualifiedName(at: element.range.lowerBound)
    let listPrefix = listName.firstIndex(of: UInt8(ascii: ":")).map { Array(listName[...$0]) } ?? []
    let name =
      children.first.map { qualifiedName(at: $0.range.lowerBound) } ?? listPrefix
      + Array(itemName.utf8)
    let isCDATA = children.first.flatMap(\.content).map(isOneCDATASection) ?? false
    func item(_ text: String) throws(Refusal) -> [UInt8] {
      guard !text.isEmpty else { return [UInt8(ascii: "<")] + name + Array("/>".utf8) }
      guard let bytes = style.text(text, asCDATA: isCDATA) else {
        throw Refusal(reason: "The new text holds a character XML 1.0 cannot hold.")
      }
      return [UInt8(ascii: "<")] + name + [UInt8(ascii: ">")] + bytes + Array("</".utf8) + name + [
        UInt8(ascii: ">")
      ]
    }
    let separator =
      children.count >= 2
      ? Array(source[children[0].range.upperBound..<children[1].range.lowerBound])
      : itemIndent.map { style.lineEnding + $0 } ?? []
    guard !children.isEmpty else {
      var content: [UInt8] = []
      for text in new {
        if let itemIndent { content += style.lineEnding + itemIndent }
        content += try item(text)
      }
      if let elementIndent { content += style.lineEnding + elementIndent }
      if let range = element.content {
        edits.replace(range, with: content)
      } else {
        edits.replace(
          element.range, with: withoutSelfClosing(element) + content + endTag(of: element))
      }
      return
    }
    var prefix = 0
    while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < min(old.count, new.count) - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let middle = new[prefix..<(new.count - suffix)]
    let start = prefix > 0 ? children[prefix - 1].range.upperBound : children[0].range.lowerBound
    let end =
      suffix > 0
      ? children[old.count - suffix].range.lowerBound : children[old.count - 1].range.upperBound
    var bytes: [UInt8] = []
    for (index, text) in middle.enumerated() {
      if prefix > 0 || index > 0 { bytes += separator }
      bytes += try item(text)
    }
    if suffix > 0 && (prefix > 0 || !middle.isEmpty) { bytes += separator }
    edits.replace(start..<end, with: bytes)
  }
}
