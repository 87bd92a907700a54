import BlogDocCore

/// JSON text in the file's own style: its indentation, spacing and escapes.
extension JSONSplicer {
  /// The file's way of writing non-ASCII characters, worked out once when first needed.
  final class EscapeStyle {
    private var found: [UInt8]??

    func digits(of source: [UInt8]) -> [UInt8]? {
      if let found { return found }
      let digits = JSONSplicer.escapeDigits(of: source)
      found = .some(digits)
      return digits
    }
  }

  /// `0123456789abcdef` or `…ABCDEF` when `source` holds no byte past ASCII but escapes
  /// a non-ASCII character, in the case its first such escape uses; `nil` otherwise.
  private static func escapeDigits(of source: [UInt8]) -> [UInt8]? {
    var digits: [UInt8]?
    // A byte-order mark is not text: a file that escapes everything else still does.
    var index = source.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while index < source.count {
      let byte = source[index]
      if byte >= 0x80 { return nil }
      guard byte == UInt8(ascii: "\\") else {
        index += 1
        continue
      }
      if digits == nil, index + 5 < source.count, source[index + 1] == UInt8(ascii: "u"),
        let value = UInt32(
          String(decoding: source[(index + 2)..<(index + 6)], as: UTF8.self), radix: 16),
        value >= 0x80
      {
        let escape = source[(index + 2)..<(index + 6)]
        let lower = escape.contains { (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
        let upper = escape.contains { (UInt8(ascii: "A")...UInt8(ascii: "F")).contains($0) }
        if lower || !upper {
          digits = Array("0123456789abcdef".utf8)
        } else {
          digits = Array("0123456789ABCDEF".utf8)
        }
      }
      index += 2  // An escape's second byte is never a backslash that starts another.
    }
    return digits
  }

  /// `text` (JSON) with every non-ASCII character written as a `\u` escape when the file
  /// writes them so; unchanged otherwise.
  func styled(_ text: [UInt8]) -> [UInt8] {
    guard text.contains(where: { $0 >= 0x80 }), let digits = escapeDigits else { return text }
    var output: [UInt8] = []
    output.reserveCapacity(text.count + 16)
    func escape(_ unit: UInt16) {
      output += [UInt8(ascii: "\\"), UInt8(ascii: "u")]
      for shift in stride(from: 12, through: 0, by: -4) {
        output.append(digits[Int((unit >> UInt16(shift)) & 0xF)])
      }
    }
    // Outside strings JSON text is ASCII, so every non-ASCII character is inside one.
    for scalar in String(decoding: text, as: UTF8.self).unicodeScalars {
      if scalar.isASCII {
        output.append(UInt8(scalar.value))
      } else {
        for unit in String(scalar).utf16 { escape(unit) }
      }
    }
    return output
  }

  /// `value` as JSON text starting on a line indented by `indent`: the canonical writer's
  /// layout re-indented with the file's unit and line ending, or on one line when the file
  /// (or the value it replaces) keeps it on one.
  func encode(
    _ value: ArchiveValue, indent: [UInt8]?, replacing old: Range<Int>? = nil
  )
    throws(Refusal) -> [UInt8]
  {
    switch value {
    case .string, .number, .bool, .null:
      // A scalar is written alike on one line and in the canonical layout.
      return styled(try Self.compact(value))
    case .array, .object:
      break
    }
    let oldIsInline =
      old.map { range in
        range.count > 2
          && (source[range.lowerBound] == UInt8(ascii: "[")
            || source[range.lowerBound] == UInt8(ascii: "{"))
          && !source[range].contains(0x0A) && !source[range].contains(0x0D)
      } ?? false
    guard let indent, !oldIsInline else {
      // The value it replaces shows its own separator only when it has two items; one
      // item (`["t0"]`) says nothing, and the file's own is used, as for an empty one, so a
      // value reached in two steps is written as the same value reached in one.
      let comma = old.flatMap { separatorAfterFirstComma(in: $0) } ?? inlineComma
      return styled(Self.respaced(try Self.compact(value), comma: comma, colon: colon))
    }
    let text: String
    do {
      text = try JSONWriter.text(of: value)
    } catch {
      throw Refusal(reason: error.description)
    }
    var output: [UInt8] = []
    var bytes = text.utf8.makeIterator()
    var pendingSpaces: Int?
    while let byte = bytes.next() {
      if var spaces = pendingSpaces {
        if byte == 0x20 {
          spaces += 1
          pendingSpaces = spaces
          continue
        }
        output += lineEnding
        output += indent
        for _ in 0..<(spaces / 2) { output += unit }
        pendingSpaces = nil
      }
      if byte == 0x0A {
        pendingSpaces = 0
      } else {
        output.append(byte)
      }
    }
    return styled(output)
  }

  /// The separator (`","` or `", "`) after the first comma outside strings in the inline
  /// value at `range`, or `nil` when it has none.
  private func separatorAfterFirstComma(in range: Range<Int>) -> [UInt8]? {
    var strings = JSONStringState()
    for position in range
    where strings.isOutside(source[position]) && source[position] == UInt8(ascii: ",") {
      let spaced = position + 1 < range.upperBound && source[position + 1] == 0x20
      return spaced ? [UInt8(ascii: ","), 0x20] : [UInt8(ascii: ",")]
    }
    return nil
  }

  /// Compact JSON `text` with `comma` and `colon` between items and keys, outside strings.
  private static func respaced(_ text: [UInt8], comma: [UInt8], colon: [UInt8]) -> [UInt8] {
    guard comma != [UInt8(ascii: ",")] || colon != [UInt8(ascii: ":")] else { return text }
    var output: [UInt8] = []
    output.reserveCapacity(text.count + 16)
    var strings = JSONStringState()
    for byte in text {
      guard strings.isOutside(byte) else {
        output.append(byte)
        continue
      }
      switch byte {
      case UInt8(ascii: ","): output += comma
      case UInt8(ascii: ":"): output += colon
      default: output.append(byte)
      }
    }
    return output
  }

  /// `value` on one line, escaped as the canonical writer escapes it.
  static func compact(_ value: ArchiveValue) throws(Refusal) -> [UInt8] {
    do {
      return try JSONWriter.compactBytes(of: value)
    } catch {
      throw Refusal(reason: error.description)
    }
  }
}
