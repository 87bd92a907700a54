import Foundation
import Testing

/// `blogdoc diff --exit-code`: 1 when the documents differ, as `git diff --exit-code`.
@Suite("blogdoc diff --exit-code")
struct DiffExitCodeTests {
  func withTwoCopies(_ body: (URL) throws -> Void) throws {
    try withCopies(of: "hello-world.xml", named: ["a.xml", "b.xml"], body)
  }

  @Test func sameDocumentsExit0AndPrintNothing() throws {
    try withTwoCopies { directory in
      let result = try BlogDocProcess.run(["diff", "a.xml", "b.xml", "--exit-code"], in: directory)
      #expect(result == .init(status: 0, standardOutput: "", standardError: ""))
    }
  }

  @Test(arguments: [false, true])
  func differentDocumentsExit1AndPrintTheChange(json: Bool) throws {
    try withTwoCopies { directory in
      #expect(
        try BlogDocProcess.run(["edit", "b.xml", "--set", "title=Changed"], in: directory).status
          == 0)
      let result = try BlogDocProcess.run(
        ["diff", "a.xml", "b.xml", "--exit-code"] + (json ? ["--json"] : []), in: directory)
      let plain = try BlogDocProcess.run(
        ["diff", "a.xml", "b.xml"] + (json ? ["--json"] : []), in: directory)
      #expect(plain.status == 0)
      #expect(result == .init(status: 1, standardOutput: plain.standardOutput, standardError: ""))
      if !json {
        #expect(result.standardOutput == "~ hello-world.title: \"Hello, World\" → \"Changed\"\n")
      }
    }
  }

  @Test func aHistoryDiffWithChangesExits1() throws {
    try withTwoCopies { directory in
      #expect(
        try BlogDocProcess.run(["edit", "b.xml", "--set", "title=Changed"], in: directory).status
          == 0)
      let result = try BlogDocProcess.run(["diff", "b.xml", "--exit-code"], in: directory)
      #expect(
        result
          == .init(
            status: 1, standardOutput: "~ hello-world.title: \"Hello, World\" → \"Changed\"\n",
            standardError: ""))
    }
  }

  @Test func anErrorKeepsItsOwnCode() throws {
    try withTwoCopies { directory in
      let result = try BlogDocProcess.run(
        ["diff", "a.xml", "nope.xml", "--exit-code"], in: directory)
      #expect(
        result
          == .init(
            status: 66, standardOutput: "", standardError: "Error: nope.xml: No such file.\n"))
    }
  }
}
