extension Model {
  /// An id made from `name` (a file name without its extension, say) by `Slug`'s rule:
  /// lowercase ASCII letters and digits, with a hyphen for each run of anything else and
  /// none for an apostrophe (`Ada's` → `adas`). Latin letters with marks fold to their base
  /// letter (`Ü` → `u`, `ø` → `o`, `æ` → `ae`, `ß` → `ss`); `unspellable` is the first
  /// letter or digit with no ASCII spelling (`日`), which the id leaves out, so a caller
  /// can ask for an id instead of inventing a poor one.
  ///
  /// ```swift
  /// BlogEntry.id(fromName: "Ünïcode Café")  // (id: "unicode-cafe", unspellable: nil)
  /// BlogEntry.id(fromName: "Ünïcode 日本")   // (id: "unicode", unspellable: "日")
  /// ```
  ///
  /// - Complexity: O(n) in the length of `name`.
  public static func id(fromName name: String) -> (id: String, unspellable: Character?) {
    let spelling = Slug.spelling(of: name)
    return (spelling.slug, spelling.unspellable)
  }
}
