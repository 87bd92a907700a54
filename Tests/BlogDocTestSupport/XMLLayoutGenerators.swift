import BlogDocCore
import BlogDocXML
import PropertyBased

/// How a hand- or tool-written XML file may lay out a blogdoc document, all of which the
/// reader accepts: indentation, line ending, the XML declaration and a byte-order mark,
/// the root's attribute order and quoting, a namespace prefix, comments and processing
/// instructions between elements, CDATA sections, and fields out of the schema's order.
public struct XMLLayout: Hashable, Sendable, CustomStringConvertible {
  /// One level of indentation; empty writes every element on one line.
  public var indent: String
  /// The line ending between lines (unused when ``indent`` is empty).
  public var lineEnding: String
  /// 0: no declaration; 1: `<?xml version="1.0" encoding="UTF-8"?>`; 2: `<?xml version='1.0'?>`.
  public var declaration: Int
  /// Whether the bytes start with a UTF-8 byte-order mark.
  public var byteOrderMark: Bool
  /// Whether the root writes `formatVersion` before `xmlns`, in single quotes.
  public var reordersRootAttributes: Bool
  /// Whether the schema's elements carry the prefix `b:` (the default namespace is the
  /// archive's too, for the unknown members written without one).
  public var prefixed: Bool
  /// Whether comments and processing instructions sit between elements.
  public var hasComments: Bool
  /// Whether text that can be is written in CDATA sections (chosen per element).
  public var usesCDATA: Bool
  /// Whether fields are shuffled out of the schema's order.
  public var shufflesFields: Bool
  /// Seeds the choices made per element.
  public var seed: UInt64

  public init(
    indent: String, lineEnding: String, declaration: Int = 1, byteOrderMark: Bool = false,
    reordersRootAttributes: Bool = false, prefixed: Bool = false, hasComments: Bool = false,
    usesCDATA: Bool = false, shufflesFields: Bool = false, seed: UInt64 = 0
  ) {
    self.indent = indent
    self.lineEnding = lineEnding
    self.declaration = declaration
    self.byteOrderMark = byteOrderMark
    self.reordersRootAttributes = reordersRootAttributes
    self.prefixed = prefixed
    self.hasComments = hasComments
    self.usesCDATA = usesCDATA
    self.shufflesFields = shufflesFields
    self.seed = seed
  }

  public var description: String {
    "indent \(indent.debugDescription), line ending \(lineEnding.debugDescription), declaration \(declaration), BOM \(byteOrderMark), root attributes reordered \(reordersRootAttributes), prefixed \(prefixed), comments \(hasComments), CDATA \(usesCDATA), shuffled \(shufflesFields)"
  }

  /// Whether adding or removing a field, undone, gives back the file's bytes: every field
  /// sits where the schema puts it with nothing but whitespace around it, and its text is
  /// escaped as a splice writes new text (not in CDATA). (An edit of a value that keeps
  /// the field is undone exactly in every layout.)
  public var undoesExactly: Bool { !shufflesFields && !hasComments && !usesCDATA }

