// Foundation for `folding(options:locale:)`, which strips diacritics through ICU; Yams
// links Foundation into this module already, so it costs nothing more.
import Foundation

/// Turns any title or remote id into an id blogdoc accepts.
enum Slug {
  /// `Hello, Wörld!` → `hello-world`; `%e6%97%a5` (a percent-encoded WordPress slug) is
  /// decoded first. Letters without a Latin base (`日本`) are dropped, so such a title may
  /// give an empty slug, which the caller treats as no slug.
  ///
  /// - Complexity: O(*n*) in the text's length.
  static func make(from text: String) -> String {
    let decoded = text.contains("%") ? (text.removingPercentEncoding ?? text) : text
    // Folding goes through ICU; plain ASCII only needs lowercasing.
    let folded =
      decoded.utf8.allSatisfy { $0 < 0x80 }
      ? decoded.lowercased()
      : decoded.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil)
    var slug = ""
    var pendingHyphen = false
    for scalar in folded.unicodeScalars {
      let isWordScalar = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
      if isWordScalar {
        if pendingHyphen && !slug.isEmpty { slug.append("-") }
        pendingHyphen = false
        slug.unicodeScalars.append(scalar)
      } else if scalar == "'" || scalar == "\u{2019}" {
        continue  // "Ada's" → "adas", as WordPress does.
      } else {
        pendingHyphen = true
      }
      if slug.utf8.count >= 200 { break }
    }
    while slug.hasSuffix("-") { slug.removeLast() }
    return slug
  }
}
