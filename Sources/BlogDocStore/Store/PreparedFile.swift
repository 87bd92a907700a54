import BlogDocSystem

/// A file's next bytes, written beside it under a temporary name and fingerprinted on the
/// way, put in its place later with one `rename`.
///
/// ``FileWrite`` keeps one when a document is encoded straight to disk: an import's blog
/// (41.7 MB for 10,000 WordPress posts) is then never held as bytes, only streamed. Until
/// ``place()`` the file at the path is untouched; a prepared file that is never placed is
/// removed when the last reference to it goes.
///
/// ```swift
/// let prepared = try PreparedFile(path: "blog.xml") { write in
///   try write(Array("<blog/>\n".utf8))
/// }
/// print(prepared.fingerprint)   // "xxh64:…:8"
/// try prepared.place()
/// ```
final class PreparedFile: @unchecked Sendable {
  // @unchecked: `isPlaced` changes once, in `place()`, which the store calls while it holds
  // the workspace lock, from the one thread that commits.

  /// The path, as the caller names it.
  let path: String
  /// The fingerprint of the bytes written (see `Journal.FileChange.fingerprint(of:)`).
  let fingerprint: String
  private let temporary: String
  private let target: String
  private var isPlaced = false

  /// Writes the bytes `produce` hands to its `write` argument to a new file beside `path`
  /// (with the mode, owner and group of the file there, if any), then `fsync`s it.
  ///
  /// - Throws: ``StoreError`` when the file cannot be made or written; what `produce`
  ///   throws. Nothing is left behind either way.
  init(path: String, produce: (_ write: ([UInt8]) throws -> Void) throws -> Void) throws {
    let (fd, temporary, target, attributes) = try AtomicFile.makeTemporary(besides: path)
    self.path = path
    self.temporary = temporary
    self.target = target
    var hash = XXH64.Running()
    do {
      defer { close(fd) }
      try AtomicFile.apply(attributes, to: fd, path: path)
      try produce { bytes in
        hash.add(bytes)
        try AtomicFile.writeAll(bytes, to: fd, path: path)
      }
      guard fsync(fd) == 0 else { throw StoreError.system("write", path: path, errno: errno) }
    } catch {
      unlink(temporary)
      throw error
    }
    fingerprint = Journal.FileChange.fingerprint(hash: hash.value, count: hash.count)
  }

  /// Removes what a killed writer left beside the path, keeping this file: a prepared file
  /// exists before the journal records its write, so recovery, which cleans up after an
  /// interrupted operation, never hears of one killed while it was being written.
  ///
  /// Call it under the workspace lock, as the store does when it commits.
  func removeOtherLeftovers() {
    AtomicFile.removeLeftovers(besides: path, keeping: temporary)
  }

  deinit {
    if !isPlaced { unlink(temporary) }
  }

  /// Renames the prepared file over the path and makes the rename durable.
  ///
  /// - Precondition: Not placed yet.
  func place() throws(StoreError) {
    precondition(!isPlaced, "PreparedFile.place: the file is already in place")
    isPlaced = try AtomicFile.replace(target, with: temporary, path: path)
  }
}
