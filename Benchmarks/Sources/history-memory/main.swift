// Bytes a History holds per one-field step, measured with glibc's malloc statistics (the
// benchmark metrics give process peaks, which include the documents and the diffs the
// steps were made from). Run: swift run -c release history-memory
import BlogDocCore
import BlogDocBlog
import Glibc

/// Bytes in use by malloc, from `malloc_stats()` (glibc prints it to standard error).
func bytesInUse() -> Int {
  typealias Stats = @convention(c) () -> Void
  let stats = unsafeBitCast(
    dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_stats"), to: Stats.self)
  var pipeEnds: [Int32] = [0, 0]
  pipe(&pipeEnds)
  let savedError = dup(2)
  dup2(pipeEnds[1], 2)
  stats()
  dup2(savedError, 2)
  close(pipeEnds[1])
  var output = [UInt8](repeating: 0, count: 65_536)
  let count = read(pipeEnds[0], &output, output.count)
  close(pipeEnds[0])
  let text = String(decoding: output.prefix(max(count, 0)), as: UTF8.self)
  let totals = text.split(separator: "Total (incl. mmap):").last ?? ""
  let line = totals.split(separator: "\n").first { $0.contains("in use bytes") } ?? ""
  return Int(line.split(separator: "=").last?.split(separator: " ").last ?? "0") ?? 0
}

let steps = 100_000
print("| entries | steps | history bytes per step (changed values included) |")
print("|---:|---:|---:|")
for size in [1_000, 100_000] {
  var document = try BlogDocument(
    entries: (0..<size).map { BlogEntry(id: "e\($0)", title: "Title \($0)") })
  var diffs: [DocumentDiff<BlogEntry>] = []
  diffs.reserveCapacity(steps)
  for step in 0..<steps {
    diffs.append(
      try document.transaction("Rename") { $0[id: "e\(step % size)"]?.title = "T\(step)" })
  }
  let before = bytesInUse()
  var history = History<BlogEntry>()
  for (step, diff) in diffs.enumerated() {
    history.record(diff, actionName: "Rename", date: Timestamp(secondsSince1970: Int64(step)))
  }
  // The diffs stay alive, so `after - before` is what the history allocated itself: its
  // step array, whose steps hold the changed values inline (short strings need no heap).
  let after = bytesInUse()
  print("| \(size) | \(history.stepCount) | \((after - before) / steps) |")
  withExtendedLifetime(diffs) {}
}
