// make-corpus: writes the benchmark corpus with blogdoc's real formats.
//
//   make-corpus <directory> [<count>...]
//
// For each count (default 10000) writes `blog-<n>.xml` and `blog-<n>.json`, with n
// written as `10k`, `100k`, …: 10000 entries are ≈ 25 MB of XML, 100000 ≈ 250 MB.
import BenchCorpus
import BlogDocCore
import BlogDocXML
import BlogDocJSON
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("make-corpus: \(message)\n".utf8))
  exit(64)
}

var arguments = CommandLine.arguments.dropFirst()
guard let directory = arguments.popFirst(), !directory.hasPrefix("-") else {
  fail("Please specify an output directory: make-corpus <directory> [<count>...]")
}
let counts =
  arguments.isEmpty
  ? [10_000]
  : arguments.map { argument in
    guard let count = Int(argument), count > 0 else {
      fail("Expected a positive entry count, found '\(argument)'.")
    }
    return count
  }

func label(_ count: Int) -> String {
  count % 1000 == 0 ? "\(count / 1000)k" : "\(count)"
}

do {
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  for count in counts {
    let blog = CorpusGenerator.blog(count: count)
    let formats: [(String, any ArchiveFormat)] = [
      ("xml", XMLArchiveFormat()), ("json", JSONArchiveFormat()),
    ]
    for (suffix, format) in formats {
      let path = "\(directory)/blog-\(label(count)).\(suffix)"
      let bytes = try format.encode(blog)
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      print("\(path): \(count) entries, \(bytes.count) bytes")
    }
  }
} catch {
  fail("\(error)")
}
