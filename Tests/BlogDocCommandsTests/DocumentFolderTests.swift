import BlogDocStore
import Foundation
import Testing

@testable import BlogDocCommands

/// How `DocumentFolder` lists a folder by names alone, and the style it picks for a new
/// file, against a naive count of the names made.
@Suite("Listing a folder of documents")
struct DocumentFolderTests {
  /// A made-up folder: `count` names, each of a style and an extension.
  struct Layout: CustomStringConvertible {
    var names: [(style: DocumentFolder.NamingStyle, fileExtension: String)]

    var description: String {
      names.map { "\($0.style)/\($0.fileExtension)" }.joined(separator: " ")
    }

    /// The path of the `index`th name, in its style.
    func path(_ index: Int) -> String {
      let (style, fileExtension) = names[index]
      switch style {
      case .plain: return "post-\(index).\(fileExtension)"
      case .dated: return "2024-01-\(10 + index % 20)-post-\(index).\(fileExtension)"
      case .bundle: return "post-\(index)/index.\(fileExtension)"
      }
    }
  }

  /// Layouts from a seeded generator, so a failure can be run again.
  static func layouts(seed: UInt64, count: Int) -> [Layout] {
    var state = seed
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    return (0..<count).map { _ in
      Layout(
        names: (0..<(1 + next(7))).map { _ in
          (DocumentFolder.NamingStyle.allCases[next(3)], ["xml", "json", "XML"][next(3)])
        })
    }
  }

  @Test func theStyleAndFormatAreThoseMostNamesHave() throws {
    for layout in Self.layouts(seed: 25, count: 60) {
      let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("folder-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: root) }
      for index in layout.names.indices {
        let url = root.appendingPathComponent(layout.path(index))
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("<entry/>".utf8).write(to: url)
      }
      try Data("notes".utf8).write(to: root.appendingPathComponent("notes.txt"))
      let folder = try DocumentFolder(listing: root.path)
      // The oracle: counts of the names made. A bundle's `index.XML` is not looked for.
      let listed = layout.names.filter { $0.style != .bundle || $0.fileExtension != "XML" }
      let skipped = layout.names.count - listed.count + 1
      #expect(folder.members.count == listed.count, "\(layout)")
      #expect(folder.skipped == skipped, "\(layout)")
      let styles = DocumentFolder.NamingStyle.allCases.map { style in
        (style, listed.count { $0.style == style })
      }
      let most = styles.map(\.1).max() ?? 0
      #expect(folder.style == styles.first { $0.1 == most }?.0, "\(layout)")
      let formats = ["xml", "json"].map { name in
        (name, listed.count { $0.fileExtension.lowercased() == name })
      }
      let mostFormat = formats.map(\.1).max() ?? 0
      #expect(
        folder.commonFormat?.format.rawValue
          == (mostFormat == 0 ? nil : formats.first { $0.1 == mostFormat }?.0), "\(layout)")
    }
  }

  @Test func aJekyllDateNeedsANameAfterIt() {
    #expect(DocumentFolder.isDated("2024-01-05-hello"))
    #expect(!DocumentFolder.isDated("2024-01-05-"))
    #expect(!DocumentFolder.isDated("2024-1-05-hello"))
    #expect(!DocumentFolder.isDated("hello-2024-01-05"))
    #expect(!DocumentFolder.isDated("2024-01-0x-hello"))
  }
}
