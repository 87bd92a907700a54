import BlogDocCore
import BlogDocTestSupport
import Foundation
import Testing

@testable import BlogDocServer
import BlogDocBlog
import BlogDocTextForm

/// The editor holds each field as JSON (a string, or an array for a list) and sends it
/// back as the text `edit --set` takes: for every kind, a value shown in the form and sent
/// back unchanged is the value the file held.
@Suite("Form fields")
struct FormFieldsTests {
  /// A value of `kind` that `--set` text can express (what any document written by blogdoc
  /// holds): list items without surrounding spaces, and an optional string never empty.
  static func value(
    of kind: FieldKind, using rng: inout any SeededRandomNumberGenerator
  ) -> FieldValue {
    switch kind {
    case .optional(let wrapped):
      guard Bool.random(using: &rng) else { return .null }
      let value = self.value(of: wrapped, using: &rng)
      switch value {
      case .string(let text) where text.isEmpty: return .string("x")
      case .list(let items) where items.isEmpty: return .list(["x"])
      default: return value
      }
    case .string:
      // One line: a one-line field with a line break is not a value a file can hold.
      return .string(Generators.oneLine(Generators.hostileText(maxLength: 30).run(using: &rng)))
    case .text:
      return .string(Generators.hostileText(maxLength: 30).run(using: &rng))
    case .bool:
      return .bool(Bool.random(using: &rng))
    case .integer:
      return .integer(Int64.random(in: .min ... .max, using: &rng))
    case .double:
      let choices: [Double] = [
        0, -0.0, 1.5, -2.25e-300, 1e300, .pi, 0.1,
        Double(Int64.random(in: -1000...1000, using: &rng)) / 7,
      ]
      return .double(choices.randomElement(using: &rng)!)
    case .date:
      let offset: Int16? =
        Bool.random(using: &rng) ? nil : Int16.random(in: -720...840, using: &rng)
      let digits = Int8.random(in: 0...9, using: &rng)
      var nanoseconds = Int32.random(in: 0...999_999_999, using: &rng)
      for _ in digits..<9 { nanoseconds /= 10 }
      for _ in digits..<9 { nanoseconds *= 10 }
      return .date(
        Timestamp(
          secondsSince1970: Int64.random(in: 0...4_102_444_800, using: &rng),
          nanoseconds: nanoseconds,
          fractionDigits: digits, utcOffsetMinutes: offset))
    case .url:
      let paths = ["", "/", "/a/b?q=1&r=%20", "/caf%C3%A9#top", "/~user/x.html"]
      return .url(URL(string: "https://example.org" + paths.randomElement(using: &rng)!)!)
    case .list:
      let items = (0..<Int.random(in: 0...4, using: &rng)).map { _ in
        Generators.oneLine(Generators.hostileText(maxLength: 12).run(using: &rng))
          .trimmingWhitespace()
      }
      return .list(items.filter { !$0.isEmpty })
    }
  }

  /// A specimen with a random value in every field.
  static let specimen = Generator<Specimen, Shrink.None<Specimen>> { rng in
    var specimen = Specimen()
    specimen.id = "s"
    for field in Specimen.schema.fields where field.name != "id" {
      _ = field.setValue(value(of: field.kind, using: &rng), in: &specimen)
    }
    return specimen
  }

  @Test func everyKindComesBackThroughTheFormAsTheSameValue() async {
    await propertyCheck(count: propertyCount(300), input: Self.specimen) { specimen throws in
      let form = FormFields<Specimen>.values(of: specimen)
      #expect(form.map(\.key) == Specimen.schema.fields.map(\.name))
      for field in Specimen.schema.fields {
        let text = try FormFields<Specimen>.text(of: form[field.name]!, for: field)
        let edit = try FieldEdit<Specimen>.parse("\(field.name)=\(text)", as: "--set")
        #expect(edit.operation == .set(field.value(in: specimen)), "\(field.name): \(text)")
        // The base a save compares with the file is the same text the file formats.
        #expect(text == (try specimen.formattedValue(forField: field.name)))
      }
    }
  }

  @Test func aFormHoldsStringsAndListsAsArrays() throws {
    var entry = BlogEntry(id: "hello", title: "Hello")
    entry.tagNames = ["a,b", "c\\d"]
    entry.isDraft = true
    let form = FormFields<BlogEntry>.values(of: entry)
    #expect(form["title"] == .string("Hello"))
    #expect(form["summary"] == .string(""))
    #expect(form["isDraft"] == .string("true"))
    #expect(form["tagNames"] == .array([.string("a,b"), .string("c\\d")]))
    #expect(form["categoryNames"] == .array([]))
    let tags = BlogEntry.schema.field(named: "tagNames")!
    #expect(try FormFields<BlogEntry>.text(of: form["tagNames"]!, for: tags) == "a\\,b,c\\\\d")
  }

  @Test func anEmptyOptionalListIsAbsent() throws {
    let aliases = Specimen.schema.field(named: "aliases")!
    #expect(try FormFields<Specimen>.text(of: .array([]), for: aliases) == "")
    let edit = try FieldEdit<Specimen>.parse("aliases=", as: "--set")
    #expect(edit.operation == .set(.null))
  }

  @Test(arguments: [
    ("title", ArchiveValue.number("1"), "The value of 'title' must be a string."),
    ("title", .array([.string("a")]), "The value of 'title' must be a string."),
    ("isDraft", .bool(true), "The value of 'isDraft' must be a string."),
    ("summary", .null, "The value of 'summary' must be a string."),
    ("tagNames", .string("a,b"), "The value of 'tagNames' must be an array of strings."),
    (
      "tagNames", .array([.string("a"), .number("2")]), "Each item of 'tagNames' must be a string."
    ),
    ("tagNames", .array([.null]), "Each item of 'tagNames' must be a string."),
  ])
  func aValueOfTheWrongJSONTypeIsABadRequest(name: String, value: ArchiveValue, message: String) {
    let field = BlogEntry.schema.field(named: name)!
    #expect(throws: RequestRefusal(400, message)) {
      try FormFields<BlogEntry>.text(of: value, for: field)
    }
  }
}
