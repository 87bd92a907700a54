import BlogDocCore

#if canImport(Glibc)
  import Glibc
#endif

/// The "now" that relative dates ("3 days ago") count from: the clock, or
/// `SOURCE_DATE_EPOCH` (seconds since 1970) when set, so output can be reproduced.
///
/// ```swift
/// // SOURCE_DATE_EPOCH=0
/// print(ReferenceTime.now.iso8601)   // 1970-01-01T00:00:00Z
/// ```
public enum ReferenceTime {
  /// The current time, or `SOURCE_DATE_EPOCH` when it is set to a whole number.
  public static var now: Timestamp {
    if let text = getenv("SOURCE_DATE_EPOCH").map({ String(cString: $0) }),
      let seconds = Int64(text)
    {
      return Timestamp(secondsSince1970: seconds)
    }
    return .now()
  }
}
