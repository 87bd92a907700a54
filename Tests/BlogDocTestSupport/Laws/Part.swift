import BlogDocCore
import FoundationEssentials
import PropertyBased

/// A spare part in a stock list: a second model for the law tests, unlike the blog in its
/// kinds (integers, numbers, optional integer, date and URL, an optional list, a multi-line
/// optional text) and with no field named `title`.
public struct Part: LawModel {
  public var id = ""
  public var name = ""
  public var quantity = 0
  public var weight = 0.0
  public var rating: Int?
  public var checkedAt: Timestamp?
  public var aliases: [String] = []
  public var bins: [String]?
  public var notes: String?
  public var isObsolete = false
  public var datasheet: URL?
  public var unknownFields = ArchiveObject()

  public init() {}

  public static let schema = Schema<Part>(
    entryName: "part", collectionName: "stock", namespace: "urn:example:stock", version: 1,
    id: \.id,
    fields: [
      Field("name", \.name),
      Field("quantity", \.quantity),
      Field("weight", \.weight),
      Field("rating", \.rating),
      Field("checkedAt", \.checkedAt),
      .list("aliases", \.aliases, item: "alias"),
      .list("bins", \.bins, item: "bin"),
      .text("notes", \.notes),
      Field("isObsolete", \.isObsolete),
      Field("datasheet", \.datasheet),
    ])

  static let words = ["bolt", "nut", "m4", "m5", "washer", "spring", "hex"]

  /// A part with every field drawn at random (valid values: one-line names, finite numbers).
  static func random(id: String, using rng: inout any SeededRandomNumberGenerator) -> Part {
    var part = Part()
    part.id = id
    part.name = Generators.oneLine(Generators.makeText(using: &rng, maxLength: 12))
    part.quantity = Int.random(in: -5...1_000, using: &rng)
    part.weight = randomWeight(using: &rng)
    part.rating = Bool.random(using: &rng) ? Int.random(in: 0...5, using: &rng) : nil
    part.checkedAt = Bool.random(using: &rng) ? Generators.makeTimestamp(using: &rng) : nil
    part.aliases = Array(words.shuffled(using: &rng).prefix(Int.random(in: 0...3, using: &rng)))
    part.bins =
      Bool.random(using: &rng) ? Array(words.prefix(Int.random(in: 1...2, using: &rng))) : nil
    part.notes = Bool.random(using: &rng) ? Generators.makeText(using: &rng, maxLength: 30) : nil
    part.isObsolete = Bool.random(using: &rng)
    part.datasheet = Bool.random(using: &rng) ? URL(string: "https://parts.example/\(id).pdf") : nil
    return part
  }

  static func randomWeight(using rng: inout any SeededRandomNumberGenerator) -> Double {
    [0, -0.5, 1.25, 1e-3, 12_345.678, 1e300].randomElement(using: &rng)!
  }

  public static func randomDocument(
    using rng: inout any SeededRandomNumberGenerator
  ) -> ModelDocument<Part> {
    let count = Int.random(in: 0...6, using: &rng)
    let parts = (0..<count).map { random(id: "part-\($0)", using: &rng) }
    return try! ModelDocument(entries: parts)
  }

  public static func randomEdit(using rng: inout any SeededRandomNumberGenerator) -> ModelEdit<Part>
  {
    let entry = Int.random(in: 0..<64, using: &rng)
    let word = words.randomElement(using: &rng)!
    let number = Int.random(in: -3...3, using: &rng)
    switch Int.random(in: 0..<14, using: &rng) {
    case 0:
      let name = "N" + Generators.oneLine(Generators.makeText(using: &rng, maxLength: 8))
      return .field("name = \(name)", entry: entry) { $0.name = name }
    case 1: return .field("quantity += \(number)", entry: entry) { $0.quantity += number }
    case 2:
      let weight = randomWeight(using: &rng)
      return .field("weight = \(weight)", entry: entry) { $0.weight = weight }
    case 3:
      let rating: Int? = number < 0 ? nil : number
      return .field("rating = \(String(describing: rating))", entry: entry) { $0.rating = rating }
    case 4:
      let date = Bool.random(using: &rng) ? Generators.makeTimestamp(using: &rng) : nil
      return .field("checkedAt = \(String(describing: date))", entry: entry) { $0.checkedAt = date }
    case 5:
      return .field("aliases += \(word)", entry: entry) { part in
        if !part.aliases.contains(word) { part.aliases.append(word) }
      }
    case 6:
      return .field("aliases.remove(\(number))", entry: entry) { part in
        if !part.aliases.isEmpty { part.aliases.remove(at: abs(number) % part.aliases.count) }
      }
    case 7:
      return .field("bins += \(word)", entry: entry) { part in
        if part.bins?.contains(word) != true { part.bins = (part.bins ?? []) + [word] }
      }
    case 8: return .field("bins = nil", entry: entry) { $0.bins = nil }
    case 9:
      let notes = Bool.random(using: &rng) ? Generators.makeText(using: &rng, maxLength: 30) : nil
      return .field("notes = \(String(describing: notes))", entry: entry) { $0.notes = notes }
    case 10: return .field("isObsolete.toggle()", entry: entry) { $0.isObsolete.toggle() }
    case 11:
      let address =
        Bool.random(using: &rng) ? URL(string: "https://parts.example/\(word).pdf") : nil
      return .field("datasheet = \(String(describing: address))", entry: entry) {
        $0.datasheet = address
      }
    default:
      return .structural(template: random(id: "template", using: &rng), using: &rng)
    }
  }
}
