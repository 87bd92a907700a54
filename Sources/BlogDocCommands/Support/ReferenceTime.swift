import BlogDocCore
import BlogDocSystem

/// The "now" that relative dates ("3 days ago") count from: the clock, or
/// `SOURCE_DATE_EPOCH` (seconds since 1970) when set, so output can be reproduced.
///
/// ```swift
/// // SOURCE_DATE_EPOCH=0
/// print(ReferenceTime.now.iso8601)   // 1970-01-01T00:00:00Z
/// ```
///
/// A tool's `main()` calls ``check()`` before any command runs, so that a value that is no
/// time a document can hold ends the program with one line and exit 64, as
/// reproducible-builds.org's specification asks, rather than in a trap or a silent clock.
public enum ReferenceTime {
  /// The environment variable that fixes "now".
  public static let variable = "SOURCE_DATE_EPOCH"

  /// The current time, or `SOURCE_DATE_EPOCH` when it is set. A value ``check()`` refuses
  /// is never trapped on: one out of range is clamped to 0000-01-01 or 9999-12-31, and one
  /// that is no number at all gives the clock.
  public static var now: Timestamp {
    guard let text = environmentValue else { return .now() }
    switch seconds(in: text) {
    case .success(let seconds): return Timestamp(secondsSince1970: seconds)
    case .failure(.outOfRange(let isNegative)):
      let bounds = Timestamp.validSeconds
      return Timestamp(secondsSince1970: isNegative ? bounds.lowerBound : bounds.upperBound)
    case .failure(.notANumber): return .now()
    }
  }

  /// Refuses a `SOURCE_DATE_EPOCH` that is not a whole number of seconds since 1970 from
  /// 0000-01-01 to 9999-12-31 (the years an ISO 8601 date writes); an unset or empty one
  /// is the clock.
  ///
  /// ```swift
  /// // SOURCE_DATE_EPOCH=999999999999
  /// try ReferenceTime.check()
  /// // Throws "SOURCE_DATE_EPOCH is '999999999999', which is after 9999-12-31: …"
  /// ```
  ///
  /// - Throws: ``UsageError`` (exit 64) saying what the value is and what it should be.
  public static func check() throws(UsageError) {
    guard let text = environmentValue, case .failure(let problem) = seconds(in: text) else {
      return
    }
    let range = Timestamp.validSeconds
    let expected =
      "give a whole number of seconds since 1970 from \(range.lowerBound) (0000-01-01) to "
      + "\(range.upperBound) (9999-12-31), or unset it."
    let shown = String(text.unicodeScalars.prefix(40)) + (text.unicodeScalars.count > 40 ? "…" : "")
    let what: String
    switch problem {
    case .outOfRange(let isNegative):
      what = isNegative ? "before 0000-01-01" : "after 9999-12-31"
    case .notANumber:
      what = "not a whole number"
    }
    throw UsageError(
      description: "\(variable) is '\(shown.debugDescription.dropFirst().dropLast())', which is "
        + "\(what): \(expected)")
  }

  /// Why a value is no reference time.
  private enum Problem: Error {
    case notANumber
    case outOfRange(isNegative: Bool)
  }

  /// `SOURCE_DATE_EPOCH`, or `nil` when it is unset or empty.
  private static var environmentValue: String? {
    guard let value = getenv(variable).map({ String(cString: $0) }), !value.isEmpty else {
      return nil
    }
    return value
  }

  /// The seconds `text` gives, within the years a timestamp can write.
  private static func seconds(in text: String) -> Result<Int64, Problem> {
    let digits = text.utf8.drop { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") }
    guard text.utf8.count - digits.count <= 1, !digits.isEmpty,
      digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    else { return .failure(.notANumber) }
    let isNegative = text.hasPrefix("-")
    guard let seconds = Int64(text), Timestamp.validSeconds.contains(seconds) else {
      return .failure(.outOfRange(isNegative: isNegative))
    }
    return .success(seconds)
  }
}
