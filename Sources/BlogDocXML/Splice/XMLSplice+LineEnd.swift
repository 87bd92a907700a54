extension XMLSplice {
  /// Where a new element goes after the element ending at `offset`, so that it takes a line
  /// of its own: past the blanks, comments and processing instructions that follow on the
  /// same line (they stay with the element they follow), before the line break. `offset`
  /// itself when anything else follows on that line, or no line break ends it.
  ///
  /// With the new element there, taking it out again (``removalRange(of:in:)``: its line,
  /// indentation and line break) gives back the bytes before it exactly.
  ///
  /// ```
  /// <id>a</id> <!-- note -->⏎      →   <id>a</id> <!-- note -->⏎
  /// </entry>                              <summary>S</summary>⏎
  ///                                     </entry>
  /// ```
  ///
  /// - Complexity: O(*k*) in the bytes to the end of the line.
  static func endOfLine(after offset: Int, in source: [UInt8]) -> Int {
    var position = offset
    var end = offset
    while position < source.count {
      switch source[position] {
      case 0x20, 0x09:
        position += 1
      case 0x0A, 0x0D:
        return end
      default:
        guard let close = closeOfMarkup(at: position, in: source) else { return offset }
        position = close
        end = close
      }
    }
    return offset
  }

  /// The offset just past the comment or processing instruction that opens at `start`, when
  /// it closes on the same line; `nil` for anything else.
  private static func closeOfMarkup(at start: Int, in source: [UInt8]) -> Int? {
    let (open, close): ([UInt8], [UInt8]) =
      source[start...].starts(with: Array("<!--".utf8))
      ? (Array("<!--".utf8), Array("-->".utf8))
      : source[start...].starts(with: Array("<?".utf8))
        ? (Array("<?".utf8), Array("?>".utf8)) : ([], [])
    guard !open.isEmpty else { return nil }
    var position = start + open.count
    while position + close.count <= source.count {
      if source[position] == 0x0A || source[position] == 0x0D { return nil }
      if source[position..<(position + close.count)].elementsEqual(close) {
        return position + close.count
      }
      position += 1
    }
    return nil
  }
}
