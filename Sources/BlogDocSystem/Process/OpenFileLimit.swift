/// The soft limit on the files this process may have open (`RLIMIT_NOFILE`).
///
/// ```swift
/// OpenFileLimit.raise(toAtMost: 65_536)   // 1,024 → 65,536 where the hard limit allows
/// ```
package enum OpenFileLimit {
  /// Raises the soft limit towards the hard one, up to `wanted`; leaves it as it is when it
  /// is higher already or the system refuses (macOS refuses more than `OPEN_MAX`).
  package static func raise(toAtMost wanted: UInt64) {
    #if canImport(Darwin)
      let resource = RLIMIT_NOFILE
    #else
      let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #endif
    var limit = rlimit()
    guard getrlimit(resource, &limit) == 0 else { return }
    let target = min(limit.rlim_max, rlim_t(wanted))
    guard limit.rlim_cur < target else { return }
    limit.rlim_cur = target
    _ = setrlimit(resource, &limit)
  }
}
