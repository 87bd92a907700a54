import FoundationEssentials

/// An ISO 8601 instant that remembers how it was written.
///
/// `Foundation.Date` stores a `Double`, so `2026-11-20T10:00:00.123456789Z` comes back
/// as `…:00.123456835Z` and `+02:00` becomes `Z`. A document editor must write back
/// what it read, so `Timestamp` keeps the instant in whole seconds and nanoseconds,
/// the number of fraction digits written, and the UTC offset.
///
/// ```swift
/// let t = try Timestamp(iso8601: "2026-11-20T12:00:00.50+02:00")
/// print(t.iso8601, t.secondsSince1970)
/// // Prints "2026-11-20T12:00:00.50+02:00 1795168800"
/// ```
///
/// Two timestamps are equal when they were written the same way; compare
/// ``instant`` values to ask whether they denote the same moment.
public struct Timestamp: Hashable, Sendable {
  /// Whole seconds since 1970-01-01T00:00:00Z.
  public var secondsSince1970: Int64
  /// Nanoseconds past ``secondsSince1970``, in `0..<1_000_000_000`.
  public var nanoseconds: Int32
  /// How many fraction digits the written form has, in `0...9`.
  public var fractionDigits: Int8
  /// The written UTC offset in minutes, or `nil` for `Z`.
  public var utcOffsetMinutes: Int16?
  /// Whether the offset was written `-00:00`, RFC 3339's "UTC, local offset unknown"
  /// (``utcOffsetMinutes`` is then 0).
  public var hasUnknownLocalOffset: Bool

  /// Creates a timestamp from its parts.
  ///
  /// - Precondition: `nanoseconds` is in `0..<1_000_000_000`, `fractionDigits` in
  ///   `0...9`, `utcOffsetMinutes` within ±23:59, and the year in 0000...9999.
  public init(
    secondsSince1970: Int64, nanoseconds: Int32 = 0, fractionDigits: Int8 = 0,
    utcOffsetMinutes: Int16? = nil, hasUnknownLocalOffset: Bool = false
  ) {
    precondition(
      Self.validSeconds.contains(secondsSince1970), "Timestamp: year outside 0000...9999")
    precondition((0..<1_000_000_000).contains(nanoseconds), "Timestamp: nanoseconds out of range")
    precondition((0...9).contains(fractionDigits), "Timestamp: fractionDigits out of range")
    precondition(abs(Int(utcOffsetMinutes ?? 0)) < 24 * 60, "Timestamp: UTC offset out of range")
    self.secondsSince1970 = secondsSince1970
    self.nanoseconds = nanoseconds
    self.fractionDigits = fractionDigits
    self.utcOffsetMinutes = hasUnknownLocalOffset ? 0 : utcOffsetMinutes
    self.hasUnknownLocalOffset = hasUnknownLocalOffset
  }

  /// The seconds ISO 8601's four-digit years can write: 0000-01-01 to 9999-12-31.
  package static let validSeconds: ClosedRange<Int64> = -62_167_219_200...253_402_300_799

  /// 1970-01-01T00:00:00Z.
  public static let epoch = Timestamp(secondsSince1970: 0)

  /// The moment this timestamp denotes, as seconds and nanoseconds, ignoring how it was written.
  public var instant: Instant { Instant(seconds: secondsSince1970, nanoseconds: nanoseconds) }

  /// The same moment as a `Date` (which may round the nanoseconds).
  public var date: Date {
    Date(timeIntervalSince1970: Double(secondsSince1970) + Double(nanoseconds) / 1e9)
  }

  /// A moment in time, ordered, without the written form.
  public struct Instant: Hashable, Comparable, Sendable {
    /// Whole seconds since 1970-01-01T00:00:00Z.
    public var seconds: Int64
    /// Nanoseconds past ``seconds``, from 0 to 999,999,999.
    public var nanoseconds: Int32

    /// Whether `lhs` is earlier than `rhs`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
    }
  }
}

extension Timestamp {
  /// The current time in UTC, to the millisecond.
  public static func now() -> Timestamp {
    Timestamp(Date())
  }

  /// The moment `date` denotes, in UTC to the millisecond: the bridge from Foundation.
  /// A date before the year 0000 or after 9999 is clamped to the nearest ISO 8601 can write.
  ///
  /// ```swift
  /// print(Timestamp(Date(timeIntervalSince1970: 1_795_168_800.25)).iso8601)
  /// // Prints "2026-11-20T10:00:00.250Z"
  /// ```
  public init(_ date: Date) {
    let interval = date.timeIntervalSince1970
    let seconds = interval.rounded(.down)
    guard seconds.isFinite, Double(Self.validSeconds.lowerBound) <= seconds,
      seconds <= Double(Self.validSeconds.upperBound)
    else {
      let bound = interval > 0 ? Self.validSeconds.upperBound : Self.validSeconds.lowerBound
      self.init(secondsSince1970: bound, fractionDigits: 3)
      return
    }
    // Whole milliseconds first, so that a Date made from one (…0.123) comes back as it.
    let millis = Int64((interval * 1000).rounded())
    let (whole, part) = (millis.quotientAndRemainder(dividingBy: 1000))
    let (secondsSince1970, fraction) = part < 0 ? (whole - 1, part + 1000) : (whole, part)
    self.init(
      secondsSince1970: min(secondsSince1970, Self.validSeconds.upperBound),
      nanoseconds: Int32(fraction) * 1_000_000, fractionDigits: 3)
  }
}
