import BlogDocCore
import BlogDocTestSupport
import BlogDocBlog
import Testing

/// The laws every diff keeps, on random documents and random transaction scripts, checked
/// against a naive oracle: the list of full document copies taken after each transaction.
@Suite("DocumentDiff laws")
struct DocumentDiffLawTests {
  /// Runs `script` as transactions on `start`, returning each transaction's diff and the
  /// full copy after it (the oracle).
  static func run(_ script: [[EditOperation]], on start: BlogDocument, shared: Bool)
    -> (diffs: [DocumentDiff<BlogEntry>], states: [BlogDocument])
  {
    var document = start
    var diffs: [DocumentDiff<BlogEntry>] = []
    var states = [start]
    var serial = 0
    for transaction in script {
      let hidden = shared ? document : nil  // a hidden copy makes every write copy-on-write
      var proxy = DocumentProxy(document)
      for operation in transaction {
        serial += 1
        operation.apply(to: &proxy, serial: serial)
      }
      diffs.append(proxy.commit())
      document = proxy.current
      states.append(document)
      _ = hidden
    }
    return (diffs, states)
  }

  @Test(arguments: [false, true])
  func applyingEachDiffReproducesTheOracle(isShared: Bool) async {
    await propertyCheck(count: 150, input: Generators.validBlog(), Generators.editScript()) { start, script throws in
      let (diffs, states) = Self.run(script, on: start, shared: isShared)
      var document = start
      for (index, diff) in diffs.enumerated() {
        document = try document.applying(diff)
        #expect(document == states[index + 1])
        #expect(states[index + 1].difference(from: states[index]) == diff)
      }
    }
  }

  @Test func undoingEveryDiffReturnsToTheStartAndSnapshotsStayUnchanged() async {
    await propertyCheck(count: 150, input: Generators.validBlog(), Generators.editScript()) { start, script throws in
      let (diffs, states) = Self.run(script, on: start, shared: true)
      let frozen = states
      var document = states.last!
      for (index, diff) in diffs.enumerated().reversed() {
        document = try document.applying(diff.inverted())
        #expect(document == states[index])
      }
      #expect(document == start)
      #expect(states == frozen)
    }
  }

  @Test func invertingTwiceIsIdentity() async {
    await propertyCheck(count: 150, input: Generators.validBlog(), Generators.editScript()) { start, script throws in
      for diff in Self.run(script, on: start, shared: false).diffs {
        #expect(diff.inverted().inverted() == diff)
      }
    }
  }

  @Test func applyingAComposedDiffEqualsApplyingItsParts() async {
    await propertyCheck(count: 150, input: Generators.validBlog(), Generators.editScript()) { start, script throws in
      let (diffs, states) = Self.run(script, on: start, shared: false)
      let composed = diffs.reduce(DocumentDiff<BlogEntry>()) { $0.composed(with: $1) }
      #expect(try start.applying(composed) == states.last!)
      #expect(try states.last!.applying(composed.inverted()) == start)
    }
  }

  @Test func diffsSurviveCodable() async throws {
    await propertyCheck(count: 100, input: Generators.validBlog(), Generators.editScript()) { start, script throws in
      for diff in Self.run(script, on: start, shared: false).diffs {
        let data = try JSONEncoderForTests.encode(diff)
        #expect(try JSONEncoderForTests.decode(DocumentDiff<BlogEntry>.self, from: data) == diff)
      }
    }
  }
}
