import FuzzSupport
import XMLRecordOracle

/// Feeds arbitrary bytes, as a WordPress export would arrive, to `XMLRecordReader`: it must
/// never trap, and must agree with an oracle built on libxml2's tree parser (see
/// `XMLRecordOracle`): both refuse, or both accept with the same records in the same order.
/// Records nest at most 8 levels here (WordPress's deepest, a comment's meta key, is 4), so
/// the depth limit is reached too.
runFuzzer { bytes in
  // The oracle does not model the reader's 64 KB prolog limit.
  guard bytes.count < XMLRecordOracle.maxInputSize else { return }
  let disagreement = XMLRecordOracle.disagreement(on: bytes, recordPath: ["rss", "channel", "item"], maxDepth: 8)
  check(disagreement == nil, "\(disagreement ?? "")\ninput: \(String(decoding: bytes, as: UTF8.self).debugDescription)")
}
