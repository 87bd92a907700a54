import BlogDocTestSupport
import Testing

/// How `DocExample` reads doc comments and their `// Prints` lines: the rules the doc
/// example tests of every module rest on.
@Suite("Reading doc examples")
struct DocExampleReadingTests {
  @Test func printsCommentsSayOneTextEach() {
    let code = """
      print(a)   // Prints "one"
      print(b)
      // Prints "two: "quoted"" and a remark
      print(c)
      // Prints "line\\nbreak and a \\\\n backslash"
      print(d)
      // Prints:
      // {
      //   "x": 1
      // }
      //
      let e = 5  // no claim
      """
    #expect(
      DocExample.expectedPrints(in: code) == [
        "one", #"two: "quoted""#, "line\nbreak and a \\n backslash", "{\n  \"x\": 1\n}\n",
      ])
  }

  @Test func onlyPublicDeclarationsExamplesCount() {
    let source = """
      /// A thing.
      ///
      /// ```swift
      /// print(1)
      /// // Prints "1"
      /// ```
      @available(*, deprecated)
      // A plain comment between.
      public struct Thing {
        /// Hidden.
        ///
        /// ```swift
        /// print(2)
        /// // Prints "2"
        /// ```
        package func hidden() {}

        /// Shown.
        ///
        /// ```swift
        /// print(3)
        /// // Prints "3"
        /// ```
        @discardableResult public func shown() -> Int { 3 }
      }
      """
    let examples = DocExample.publicExamples(in: source, file: "Sources/M/Thing.swift")
    #expect(examples.map(\.description) == ["Sources/M/Thing.swift:3", "Sources/M/Thing.swift:20"])
    #expect(examples.map(\.code) == ["print(1)\n// Prints \"1\"", "print(3)\n// Prints \"3\""])
  }
}
