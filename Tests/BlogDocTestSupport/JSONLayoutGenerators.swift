import BlogDocCore
import BlogDocBlog
import PropertyBased

/// How a hand- or tool-written JSON file may lay out a blogdoc document: indentation, line
/// ending, spacing around colons, member order and escaping, all of which a reader accepts.
public struct JSONLayout: Hashable, Sendable, CustomStringConvertible {
  /// One level of indentation; empty writes everything on one line.
  public var indent: String
  /// The line ending between lines (unused when ``indent`` is empty).
  public var lineEnding: String
  /// What goes between a key and its value: `": "`, `":"`, `" : "`.
  public var colon: String
  /// Whether record members are shuffled out of the schema's order.
  public var shufflesMembers: Bool
  /// Whether `/` is written `\/` and some ASCII letters as `\u00XX`.
  public var escapesExtra: Bool
  /// Whether every non-ASCII character is written as a `\u` escape, as Python's
  /// `json.dumps` does by default.
  public var isASCIIOnly = false
  /// Whether the file ends with a line ending.
  public var endsWithLineEnding: Bool
  /// Whether the file starts with a UTF-8 byte-order mark, as Windows tools write one.
  public var byteOrderMark = false
  /// Seeds the member shuffle and the choice of escaped letters.
  public var seed: UInt64

  public var description: String {
    "indent \(indent.debugDescription), line ending \(lineEnding.debugDescription), colon \(colon.debugDescription), shuffled \(shufflesMembers), escapes \(escapesExtra), ASCII only \(isASCIIOnly), BOM \(byteOrderMark)"
  }

  /// `document` in this layout.
  public func render<M: Model>(_ document: ModelDocument<M>) -> [UInt8] {
    var random = SplitMix(seed: seed)
    var root: [(String, ArchiveValue)] = [("formatVersion", .number(String(M.schema.version)))]
    func record(_ entry: M) -> ArchiveValue {
      var members: [ArchiveObject.Member] = []
      for field in M.schema.fields {
        let value = field.value(in: entry)
        if !value.isNull {
          members.append(.init(key: field.name, value: field.kind.archiveValue(for: value)))
        }
      }
      members += entry.unknownFields.members
      if shufflesMembers {
        // Unknown members keep their order among themselves, as the document compares it.
        members.shuffle(using: &random)
        var unknowns = entry.unknownFields.members.makeIterator()
        for index in members.indices where M.schema.index(ofField: members[index].key) == nil {
          members[index] = unknowns.next()!
        }
      }
      return .object(ArchiveObject(members))
    }
    switch document.layout {
    case .single:
      root.append((M.schema.entryName, record(document.entries[0])))
    case .collection:
      root.append((M.schema.collectionName, .array(document.entries.map(record))))
      for member in document.unknownFields { root.append((member.key, member.value)) }
    }
    var text = ""
    write(
      .object(ArchiveObject(root.map { .init(key: $0.0, value: $0.1) })), level: 0, into: &text,
      random: &random)
    if endsWithLineEnding && !indent.isEmpty { text += lineEnding }
    return (byteOrderMark ? [0xEF, 0xBB, 0xBF] : []) + Array(text.utf8)
  }

  private func newline(_ level: Int) -> String {
    indent.isEmpty ? "" : lineEnding + String(repeating: indent, count: level)
  }

  /// What follows an item's comma: a line break, or on one line a space when the colon
  /// has one (as Python's `json.dumps` writes `", "` and `": "`).
  private func separator(_ level: Int) -> String {
    indent.isEmpty ? (colon.hasSuffix(" ") ? ", " : ",") : "," + newline(level)
  }

  private func write(
    _ value: ArchiveValue, level: Int, into text: inout String, random: inout SplitMix
  ) {
    switch value {
    case .null: text += "null"
    case .bool(let flag): text += flag ? "true" : "false"
    case .number(let literal): text += literal
    case .string(let string): writeString(string, into: &text, random: &random)
    case .array(let items):
      guard !items.isEmpty else { return text += "[]" }
      text += "["
      for (index, item) in items.enumerated() {
        text += index > 0 ? separator(level + 1) : newline(level + 1)
        write(item, level: level + 1, into: &text, random: &random)
      }
      text += newline(level) + "]"
    case .object(let object):
      guard !object.isEmpty else { return text += "{}" }
      text += "{"
      for (index, member) in object.enumerated() {
        text += index > 0 ? separator(level + 1) : newline(level + 1)
        writeString(member.key, into: &text, random: &random)
        text += colon
        write(member.value, level: level + 1, into: &text, random: &random)
      }
      text += newline(level) + "}"
    }
  }

