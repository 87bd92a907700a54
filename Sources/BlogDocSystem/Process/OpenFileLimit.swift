/// The limits on the files this process may have open (`RLIMIT_NOFILE`).
///
/// ```swift
/// OpenFileLimit.current?.rlim_cur          // 1_024
/// OpenFileLimit.raise(toAtMost: 65_536)    // 1,024 → 65,536 where the hard limit allows
/// ```
package enum OpenFileLimit {
  /// The resource's name, as each system's `getrlimit` takes it.
  #if canImport(Darwin)
    private static let resource = RLIMIT_NOFILE
  #else
    private static let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
  #endif

  /// The soft (`rlim_cur`) and hard (`rlim_max`) limits now, or `nil` when the system does
  /// not say.
  package static var current: rlimit? {
    var limit = rlimit()
    return getrlimit(resource, &limit) == 0 ? limit : nil
  }

  /// Raises the soft limit towards the hard one, up to `wanted`; leaves it as it is when it
  /// is higher already or the system refuses (macOS refuses more than `OPEN_MAX`).
  package static func raise(toAtMost wanted: UInt64) {
    guard var limit = current else { return }
    let target = min(limit.rlim_max, rlim_t(wanted))
    guard limit.rlim_cur < target else { return }
    limit.rlim_cur = target
    _ = setrlimit(resource, &limit)
  }
}
