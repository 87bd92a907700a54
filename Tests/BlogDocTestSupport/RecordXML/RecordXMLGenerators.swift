import BlogDocCore
import PropertyBased

/// Random RSS-shaped XML for the record reader: a tree of a few names (some prefixed, some
/// under an IRI namespace, some under no declared prefix at all), attributes, escaped text,
/// CDATA split the way WordPress splits `]]>`, comments, processing instructions and
/// self-closing elements anywhere; then, some of the time, one flaw (a NUL, a DOCTYPE, a
/// dropped or changed byte, text after the root).
///
/// ```swift
/// await propertyCheck(input: RecordXMLGenerators.document) { bytes in
///   #expect(XMLRecordOracle.disagreement(on: bytes, recordPath: ["rss", "channel", "item"]) == nil)
/// }
/// ```
public enum RecordXMLGenerators {
  static let names = [
    "item", "item", "title", "category", "wp:post_id", "wp:postmeta", "wp:meta_key", "dc:creator",
    "unicode:note", "channel", "rss", "a", "ext:undeclared", "content:encoded",
  ]
  static let attributeNames = ["domain", "nicename", "wp:a", "unicode:ü", "xml:lang", "ext:b"]
  static let declarations = [
    #"xmlns:wp="http://wordpress.org/export/1.2/""#,
    #"xmlns:dc="http://purl.org/dc/elements/1.1/""#,
    #"xmlns:content="http://purl.org/rss/1.0/modules/content/""#,
    #"xmlns:unicode="http://ëxämplë.com/ünïcödë/""#, #"xmlns="http://ëxämplë.com/default/""#,
    #"xmlns:relative="relative/path""#,
  ]

  /// The bytes of a random document, flawed about one time in four.
  public static let document = Generator<[UInt8], Shrink.None<[UInt8]>> { rng in
    makeDocument(using: &rng)
  }

  static func makeDocument(using rng: inout any SeededRandomNumberGenerator) -> [UInt8] {
    var xml = Bool.random(using: &rng) ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" : ""
    if Int.random(in: 0..<4, using: &rng) == 0 { xml += "<!-- exported -->\n" }
    let declared = declarations.filter { _ in Bool.random(using: &rng) }.joined(separator: " ")
    xml += "<rss version=\"2.0\" \(declared)><channel>"
    xml += children(depth: 2, using: &rng)
    for _ in 0..<Int.random(in: 0...4, using: &rng) {
      xml += element("item", depth: 3, using: &rng) + children(depth: 2, using: &rng)
    }
    xml +=
      "</channel>" + (Int.random(in: 0..<8, using: &rng) == 0 ? "<channel><item/></channel>" : "")
      + "</rss>\n"
    var bytes = Array(xml.utf8)
    if Int.random(in: 0..<4, using: &rng) == 0 { flaw(&bytes, using: &rng) }
    return bytes
  }

  private static func children(
    depth: Int, using rng: inout any SeededRandomNumberGenerator
  ) -> String {
    var xml = ""
    guard depth < 9 else { return xml }
    for _ in 0..<Int.random(in: 0...(depth < 5 ? 4 : 1), using: &rng) {
      switch Int.random(in: 0..<10, using: &rng) {
      case 0..<5: xml += element(names.randomElement(using: &rng)!, depth: depth + 1, using: &rng)
      case 5..<8: xml += text(using: &rng)
      case 8:
        xml += ["<!-- note -->", "<?pi data?>", "<![CDATA[a]]]]><![CDATA[>b]]>", "\n\t"]
          .randomElement(using: &rng)!
      default: xml += "<" + names.randomElement(using: &rng)! + "/>"
      }
    }
    return xml
  }

  private static func element(
    _ name: String, depth: Int, using rng: inout any SeededRandomNumberGenerator
  ) -> String {
    var tag = "<" + name
    for attribute in attributeNames where Int.random(in: 0..<6, using: &rng) == 0 {
      tag +=
        " \(attribute)=\"\(escaped(Generators.makeText(using: &rng, maxLength: 8), quote: true))\""
    }
    if Int.random(in: 0..<6, using: &rng) == 0 { return tag + "/>" }
    return tag + ">" + children(depth: depth, using: &rng) + "</" + name + ">"
  }

  private static func text(using rng: inout any SeededRandomNumberGenerator) -> String {
    let text = Generators.makeText(using: &rng, maxLength: 12)
    switch Int.random(in: 0..<4, using: &rng) {
    case 0: return "<![CDATA[" + WXRWriter.splittingCDATAEnd(text) + "]]>"
    case 1: return escaped(text, quote: false) + "&#x1F600;&#233;&lt;&amp;"
    default: return escaped(text, quote: false)
    }
  }

  /// `text` with the characters markup needs escaped (and CR as a reference, so it
  /// survives), as WordPress escapes it.
  static func escaped(_ text: String, quote: Bool) -> String {
    WXRWriter.escaped(text, quote: quote)
  }

  private static func flaw(_ bytes: inout [UInt8], using rng: inout any SeededRandomNumberGenerator)
  {
    let at = Int.random(in: 0..<bytes.count, using: &rng)
    switch Int.random(in: 0..<6, using: &rng) {
    case 0: bytes.insert(0, at: at)
    case 1: bytes.insert(contentsOf: "<!DOCTYPE rss [<!ENTITY e \"x\">]>\n".utf8, at: 0)
    case 2: bytes.remove(at: at)
    case 3: bytes[at] = UInt8.random(in: 0...255, using: &rng)
    case 4: bytes += Array("trailing".utf8)
    default: bytes.insert(contentsOf: "<item/>".utf8, at: at)
    }
  }
}
