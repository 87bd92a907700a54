@_exported import PropertyBased
import Testing

// Why these wrap swift-property-based's `propertyCheck`: its 2.0.1 runs each case's body
// under `try?` (IssueCounting.swift, `countIssues`), so an error a case throws is dropped
// and the case passes; only `#expect` and `Issue.record` fail it. A property whose body
// throws on its first `try` checked nothing and said nothing (found when a generator made
// titles the rules refuse and FormFieldsTests kept passing). These record a thrown error
// as an issue of the case, so it fails, shrinks and reports as any other failure.
//
// A test target that imports BlogDocTestSupport gets these in place of the package's own:
// declarations of a module shadow those of a module it imports.

/// Checks `body` against `count` values of `input`, failing a case that throws.
public func propertyCheck<InputValue, ResultValue>(
  count: Int = 100, input: Generator<ResultValue, some Sequence<InputValue>>,
  perform body: (ResultValue) async throws -> Void, isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await PropertyBased.propertyCheck(
    count: count, input: input,
    perform: { value in
      do {
        try await body(value)
      } catch {
        Issue.record(error, "The case threw", sourceLocation: sourceLocation)
      }
    }, isolation: isolation, sourceLocation: sourceLocation)
}

/// Checks `body` against `count` pairs of values, failing a case that throws.
public func propertyCheck<InA, InB, OutA, OutB>(
  count: Int = 100, input g0: Generator<OutA, some Sequence<InA>>,
  _ g1: Generator<OutB, some Sequence<InB>>,
  perform body: (OutA, OutB) async throws -> Void, isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await propertyCheck(
    count: count, input: zip(g0, g1), perform: { try await body($0.0, $0.1) }, isolation: isolation,
    sourceLocation: sourceLocation)
}

/// Checks `body` against `count` triples of values, failing a case that throws.
public func propertyCheck<InA, InB, InC, OutA, OutB, OutC>(
  count: Int = 100, input g0: Generator<OutA, some Sequence<InA>>,
  _ g1: Generator<OutB, some Sequence<InB>>,
  _ g2: Generator<OutC, some Sequence<InC>>, perform body: (OutA, OutB, OutC) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation, sourceLocation: SourceLocation = #_sourceLocation
) async {
  await propertyCheck(
    count: count, input: zip(g0, g1, g2), perform: { try await body($0.0, $0.1, $0.2) },
    isolation: isolation,
    sourceLocation: sourceLocation)
}

/// Checks `body` against `count` quadruples of values, failing a case that throws.
public func propertyCheck<InA, InB, InC, InD, OutA, OutB, OutC, OutD>(
  count: Int = 100, input g0: Generator<OutA, some Sequence<InA>>,
  _ g1: Generator<OutB, some Sequence<InB>>,
  _ g2: Generator<OutC, some Sequence<InC>>, _ g3: Generator<OutD, some Sequence<InD>>,
  perform body: (OutA, OutB, OutC, OutD) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await propertyCheck(
    count: count, input: zip(g0, g1, g2, g3), perform: { try await body($0.0, $0.1, $0.2, $0.3) },
    isolation: isolation, sourceLocation: sourceLocation)
}

/// Checks `body` against `count` quintuples of values, failing a case that throws.
public func propertyCheck<InA, InB, InC, InD, InE, OutA, OutB, OutC, OutD, OutE>(
  count: Int = 100, input g0: Generator<OutA, some Sequence<InA>>,
  _ g1: Generator<OutB, some Sequence<InB>>,
  _ g2: Generator<OutC, some Sequence<InC>>, _ g3: Generator<OutD, some Sequence<InD>>,
  _ g4: Generator<OutE, some Sequence<InE>>,
  perform body: (OutA, OutB, OutC, OutD, OutE) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation, sourceLocation: SourceLocation = #_sourceLocation
) async {
  await propertyCheck(
    count: count, input: zip(g0, g1, g2, g3, g4),
    perform: { try await body($0.0, $0.1, $0.2, $0.3, $0.4) },
    isolation: isolation, sourceLocation: sourceLocation)
}
