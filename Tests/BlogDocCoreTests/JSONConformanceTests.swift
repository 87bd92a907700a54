import BlogDocCore
import BlogDocJSON
import Foundation
import Testing

/// Nicolas Seriot's JSONTestSuite (MIT, vendored in `Resources/JSONTestSuite`): every `y_`
/// file must parse, every `n_` file must be refused, and no `i_` file may crash the reader.
@Suite("JSON conformance (JSONTestSuite)")
struct JSONConformanceTests {
  /// The `y_` files blogdoc refuses on purpose, with the whole message it gives.
  ///
  /// Duplicate keys are legal in RFC 8259 but refused by `Docs/FORMAT.md`; the rest hold
  /// characters XML 1.0 cannot, which blogdoc refuses in every format (`XMLCharacterRule`).
  static let refusedByDesign: [String: String] = [
    "y_object_duplicated_key.json": "1:10: Duplicate key \"a\" in one object.",
    "y_object_duplicated_key_and_value.json": "1:10: Duplicate key \"a\" in one object.",
    "y_object_escaped_null_in_key.json": "1:6: " + disallowed("U+0000"),
    "y_string_allowed_escapes.json": "1:9: " + disallowed("U+0008"),
    "y_string_escaped_control_character.json": "1:3: " + disallowed("U+0012"),
    "y_string_escaped_noncharacter.json": "1:3: " + disallowed("U+FFFF"),
    "y_string_nonCharacterInUTF-8_U+FFFF.json": "1:3: " + disallowed("U+FFFF"),
    "y_string_null_escape.json": "1:3: " + disallowed("U+0000"),
    "y_string_unicode_U+FFFE_nonchar.json": "1:3: " + disallowed("U+FFFE"),
  ]

  static func disallowed(_ name: String) -> String {
    "Found \(name), a character XML 1.0 cannot hold; blogdoc refuses it in every format."
  }

  /// Where the suite's files are: `.copy("Resources")` keeps the folder, and Linux and
  /// macOS bundles put it under different roots.
  static let directory: URL? = {
    let roots = [Bundle.module.bundleURL, Bundle.module.resourceURL].compactMap { $0 }
    return roots.lazy
      .map { $0.appendingPathComponent("Resources/JSONTestSuite/test_parsing") }
      .first { FileManager.default.fileExists(atPath: $0.path) }
  }()

  static func files(_ prefix: String) -> [String] {
    guard let directory,
      let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
    else { return [] }
    return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
  }

  static func contents(of name: String) throws -> [UInt8] {
    let url = try #require(directory).appendingPathComponent(name)
    return Array(try Data(contentsOf: url))
  }

  @Test func theWholeSuiteIsVendored() {
    #expect(Self.files("y_").count == 95)
    #expect(Self.files("n_").count == 188)
    #expect(Self.files("i_").count == 35)
    #expect(Set(Self.refusedByDesign.keys).isSubset(of: Self.files("y_")))
  }

  @Test(arguments: files("y_"))
  func acceptedFilesParse(_ name: String) throws {
    let bytes = try Self.contents(of: name)
    if let message = Self.refusedByDesign[name] {
      let error = try #require(throws: ArchiveError.self) { try JSONValueReader.parse(bytes) }
      #expect(error.description == message)
    } else {
      #expect(throws: Never.self) { try JSONValueReader.parse(bytes) }
    }
  }

  @Test(arguments: files("n_"))
  func rejectedFilesAreRefusedWithALocation(_ name: String) throws {
    let bytes = try Self.contents(of: name)
    let error = try #require(throws: ArchiveError.self) { try JSONValueReader.parse(bytes) }
    #expect(error.location != nil)
    #expect(error.kind == .malformed || error.kind == .limitExceeded)
  }

  /// The `i_` files leave the choice to the parser. blogdoc keeps every number as its
  /// literal text, so huge, tiny and long numbers are accepted, and skips a UTF-8
  /// byte-order mark as RFC 8259 allows; it refuses lone surrogates, invalid UTF-8, UTF-16
  /// and nesting past 64 levels. Either way, no
  /// file may crash the reader, and a refusal names a line and column.
  @Test(arguments: files("i_"))
  func implementationDefinedFilesFollowBlogdocsChoices(_ name: String) throws {
    let bytes = try Self.contents(of: name)
    if name.hasPrefix("i_number_") || name == "i_structure_UTF-8_BOM_empty_object.json" {
      #expect(throws: Never.self) { try JSONValueReader.parse(bytes) }
    } else {
      let error = try #require(throws: ArchiveError.self) { try JSONValueReader.parse(bytes) }
      #expect(error.location != nil)
    }
  }
}
