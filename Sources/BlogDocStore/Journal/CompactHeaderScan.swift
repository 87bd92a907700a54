import BlogDocCore

/// Reads an operation's undo pointers straight from its record's bytes, when they are the
/// compact ASCII JSON this version writes: what reading the journal's state needs, without
/// Foundation's decoder, whose first use costs a small edit more than reading the entry
/// (measured: 0.59 M of its 11.5 M instructions, and about 80 k for each later read).
///
/// It accepts a strict subset of what Foundation's `JSONDecoder` accepts, and gives up
/// (`nil`) on anything else: whitespace between tokens, a byte outside ASCII, an escape in a
/// key, a member named twice, a number that is not a plain integer where the header wants
/// one, an unknown kind, an unreadable time, a missing required member, an id other than
/// the footer's. `OperationCoder.decodePointers(_:sequence:)` then decodes the payload with
/// Foundation as before, so every refusal and its warning stay what they were.
///
/// ```swift
/// let payload = Array(#"{"id":3,"kind":"commit","time":"2026-11-20T10:00:00Z"}"#.utf8)
/// var scan = CompactHeaderScan(payload)
/// print(scan.pointers(sequence: 3)?.shownNumber as Any)   // Optional(3)
/// ```
///
/// - Complexity: O(*n*) in the payload, one pass, no allocation but the time's string.
struct CompactHeaderScan {
  private let bytes: [UInt8]
  private var index = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The pointers, or `nil` when the payload is outside the subset (see the type).
  mutating func pointers(sequence: Int) -> UndoPointers? {
    guard bytes.allSatisfy({ $0 < 0x80 }), take(UInt8(ascii: "{")) else { return nil }
    var header = Header()
    // A dozen members: a list, not a `Set`, whose first use costs a conformance lookup
    // (measured: 0.58 M instructions).
    var keys: [[UInt8]] = []
    if !take(UInt8(ascii: "}")) {
      repeat {
        guard let key = plainString(), !keys.contains(key), take(UInt8(ascii: ":")),
          header.read(key, from: &self)
        else { return nil }
        keys.append(key)
      } while take(UInt8(ascii: ","))
      guard take(UInt8(ascii: "}")) else { return nil }
    }
    guard index == bytes.count, let id = header.id, id == sequence, let kind = header.kind,
      header.hasTime
    else { return nil }
    let ownPendingIntent = kind == .intent && !header.hasPendingIntent ? id : nil
    return UndoPointers(
      nextUndo: header.nextUndo, nextRedo: header.nextRedo,
      priorUndoState: header.priorUndoState, priorRedoState: header.priorRedoState,
      pendingIntent: header.pendingIntent ?? ownPendingIntent,
      shownNumber: header.number ?? id)
  }

  /// The members `OperationCoder`'s header decodes, as they are read.
  private struct Header {
    var id: Int?
    var number: Int?
    var kind: Journal.Operation.Kind?
    var hasTime = false
    var nextUndo: Int?
    var nextRedo: Int?
    var priorUndoState: Int?
    var priorRedoState: Int?
    var pendingIntent: Int?
    var hasPendingIntent = false

    /// Reads the value of the member `key`; false when it is not one the header takes.
    mutating func read(_ key: [UInt8], from scan: inout CompactHeaderScan) -> Bool {
      switch String(decoding: key, as: UTF8.self) {
      case "id":
        id = scan.integer()
        return id != nil
      case "kind":
        kind = scan.plainString().flatMap {
          Journal.Operation.Kind(rawValue: String(decoding: $0, as: UTF8.self))
        }
        return kind != nil
      case "intends":
        if scan.null() { return true }
        return scan.plainString().flatMap {
          Journal.Operation.Kind(rawValue: String(decoding: $0, as: UTF8.self))
        } != nil
      case "time":
        guard let text = scan.plainString(),
          (try? Timestamp(iso8601: String(decoding: text, as: UTF8.self))) != nil
        else { return false }
        hasTime = true
        return true
      case "message":
        return scan.null() || scan.string()
      case "number": return scan.optionalInteger(into: &number)
      case "nextUndo": return scan.optionalInteger(into: &nextUndo)
      case "nextRedo": return scan.optionalInteger(into: &nextRedo)
      case "priorUndoState": return scan.optionalInteger(into: &priorUndoState)
      case "priorRedoState": return scan.optionalInteger(into: &priorRedoState)
      case "pendingIntent":
        hasPendingIntent = true
        return scan.optionalInteger(into: &pendingIntent)
      default:
        // `files` and any member the header does not read: any JSON value.
        return scan.value(depth: 1)
      }
    }
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func take(_ byte: UInt8) -> Bool {
    guard current == byte else { return false }
    index += 1
    return true
  }

