#if canImport(Glibc)
  import Glibc
#endif

/// Stops the fuzzer with a report when a property every input must keep is broken.
///
/// `precondition` would do the same, but this prints both values so a failing input
/// explains itself without a debugger.
public func check<T: Equatable>(
  _ actual: T, equals expected: T, _ what: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  guard actual != expected else { return }
  fail("\(file):\(line): \(what())\n  expected: \(expected)\n  actual:   \(actual)")
}

/// Stops the fuzzer with `message` when `condition` is false.
public func check(
  _ condition: Bool, _ message: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  guard !condition else { return }
  fail("\(file):\(line): \(message())")
}

/// Prints `report` on standard error and aborts, which libFuzzer records as a crash.
func fail(_ report: String) -> Never {
  let line = Array((report + "\n").utf8)
  _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  abort()
}
