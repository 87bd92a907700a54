import BlogDocCore
import BlogDocTestSupport
import Testing

/// The laws every diff keeps, on random documents and random transaction scripts, checked
/// against a naive oracle: the list of full document copies taken after each transaction.
/// Each law is written once, generic over the model, and runs on every model of
/// ``LawModels`` (the blog and a second model of other field kinds).
@Suite("DocumentDiff laws")
struct DocumentDiffLawTests {
  /// Runs `script` as transactions on `start`, returning each transaction's diff and the
  /// full copy after it (the oracle).
  static func run<M: LawModel>(
    _ script: [[ModelEdit<M>]], on start: ModelDocument<M>, shared: Bool
  )
    -> (diffs: [DocumentDiff<M>], states: [ModelDocument<M>])
  {
    var document = start
    var diffs: [DocumentDiff<M>] = []
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

  /// Checks `law` on random documents of `model` with random scripts of edits: how every
  /// law of the diff, the history and list deltas is run on each model.
  static func check<M: LawModel>(
    _ model: M.Type, count: Int = 150,
    _ law: (ModelDocument<M>, [[ModelEdit<M>]]) async throws -> Void
  ) async {
    await propertyCheck(
      count: count, input: Generators.validDocument(of: model), Generators.editScript(of: model),
      perform: law)
  }

  @Test(arguments: LawModels.allCases, [false, true])
  func applyingEachDiffReproducesTheOracle(model: LawModels, isShared: Bool) async {
    await Self.applyingEachDiffReproducesTheOracle(model.type, isShared: isShared)
  }

  static func applyingEachDiffReproducesTheOracle<M: LawModel>(
    _ model: M.Type, isShared: Bool
  ) async {
    await check(model) { start, script throws in
      let (diffs, states) = Self.run(script, on: start, shared: isShared)
      var document = start
      for (index, diff) in diffs.enumerated() {
        document = try document.applying(diff)
        #expect(document == states[index + 1])
        #expect(states[index + 1].difference(from: states[index]) == diff)
      }
    }
  }

  @Test(arguments: LawModels.allCases)
  func undoingEveryDiffReturnsToTheStartAndSnapshotsStayUnchanged(model: LawModels) async {
    await Self.undoingEveryDiffReturnsToTheStart(model.type)
  }

  static func undoingEveryDiffReturnsToTheStart<M: LawModel>(_ model: M.Type) async {
    await check(model) { start, script throws in
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

  @Test(arguments: LawModels.allCases)
  func invertingTwiceIsIdentity(model: LawModels) async {
    await Self.invertingTwiceIsIdentity(model.type)
  }

  static func invertingTwiceIsIdentity<M: LawModel>(_ model: M.Type) async {
    await check(model) { start, script throws in
      for diff in Self.run(script, on: start, shared: false).diffs {
        #expect(diff.inverted().inverted() == diff)
      }
    }
  }

  @Test(arguments: LawModels.allCases)
  func applyingAComposedDiffEqualsApplyingItsParts(model: LawModels) async {
    await Self.applyingAComposedDiffEqualsApplyingItsParts(model.type)
  }

  static func applyingAComposedDiffEqualsApplyingItsParts<M: LawModel>(_ model: M.Type) async {
    await check(model) { start, script throws in
      let (diffs, states) = Self.run(script, on: start, shared: false)
      let composed = diffs.reduce(DocumentDiff<M>()) { $0.composed(with: $1) }
      #expect(try start.applying(composed) == states.last!)
      #expect(try states.last!.applying(composed.inverted()) == start)
    }
  }

  @Test(arguments: LawModels.allCases)
  func diffsSurviveCodable(model: LawModels) async {
    await Self.diffsSurviveCodable(model.type)
  }

  static func diffsSurviveCodable<M: LawModel>(_ model: M.Type) async {
    await check(model, count: 100) { start, script throws in
      for diff in Self.run(script, on: start, shared: false).diffs {
        let data = try JSONEncoderForTests.encode(diff)
        #expect(try JSONEncoderForTests.decode(DocumentDiff<M>.self, from: data) == diff)
      }
    }
  }

  /// The second model's edits reach every field kind it declares: a law that passes on a
  /// generator that never edits a field would say nothing about that field.
  @Test func thePartEditsTouchEveryDeclaredField() {
    var touched: Set<String> = []
    var rng: any SeededRandomNumberGenerator = Xoshiro(seed: (24, 6, 1, 3))
    for _ in 0..<40 {
      let start = Part.randomDocument(using: &rng)
      let script = Generators.editScript(of: Part.self).run(using: &rng)
      for diff in Self.run(script, on: start, shared: false).diffs {
        for case .modified(_, let fields, _) in diff.entryChanges {
          touched.formUnion(fields.map(\.field))
        }
      }
    }
    #expect(touched == Set(Part.schema.fields.map(\.name)).subtracting(["id"]))
  }
}
