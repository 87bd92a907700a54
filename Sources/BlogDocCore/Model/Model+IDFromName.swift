extension Model {
  /// An id made from `name` (a file name without its extension, say): lowercase ASCII
  /// letters and digits, with a hyphen for each run of anything else. Latin letters with
  /// marks fold to their base letter (`Ü` → `u`, `ø` → `o`, `æ` → `ae`, `ß` → `ss`);
  /// `unspellable` is the first letter or digit with no ASCII spelling (`日`), which the
  /// id leaves out, so a caller can ask for an id instead of inventing a poor one.
  ///
  /// ```swift
  /// BlogEntry.id(fromName: "Ünïcode Café")  // (id: "unicode-cafe", unspellable: nil)
  /// BlogEntry.id(fromName: "Ünïcode 日本")   // (id: "unicode", unspellable: "日")
  /// ```
  ///
  /// - Complexity: O(n) in the length of `name`.
  public static func id(fromName name: String) -> (id: String, unspellable: Character?) {
    var id = ""
    var unspellable: Character?
    for character in name {
      if let spelled = asciiSpelling(of: character) {
        id += spelled
      } else {
        if unspellable == nil && (character.isLetter || character.isNumber) { unspellable = character }
        if !id.isEmpty && id.last != "-" { id += "-" }
      }
    }
    while id.last == "-" { id.removeLast() }
    return (id, unspellable)
  }

  /// `character` as lowercase ASCII letters and digits, or `nil` when it is not a letter
  /// or digit or has no ASCII spelling. A Latin letter's spelling comes from its Unicode
  /// name ("LATIN SMALL LETTER U WITH DIAERESIS" is a `u`), so no table is kept here;
  /// combining marks after a base letter are dropped.
  private static func asciiSpelling(of character: Character) -> String? {
    var spelled = ""
    for scalar in character.unicodeScalars {
      if scalar.isASCII {
        guard Character(scalar).isLetter || Character(scalar).isNumber else { return nil }
        spelled += String(Character(scalar)).lowercased()
      } else if scalar.properties.generalCategory == .nonspacingMark, !spelled.isEmpty {
        continue
      } else if scalar == "ß" || scalar == "ẞ" {
        spelled += "ss"
      } else if let letters = latinLetters(named: scalar.properties.name ?? "") {
        spelled += letters
      } else {
        return nil
      }
    }
    return spelled.isEmpty ? nil : spelled
  }

  /// The base letters of a Latin letter's Unicode name: "LATIN CAPITAL LETTER O WITH
  /// STROKE" → "o", "LATIN SMALL LIGATURE OE" → "oe"; `nil` for a name such as "LATIN
  /// SMALL LETTER ETH" whose letter has no one- or two-letter ASCII spelling.
  private static func latinLetters(named name: String) -> String? {
    let prefixes = ["LATIN SMALL LETTER ", "LATIN CAPITAL LETTER ", "LATIN SMALL LIGATURE ", "LATIN CAPITAL LIGATURE "]
    guard let prefix = prefixes.first(where: name.hasPrefix) else { return nil }
    let rest = name.dropFirst(prefix.count)
    let base = rest.split(separator: " WITH ", maxSplits: 1).first ?? rest
    guard (1...2).contains(base.count), base.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
    return base.lowercased()
  }
}