  private func writeString(_ string: String, into text: inout String, random: inout SplitMix) {
    text += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case "/" where escapesExtra: text += "\\/"
      case "a"..."z" where escapesExtra && random.next() % 4 == 0:
        text += "\\u00" + String(scalar.value, radix: 16)
      case _ where scalar.value < 0x20:
        text += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
      case _ where !scalar.isASCII && isASCIIOnly:
        for unit in String(scalar).utf16 {
          let hex = String(unit, radix: 16)
          text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }
}

/// A small deterministic generator, so one layout always renders the same bytes.
/// SplitMix64: a seeded generator, so a failing case can be run again from its seed.
public struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  public init(seed: UInt64) { state = seed }
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// One random field edit for the splice properties: the diff laws' edits plus setting and
/// clearing optional fields.
public enum SpliceEdit: Hashable, Sendable {
  case operation(EditOperation)
  case setSummary(entry: Int, String?)
  case setAuthor(entry: Int, String?)

  /// Whether the edit adds, removes or moves whole entries.
  public var changesEntries: Bool {
    switch self {
    case .operation(.insert), .operation(.append), .operation(.remove), .operation(.move): true
    default: false
    }
  }

  /// Applies the edit to `proxy`; an edit with nothing to act on does nothing.
  public func apply(to proxy: inout DocumentProxy<BlogEntry>, serial: Int) {
    let ids = proxy.ids
    switch self {
    case .operation(let operation):
      operation.apply(to: &proxy, serial: serial)
    case .setSummary(let entry, let text):
      guard !ids.isEmpty else { return }
      proxy[id: ids[entry % ids.count]]?.summary = text
    case .setAuthor(let entry, let text):
      guard !ids.isEmpty else { return }
      proxy[id: ids[entry % ids.count]]?.authorName = text
    }
  }
}

extension Generators {
  /// A random JSON layout.
  public static let jsonLayout = Generator<JSONLayout, Shrink.None<JSONLayout>> { rng in
    JSONLayout(
      indent: ["", "  ", "    ", "\t", "  "].randomElement(using: &rng)!,
      lineEnding: Bool.random(using: &rng) ? "\n" : "\r\n",
      colon: [": ", ":", " : ", ": "].randomElement(using: &rng)!,
      shufflesMembers: Bool.random(using: &rng),
      escapesExtra: Int.random(in: 0..<4, using: &rng) == 0,
      isASCIIOnly: Int.random(in: 0..<4, using: &rng) == 0,
      endsWithLineEnding: Bool.random(using: &rng),
      byteOrderMark: Int.random(in: 0..<8, using: &rng) == 0,
      seed: UInt64.random(in: 0...UInt64.max, using: &rng))
  }

  /// A single entry or a blog, with hostile strings and unknown members.
  public static let singleOrBlog = Generator<BlogDocument, Shrink.None<BlogDocument>> { rng in
    if Bool.random(using: &rng) {
      return BlogDocument(entry: makeEntry(id: "only", using: &rng))
    }
    return blogDocument(maxCount: 5).run(using: &rng)
  }

  /// One to five random field edits.
  public static let spliceEdits = Generator<[SpliceEdit], Shrink.None<[SpliceEdit]>> { rng in
    (0..<Int.random(in: 1...5, using: &rng)).map { _ in
      let entry = Int.random(in: 0..<64, using: &rng)
      switch Int.random(in: 0..<4, using: &rng) {
      case 0:
        return .setSummary(
          entry: entry, Bool.random(using: &rng) ? nil : makeText(using: &rng, maxLength: 20))
      case 1:
        return .setAuthor(
          entry: entry,
          Bool.random(using: &rng) ? nil : oneLine(makeText(using: &rng, maxLength: 8)))
      default:
        return .operation(editOperation.run(using: &rng))
      }
    }
  }
}