  /// `document` in this layout.
  public func render<M: Model>(_ document: ModelDocument<M>) -> [UInt8] {
    var random = SplitMix(seed: seed)
    let schema = M.schema
    let p = prefixed ? "b:" : ""
    var text = byteOrderMark ? "\u{FEFF}" : ""
    switch declaration {
    case 1: text += #"<?xml version="1.0" encoding="UTF-8"?>"# + lineEnding
    case 2: text += "<?xml version='1.0'?>" + lineEnding
    default: break
    }
    if hasComments { text += "<!-- written by hand -->" + lineEnding }
    let rootName = document.layout == .single ? schema.entryName : schema.collectionName
    var namespaces = #"xmlns="\#(schema.namespace)""#
    if prefixed { namespaces += #" xmlns:b="\#(schema.namespace)""# }
    let version =
      reordersRootAttributes
      ? "formatVersion='\(schema.version)'" : #"formatVersion="\#(schema.version)""#
    text +=
      "<\(p)\(rootName) "
      + (reordersRootAttributes ? "\(version)  \(namespaces)" : "\(namespaces) \(version)") + ">"
    switch document.layout {
    case .single:
      text += fields(of: document.entries[0], level: 1, random: &random)
    case .collection:
      for entry in document.entries {
        text += newline(1) + "<\(p)\(schema.entryName)>"
        text += fields(of: entry, level: 2, random: &random)
        text += newline(1) + "</\(p)\(schema.entryName)>"
        if hasComments && random.next() % 3 == 0 { text += newline(1) + "<!-- between entries -->" }
      }
      if !document.unknownFields.isEmpty {
        text += canonicalMembers(document.unknownFields.members, level: 1)
      }
    }
    if document.layout == .collection && document.count == 0 && document.unknownFields.isEmpty {
      // An empty blog as tools write it, and as blogdoc does (`<blog …/>`).
      text.removeLast()
      text += "/>"
    } else {
      text += newline(0) + "</\(p)\(rootName)>"
    }
    text += indent.isEmpty ? "" : lineEnding
    return Array(text.utf8)
  }

  private func newline(_ level: Int) -> String {
    indent.isEmpty ? "" : lineEnding + String(repeating: indent, count: level)
  }

  /// An entry's field elements, each on its own line at `level`.
  private func fields<M: Model>(of entry: M, level: Int, random: inout SplitMix) -> String {
    let p = prefixed ? "b:" : ""
    var elements: [String] = []
    for field in M.schema.fields {
      let value = field.value(in: entry)
      guard !value.isNull else { continue }
      let name = p + field.name
      switch field.kind.archiveValue(for: value) {
      case .array(let items):
        let item = p + (field.kind.itemName ?? "item")
        guard !items.isEmpty else {
          elements.append("<\(name)/>")
          continue
        }
        var list = "<\(name)>"
        for case .string(let string) in items {
          list += newline(level + 1) + element(item, string, random: &random)
        }
        elements.append(list + newline(level) + "</\(name)>")
      case .string(let string): elements.append(element(name, string, random: &random))
      case .bool(let flag): elements.append(element(name, flag ? "true" : "false", random: &random))
      case .number(let literal): elements.append(element(name, literal, random: &random))
      default: break
      }
    }
    if shufflesFields { elements.shuffle(using: &random) }
    var text = ""
    for element in elements {
      text += newline(level) + element
      if hasComments {
        switch random.next() % 5 {
        case 0: text += " <!-- note -->"
        case 1: text += newline(level) + "<?blogdoc-test keep?>"
        default: break
        }
      }
    }
    return text + canonicalMembers(entry.unknownFields.members, level: level)
  }

  /// `<name>text</name>`: escaped as the canonical writer escapes text, or in a CDATA
  /// section; line feeds in the layout's line ending (also when it keeps elements on one
  /// line); `<name/>` when empty.
  private func element(_ name: String, _ string: String, random: inout SplitMix) -> String {
    guard !string.isEmpty else { return "<\(name)/>" }
    let content: String
    // Bytes, not characters: "]]>" before a joiner, or "\r\n", is one character.
    let bytes = Array(string.utf8)
    if usesCDATA && bytes.firstRange(of: Array("]]>".utf8)) == nil && !bytes.contains(0x0D)
      && random.next() % 2 == 0
    {
      content = "<![CDATA[" + string + "]]>"
    } else {
      var escaped = ""
      for scalar in string.unicodeScalars {
        switch scalar {
        case "&": escaped += "&amp;"
        case "<": escaped += "&lt;"
        case ">": escaped += "&gt;"
        case "\r": escaped += "&#13;"
        default: escaped.unicodeScalars.append(scalar)
        }
      }
      content = escaped
    }
    let text = content.split(separator: "\n", omittingEmptySubsequences: false).joined(
      separator: lineEnding)
    return "<\(name)>" + text + "</\(name)>"
  }

  /// Unknown members as the canonical writer writes them (their own indentation, line
  /// feeds), each starting on a new line at `level`: whitespace between elements reads
  /// the same whatever it is.
  private func canonicalMembers(_ members: [ArchiveObject.Member], level: Int) -> String {
    guard !members.isEmpty else { return "" }
    var writer = XMLWriter()
    writer.beginDocument(
      rootName: "entry", entryName: "entry", namespace: "urn:blogdoc:archive", version: 2,
      layout: .single)
    writer.beginRecord()
    for member in members {
      try? writer.writeUnknown(name: member.key, value: member.value)
    }
    writer.endRecord()
    let bytes = writer.endDocument()
    var lines = String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    // Drop the declaration, the root's start tag, its end tag and the final empty line.
    lines = Array(lines.dropFirst(2).dropLast(2))
    let block = lines.joined(separator: "\n").drop { $0 == " " }
    return newline(level) + block
  }
}

extension Generators {
  /// A random XML layout.
  ///
  /// A file on one line has no line ending of its own: its texts' line breaks are line
  /// feeds (with CR LF in the texts alone, a splice that removed the last of them could
  /// not know to write them so again).
  public static let xmlLayout = Generator<XMLLayout, Shrink.None<XMLLayout>> { rng in
    let indent = ["", "  ", "    ", "\t", "  "].randomElement(using: &rng)!
    return XMLLayout(
      indent: indent,
      lineEnding: indent.isEmpty || Bool.random(using: &rng) ? "\n" : "\r\n",
      declaration: Int.random(in: 0...2, using: &rng),
      byteOrderMark: Int.random(in: 0..<4, using: &rng) == 0,
      reordersRootAttributes: Bool.random(using: &rng),
      prefixed: Int.random(in: 0..<3, using: &rng) == 0,
      hasComments: Bool.random(using: &rng),
      usesCDATA: Bool.random(using: &rng),
      shufflesFields: Int.random(in: 0..<3, using: &rng) == 0,
      seed: UInt64.random(in: 0...UInt64.max, using: &rng))
  }
}
