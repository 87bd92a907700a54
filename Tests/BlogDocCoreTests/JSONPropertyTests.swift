import BlogDocCore
import BlogDocTestSupport
import BlogDocJSON
import BlogDocBlog
import Testing

@Suite("JSON properties")
struct JSONPropertyTests {
  let format = JSONArchiveFormat()

  @Test func randomValuesSurviveAsUnknownMembers() async {
    await propertyCheck(count: 200, input: Generators.archiveValue) { value throws in
      let entry = BlogEntry(id: "e", title: "E", unknownFields: ["value": value, "after": .null])
      let blog = try BlogDocument(entries: [entry], unknownFields: ["value": value])
      #expect(try format.decode(BlogEntry.self, from: try format.encode(blog)) == blog)
    }
  }

  @Test func randomValuesReadBackThroughTheValueReader() async {
    await propertyCheck(count: 200, input: Generators.archiveValue) { value throws in
      let blog = try BlogDocument(entries: [], unknownFields: ["value": value])
      let root = try JSONValueReader.parse(try format.encode(blog))
      #expect(root == .object(["formatVersion": .number("2"), "blog": .array([]), "value": value]))
    }
  }

  @Test func randomEntriesSurvive() async {
    await propertyCheck(count: 200, input: Generators.blogEntry) { entry throws in
      let document = ModelDocument(entry: entry)
      #expect(try format.decode(BlogEntry.self, from: try format.encode(document)) == document)
    }
  }

  @Test func randomBlogsSurvive() async {
    await propertyCheck(count: 100, input: Generators.blogDocument()) { blog throws in
      #expect(try format.decode(BlogEntry.self, from: try format.encode(blog)) == blog)
    }
  }

  /// Damaged documents: bytes flipped, cut, repeated. Reading one may succeed or fail,
  /// but it must not crash, and a failure always names a line and column.
  @Test func damagedDocumentsNeverCrashTheReader() async {
    let damaged = Generator<[UInt8], Shrink.None<[UInt8]>> { rng in
      let blog = Generators.blogDocument(maxCount: 3).run(using: &rng)
      var bytes = (try? JSONArchiveFormat().encode(blog)) ?? []
      for _ in 0..<Int.random(in: 1...4, using: &rng) where !bytes.isEmpty {
        let index = Int.random(in: 0..<bytes.count, using: &rng)
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: bytes[index] = UInt8.random(in: 0...255, using: &rng)
        case 1: bytes.removeSubrange(index...)
        case 2: bytes.remove(at: index)
        default: bytes.insert(contentsOf: bytes[index...].prefix(8), at: index)
        }
      }
      return bytes
    }
    await propertyCheck(count: 300, input: damaged) { bytes in
      do throws(ArchiveError) {
        _ = try format.decode(BlogEntry.self, from: bytes)
      } catch {
        #expect(error.location != nil || error.kind == .schema)
      }
      do throws(ArchiveError) {
        _ = try JSONValueReader.parse(bytes)
      } catch {
        #expect(error.location != nil)
      }
    }
  }
}
