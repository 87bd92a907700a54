import BlogDocCore
// The journal's appends, the workspace lock and FileBytes are the package's own (`package`),
// not public API: this fuzzer drives the journal directly, so it sees them as a test does
// (`scripts/fuzz` builds in debug, where SwiftPM compiles modules for testing).
@testable import BlogDocStore
import FuzzSupport

#if canImport(Glibc)
  import Glibc
#endif

/// A workspace in a fresh temporary directory, locked for the whole run. It is in memory
/// when it can be: every append `fsync`s.
let (workspace, lock): (Workspace, WorkspaceLock) = {
  let parent = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp"
  var template = Array("\(parent)/blogdoc-fuzz-journal-XXXXXX".utf8CString)
  guard let root = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
    fatalError("cannot create a temporary directory")
  }
  let workspace = Workspace(root: String(cString: root))
  mkdir(workspace.directory, 0o755)
  return (workspace, try! WorkspaceLock(workspace))
}()

/// Feeds arbitrary bytes to the journal as its file: reading must never crash, and an
/// append must keep every record that was readable, adding the new one on top (or keep
/// the whole file aside when nothing in it was readable).
runFuzzer { bytes in
  let journal = Journal(workspace)
  let fd = open(journal.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  // Say why: a run once stopped here, and its input replayed cleanly (errno was not kept).
  let reason = fd < 0 ? String(cString: strerror(errno)) : ""
  check(fd >= 0, "cannot write the journal: \(reason)")
  check(bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } == bytes.count, "short write")
  close(fd)

  let state = journal.state
  let before = Array(journal.readBackward())
  for operation in before.prefix(4) {
    _ = journal.record(id: operation.id)
  }
  _ = journal.pendingIntent()
  _ = journal.latestLiveOperation(touching: "entry.xml")

  guard state.pendingIntent == nil,
    let (appended, _) = try? journal.append(.edit, message: "fuzz", files: [], under: lock)
  else { return }
  // A journal with nothing readable is kept aside, byte for byte, not cut to nothing.
  let aside = journal.path + ".unreadable-1"
  if access(aside, F_OK) == 0 {
    check(try! FileBytes.read(aside), equals: bytes, "the journal set aside is not the journal")
    check(before.isEmpty, "a journal with readable records was set aside")
    unlink(aside)
  }
  let after = Array(journal.readBackward())
  check(after.first, equals: appended, "the appended record does not read back first")
  check(Array(after.dropFirst()), equals: before, "appending lost or changed a readable record")
  check(journal.state.lastID, equals: appended.id, "the state does not end at the appended record")
}
