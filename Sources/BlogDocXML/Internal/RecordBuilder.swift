import BlogDocCore
import BlogDocSystem

/// Builds one record's `ArchiveValue` from reader events (see ``XMLRecordReader``).
struct RecordBuilder {
  private struct Frame {
    var name: String
    var members = ArchiveObject()
    var hasAttributes = false
    var text: [UInt8] = []
  }

  private var frames: [Frame] = []

  var isBuilding: Bool { !frames.isEmpty }
  var depth: Int { frames.count }

  mutating func open(_ name: String, attributes: [(name: String, value: String)]) {
    var frame = Frame(name: name)
    for attribute in attributes {
      frame.members.append(key: "@" + attribute.name, value: .string(attribute.value))
    }
    frame.hasAttributes = !attributes.isEmpty
    frames.append(frame)
  }

  /// Appends a piece of text, or of a CDATA section with its line breaks normalized
  /// (``CDATALineBreaks``), to the innermost element's text.
  mutating func appendText(_ bytes: UnsafeBufferPointer<UInt8>) {
    frames[frames.count - 1].text.append(contentsOf: bytes)
  }

  /// Appends markup already escaped (see ``XMLRecordReader/markupAttribute``) to the
  /// innermost element's text.
  mutating func appendMarkup(_ bytes: [UInt8]) {
    frames[frames.count - 1].text.append(contentsOf: bytes)
  }

  /// Closes the innermost element; returns the record when that was the record itself.
  ///
  /// Only an element this builder opened can be closed: the reader keeps elements outside
  /// records (`<generator/>` in a channel) to itself.
  mutating func close() -> ArchiveValue? {
    precondition(isBuilding, "RecordBuilder.close() without an open element.")
    let frame = frames.removeLast()
    let text = String(decoding: frame.text, as: UTF8.self)
    let value: ArchiveValue
    if frame.members.isEmpty {
      value = .string(text)
    } else {
      var members = frame.members
      if !frame.text.allSatisfy(Self.isWhitespace) {
        members.append(key: "#text", value: .string(text))
      }
      value = .object(members)
    }
    guard !frames.isEmpty else { return value }
    Self.add(value, named: frame.name, to: &frames[frames.count - 1].members)
    return nil
  }

  /// Adds a child; a repeated name gathers its values into one array member.
  private static func add(
    _ value: ArchiveValue, named name: String, to members: inout ArchiveObject
  ) {
    guard let index = members.members.firstIndex(where: { $0.key == name }) else {
      members.append(key: name, value: value)
      return
    }
    // Element values are strings or objects, so an array here is one this method gathered.
    if case .array(var items) = members.members[index].value {
      members.members[index].value = .null
      items.append(value)
      members.members[index].value = .array(items)
    } else {
      members.members[index].value = .array([members.members[index].value, value])
    }
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
