import BlogDocCore

/// A date as a reader sees it: "20 Nov 2026", "3 days ago", and the exact ISO 8601 text
/// for machines (a `<time datetime>` attribute, say).
///
/// ```swift
/// let posted = try Timestamp(iso8601: "2026-11-17T10:00:00Z")
/// let text = DateText(posted, now: try Timestamp(iso8601: "2026-11-20T09:00:00Z"))
/// print(text.absolute, "·", text.relative)
/// // Prints "17 Nov 2026 · 2 days ago"
/// ```
public struct DateText: Hashable, Sendable {
  /// Day, short month name and year, in the date's own UTC offset: "20 Nov 2026".
  public var absolute: String
  /// How long before (or after) `now`, in the largest whole unit: "3 days ago", "in 2 hours".
  public var relative: String
  /// The timestamp exactly as written.
  public var iso8601: String

  static let monthNames = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// The texts of `timestamp`, with the relative one counted from `now`.
  public init(_ timestamp: Timestamp, now: Timestamp) {
    let (year, month, day) = timestamp.localDate
    absolute = "\(day) \(Self.monthNames[month - 1]) \(year)"
    relative = Self.relative(seconds: now.secondsSince1970 - timestamp.secondsSince1970)
    iso8601 = timestamp.iso8601
  }

  /// `seconds` before now (negative: after) in words.
  static func relative(seconds: Int64) -> String {
    let future = seconds < 0
    let elapsed = seconds.magnitude
    guard elapsed >= 60 else { return "just now" }
    let units: [(name: String, seconds: UInt64)] = [
      ("year", 365 * 86_400), ("month", 30 * 86_400), ("week", 7 * 86_400), ("day", 86_400),
      ("hour", 3_600), ("minute", 60),
    ]
    let unit = units.first { elapsed >= $0.seconds } ?? units[units.count - 1]
    let count = elapsed / unit.seconds
    if unit.name == "day" && count == 1 { return future ? "tomorrow" : "yesterday" }
    let amount = "\(count) \(unit.name)\(count == 1 ? "" : "s")"
    return future ? "in \(amount)" : "\(amount) ago"
  }
}
