@testable import BlogDocStore
import Testing

/// The undo pointers read straight from a record's bytes are Foundation's decoder's, and the
/// scan gives up, leaving the payload to that decoder, on anything outside its subset. (Every
/// operation this version writes is held to the decoder in `OperationCoderTests`.)
@Suite("Undo pointers read without Foundation's decoder")
struct CompactHeaderScanTests {
  /// Payloads the scan gives up on or reads, each against Foundation's answer: a `nil` scan
  /// is fine (Foundation decides), a value must be Foundation's.
  @Test(arguments: [
    #"{"id":3,"kind":"commit","time":"2026-11-20T10:00:00Z"}"#,
    #"{"id":3,"kind":"intent","intends":"edit","time":"2026-11-20T10:00:00Z"}"#,
    #"{"id":3,"kind":"intent","pendingIntent":null,"time":"2026-11-20T10:00:00Z"}"#,
    #"{"id":3,"kind":"edit","nextUndo":3,"number":2,"time":"2026-11-20T10:00:00Z","x":[1,-0.5e3,{"a":true}]}"#,
    #"{"id":3,"kind":"edit","message":"a \"b\" \u00e9","time":"2026-11-20T10:00:00Z"}"#,
    #"{ "id":3,"kind":"commit","time":"2026-11-20T10:00:00Z"}"#,
    #"{"id":3,"kind":"commit","time":"2026-11-20T10:00:00Z","id":3}"#,
    #"{"id":3.0,"kind":"commit","time":"2026-11-20T10:00:00Z"}"#,
    #"{"id":03,"kind":"commit","time":"2026-11-20T10:00:00Z"}"#,
    #"{"id":4,"kind":"commit","time":"2026-11-20T10:00:00Z"}"#,
    #"{"id":3,"kind":"rename","time":"2026-11-20T10:00:00Z"}"#,
    #"{"id":3,"kind":"commit","time":"yesterday"}"#,
    #"{"id":3,"kind":"commit"}"#,
    #"{"i\u0064":3,"kind":"commit","time":"2026-11-20T10:00:00Z"}"#,
    #"{"id":3,"kind":"commit","time":"2026-11-20T10:00:00Z","files":[}"#,
    #"{"id":3,"kind":"commit","time":"2026-11-20T10:00:00Z","message":"\x"}"#,
    #"{"id":3,"kind":"commit","time":"2026-11-20T10:00:00Z"}x"#,
    #"{"id":null,"kind":"commit","time":"2026-11-20T10:00:00Z"}"#,
    #"{"id":3,"kind":"commit","message":7,"time":"2026-11-20T10:00:00Z"}"#,
  ])
  func aPayloadIsReadAsFoundationReadsItOrLeftToIt(payload: String) {
    let bytes = Array(payload.utf8)
    var scan = CompactHeaderScan(bytes)
    let oracle = try? OperationCoder.decodePointersWithFoundation(bytes, sequence: 3).get()
    if let quick = scan.pointers(sequence: 3) { #expect(quick == oracle) }
    #expect((try? OperationCoder.decodePointers(bytes, sequence: 3).get()) == oracle)
  }

  @Test func theCompactFormsOfThisVersionAreReadWithoutFoundation() {
    for payload in [
      #"{"id":3,"kind":"commit","time":"2026-11-20T10:00:00Z"}"#,
      #"{"concludes":2,"id":3,"kind":"commit","nextUndo":2,"number":2,"parentID":2,"priorUndoState":1,"time":"2026-11-27T17:30:45.481Z"}"#,
    ] {
      var scan = CompactHeaderScan(Array(payload.utf8))
      #expect(scan.pointers(sequence: 3) != nil)
    }
    // An intent without `pendingIntent` is pending itself.
    var intent = CompactHeaderScan(
      Array(#"{"id":5,"intends":"edit","kind":"intent","time":"2026-11-20T10:00:00Z"}"#.utf8))
    #expect(intent.pointers(sequence: 5) == UndoPointers(pendingIntent: 5, shownNumber: 5))
  }
}
