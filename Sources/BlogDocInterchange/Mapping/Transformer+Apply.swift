import BlogDocCore
import FoundationEssentials

extension Transformer {
  /// Applies this transformer to `value`.
  ///
  /// - Complexity: O(*n*) in the value's size; the HTML conversions parse it once.
  public func apply(to value: ArchiveValue) -> Outcome {
    switch self {
    case .trim:
      return text(value) { .value(.string($0.trimmingWhitespace())) }
    case .lowercase:
      return text(value) { .value(.string($0.lowercased())) }
    case .slug:
      return text(value) { text in
        // A WordPress slug of non-ASCII letters is percent-encoded (`caf%c3%a9`): decoded first.
        let decoded = text.contains("%") ? (text.removingPercentEncoding ?? text) : text
        let slug = Slug.make(from: decoded)
        return slug.isEmpty ? .absent : .value(.string(slug))
      }
    case .commaList:
      switch value {
      case .array(let items):
        // A list is already split: its items are kept as they are. An item that is a list
        // or an object has no one text: the whole list is refused, so it is kept as it was.
        if let nested = items.first(where: { Self.scalarText($0) == nil && $0 != .null }) {
          return .rejected("Expected a list of text, found \(FieldKind.describe(nested)) in it.")
        }
        return .value(.array(items.compactMap { Self.scalarText($0) }.map(ArchiveValue.string)))
      case .null:
        return .absent
      default:
        return text(value) { text in
          let items = text.unicodeScalars.split(separator: ",").map {
            String(String.UnicodeScalarView($0)).trimmingWhitespace()
          }.filter { !$0.isEmpty }
          return .value(.array(items.map(ArchiveValue.string)))
        }
      }
    case .first:
      guard case .array(let items) = value else { return .value(value) }
      return items.first.map(Outcome.value) ?? .absent
    case .pluck(let key):
      let picked = Self.items(of: value).compactMap { item in
        if key == "#text", case .string = item { return item }
        return item.objectValue?[key]
      }
      return .value(.array(picked))
    case .filter(let key, let wanted):
      let kept = Self.items(of: value).filter { item in
        let member = item.objectValue?[key]
        return member == .string(wanted) || (wanted.isEmpty && member == nil)
      }
      return .value(.array(kept))
    case .filterOut(let key, let unwanted):
      let kept = Self.items(of: value).filter { $0.objectValue?[key] != .string(unwanted) }
      return .value(.array(kept))
    case .string:
      return Self.scalarText(value).map { .value(.string($0)) }
        ?? .rejected("Expected text, a number or a boolean, found \(FieldKind.describe(value)).")
    case .not:
      switch value {
      case .bool(let flag): return .value(.bool(!flag))
      case .string("true"): return .value(.bool(false))
      case .string("false"): return .value(.bool(true))
      default: return .rejected("Expected true or false, found \(FieldKind.describe(value)).")
      }
    case .prefix(let prefix):
      return Self.scalarText(value).map { .value(.string(prefix + $0)) }
        ?? .rejected("Expected text, found \(FieldKind.describe(value)).")
    case .firstLine:
      return text(value) { text in
        let line = text.split(whereSeparator: \.isNewline).map { $0.trimmingWhitespace() }.first {
          !$0.isEmpty
        }
        return line.map { .value(.string($0)) } ?? .absent
      }
    case .truncate(let limit):
      return text(value) { .value(.string(Self.truncated($0, to: limit))) }
    case .urlPath:
      return text(value) { text in
        var path = Substring(
          text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
        if let scheme = path.range(of: "://") {
          // Past the host: `https://example.org/` has no path segment at all.
          let afterHost = path[scheme.upperBound...]
          path = afterHost.firstIndex(of: "/").map { afterHost[$0...] } ?? ""
        }
        guard let last = path.split(separator: "/").last else { return .absent }
        var segment = last
        if let dot = segment.lastIndex(of: "."), dot != segment.startIndex {
          segment = segment[..<dot]
        }
        return .value(.string(String(segment)))
      }
    case .htmlToText:
      return text(value) { .value(.string(HTMLConversion.plainText(fromHTML: $0))) }
    case .htmlToMarkdown:
      return text(value) { .value(.string(HTMLConversion.markdown(fromHTML: $0))) }
    case .date(let format):
      if case .number(let literal) = value, format == .flexible {
        return DateFormat.unixSeconds.timestamp(from: literal).map { .value(.string($0.iso8601)) }
          ?? .rejected("Expected seconds since 1970, found the number \(literal).")
      }
      return text(value) { text in
        if Self.isPlaceholderDate(text) { return .absent }
        guard let timestamp = format.timestamp(from: text) else {
          return .rejected(
            "Expected a date\(format.patternDescription), found \(FieldKind.quoted(text)).")
        }
        return .value(.string(timestamp.iso8601))
      }
    case .draftFromStatus:
      return text(value) { text in
        switch text.trimmingWhitespace().lowercased() {
        case "publish", "published", "public", "live", "future", "scheduled": .value(.bool(false))
        case "draft", "pending", "private", "auto-draft", "trash", "unpublished", "inherit":
          .value(.bool(true))
        default:
          .rejected(
            "Expected a status such as 'publish' or 'draft', found \(FieldKind.quoted(text)).")
        }
      }
    case .present:
      return value == .null ? .absent : .value(.bool(true))
    case .equals(let wanted):
      return text(value) { .value(.bool($0 == wanted)) }
    }
  }

  /// Runs `body` on a text value; other values are rejected, `null` is absent.
  private func text(_ value: ArchiveValue, _ body: (String) -> Outcome) -> Outcome {
    switch value {
    case .string(let text): return body(text)
    case .null: return .absent
    case .number(let literal): return body(literal)
    default:
      return .rejected("Transformer '\(name)' expected text, found \(FieldKind.describe(value)).")
    }
  }

  private static func scalarText(_ value: ArchiveValue) -> String? {
    switch value {
    case .string(let text): text
    case .number(let literal): literal
    case .bool(let flag): flag ? "true" : "false"
    default: nil
    }
  }

  /// A list's items; any other value is a list of itself.
  private static func items(of value: ArchiveValue) -> [ArchiveValue] {
    switch value {
    case .array(let items): items
    case .null: []
    default: [value]
    }
  }

  /// `text` when it has at most `limit` characters; otherwise its first words that fit
  /// with `…` after them, or its first `limit - 1` characters when the words that fit are
  /// shorter than a third of the limit (a URL, or a script written without spaces).
  ///
  /// - Complexity: O(*limit*).
  static func truncated(_ text: String, to limit: Int) -> String {
    guard let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex),
      end != text.endIndex
    else {
      return text
    }
    let room = text[..<text.index(before: end)]  // Room for the ellipsis.
    var cut = room
    // A word boundary: the cut falls before a space that follows the last whole word.
    if !text[room.endIndex].isWhitespace, let space = room.lastIndex(where: \.isWhitespace),
      room.distance(from: room.startIndex, to: space) >= limit / 3
    {
      cut = room[..<space]
    }
    while let last = cut.last, last.isWhitespace || ",;:-–—".contains(last) { cut.removeLast() }
    return String(cut.isEmpty ? room : cut) + "…"
  }

  /// WordPress writes `0000-00-00 00:00:00` for a draft's unset date and RSS writes it as
  /// `Wed, 30 Nov -0001 00:00:00 +0000`: no date, rather than a wrong one.
  static func isPlaceholderDate(_ text: String) -> Bool {
    let trimmed = text.trimmingWhitespace()
    return trimmed.hasPrefix("0000-00-00") || trimmed.contains(" -0001 ")
  }
}

extension DateFormat {
  fileprivate var patternDescription: String {
    if case .pattern(let pattern) = self { return " as '\(pattern)'" }
    return ""
  }
}