  private mutating func take(_ word: String) -> Bool {
    let word = Array(word.utf8)
    guard bytes[index...].starts(with: word) else { return false }
    index += word.count
    return true
  }

  private mutating func null() -> Bool { take("null") }

  /// A plain integer (`-?(0|[1-9][0-9]*)`, at most 18 digits), or `nil`.
  private mutating func integer() -> Int? {
    let start = index
    let negative = take(UInt8(ascii: "-"))
    let digitsStart = index
    while let byte = current, byte >= 0x30, byte <= 0x39 { index += 1 }
    let digits = bytes[digitsStart..<index]
    guard !digits.isEmpty, digits.count <= 18, digits.count == 1 || digits.first != 0x30,
      !isNumberContinuing
    else {
      index = start
      return nil
    }
    let magnitude = digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    return negative ? -magnitude : magnitude
  }

  /// Whether a number goes on past its integer part (a fraction or an exponent).
  private var isNumberContinuing: Bool {
    current == UInt8(ascii: ".") || current == UInt8(ascii: "e") || current == UInt8(ascii: "E")
  }

  /// `null` (leaving `value` nil) or a plain integer; false for anything else.
  private mutating func optionalInteger(into value: inout Int?) -> Bool {
    if null() { return true }
    value = integer()
    return value != nil
  }

  /// The bytes of a string without escapes, or `nil`.
  private mutating func plainString() -> [UInt8]? {
    guard take(UInt8(ascii: "\"")) else { return nil }
    let start = index
    while let byte = current, byte != UInt8(ascii: "\"") {
      guard byte >= 0x20, byte != UInt8(ascii: "\\") else { return nil }
      index += 1
    }
    guard take(UInt8(ascii: "\"")) else { return nil }
    return Array(bytes[start..<(index - 1)])
  }

  /// Steps over a string, escapes included, checking that JSON allows it.
  private mutating func string() -> Bool {
    guard take(UInt8(ascii: "\"")) else { return false }
    while let byte = current {
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return true
      case UInt8(ascii: "\\"):
        guard let escaped = current else { return false }
        index += 1
        if escaped == UInt8(ascii: "u") {
          for _ in 0..<4 {
            guard let hex = current, Self.isHexDigit(hex) else { return false }
            index += 1
          }
        } else {
          guard Array(#""\/bfnrt"#.utf8).contains(escaped) else { return false }
        }
      case ..<0x20:
        return false
      default:
        break
      }
    }
    return false
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
  }

  /// Steps over any JSON value nested at most 64 deep, checking its grammar.
  private mutating func value(depth: Int) -> Bool {
    guard depth <= 64, let byte = current else { return false }
    switch byte {
    case UInt8(ascii: "\""):
      return string()
    case UInt8(ascii: "{"):
      index += 1
      if take(UInt8(ascii: "}")) { return true }
      repeat {
        guard string(), take(UInt8(ascii: ":")), value(depth: depth + 1) else { return false }
      } while take(UInt8(ascii: ","))
      return take(UInt8(ascii: "}"))
    case UInt8(ascii: "["):
      index += 1
      if take(UInt8(ascii: "]")) { return true }
      repeat {
        guard value(depth: depth + 1) else { return false }
      } while take(UInt8(ascii: ","))
      return take(UInt8(ascii: "]"))
    case UInt8(ascii: "t"): return take("true")
    case UInt8(ascii: "f"): return take("false")
    case UInt8(ascii: "n"): return null()
    default: return number()
    }
  }

  /// Steps over a JSON number: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
  private mutating func number() -> Bool {
    _ = take(UInt8(ascii: "-"))
    guard let first = current, Self.isDigit(first) else { return false }
    index += 1
    if first != 0x30 { skipDigits() }
    if take(UInt8(ascii: ".")) {
      guard let digit = current, Self.isDigit(digit) else { return false }
      skipDigits()
    }
    if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
      if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
      guard let digit = current, Self.isDigit(digit) else { return false }
      skipDigits()
    }
    return true
  }

  private mutating func skipDigits() {
    while let byte = current, Self.isDigit(byte) { index += 1 }
  }

  private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
}
