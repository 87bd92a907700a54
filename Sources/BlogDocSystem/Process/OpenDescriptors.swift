/// The file descriptors this process has open, as the system lists them: Linux's
/// `/proc/self/fd`, or `/dev/fd` elsewhere (macOS's fdesc file system lists the same).
///
/// ```swift
/// OpenDescriptors.all()   // [0, 1, 2, 3, 7]
/// ```
package enum OpenDescriptors {
  /// The directory that lists them.
  static var directory: String {
    #if os(Linux)
      "/proc/self/fd"
    #else
      "/dev/fd"
    #endif
  }

  /// The open descriptors, in the order the system lists them; empty when it cannot list
  /// them. The descriptor that reads the listing is left out.
  ///
  /// - Complexity: O(*n*) in the number of open descriptors.
  package static func all() -> [Int32] {
    guard let listing = opendir(directory) else { return [] }
    defer { closedir(listing) }
    let own = dirfd(listing)
    var descriptors: [Int32] = []
    while let entry = readdir(listing) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard let descriptor = Int32(name), descriptor != own else { continue }
      descriptors.append(descriptor)
    }
    return descriptors
  }
}
