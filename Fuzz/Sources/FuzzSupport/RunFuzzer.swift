import CFuzzerDriver

#if canImport(Glibc)
  import Glibc
#endif

/// The property the running fuzzer checks; libFuzzer's callback is a C function, which
/// cannot capture it. libFuzzer calls back on the main thread.
@MainActor private var property: (([UInt8]) -> Void)?

/// Hands the process to libFuzzer, which calls `body` with each input it generates (or
/// with each file named on the command line) until it finds a crash or is told to stop.
///
/// ```swift
/// runFuzzer { bytes in
///   _ = try? JSONValueReader.parse(bytes)
/// }
/// ```
@MainActor
public func runFuzzer(_ body: @escaping @MainActor ([UInt8]) -> Void) -> Never {
  property = body
  var argc = CommandLine.argc
  var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
  exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzerTestOneInput))
}

/// libFuzzer's callback. It is also exported under the name libFuzzer's own `main` looks
/// for, because `-sanitize=fuzzer` links that `main`'s object even though SwiftPM's
/// entry point is the one that runs.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  MainActor.assumeIsolated { property?(bytes) }
  return 0
}
