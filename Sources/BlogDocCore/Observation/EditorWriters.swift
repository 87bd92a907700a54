/// The editors whose writer is at work in the current task or thread: how a
/// ``DocumentEditor`` tells a transaction started from its own transaction's body or
/// will-change observer, which would wait for itself, from one started elsewhere.
enum EditorWriters {
  /// The identities of the editors, innermost last.
  @TaskLocal static var current: [ObjectIdentifier] = []
}
