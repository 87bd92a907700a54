// What recording source ranges costs a JSON and an XML decode, and what a one-field splice
// writes against the canonical encoder. Best of five runs on the benchmark corpus.
// Run: swift run -c release splice-timing
import BenchCorpus
import BlogDocCore
import BlogDocXML
import BlogDocJSON
import BlogDocBlog
import Glibc

func format(_ value: Double) -> String {
  let rounded = (value * 10).rounded() / 10
  return "\(rounded) ms"
}

let count = 10_000
let archive = JSONArchiveFormat()
let blog = CorpusGenerator.blog(count: count)
let bytes = try archive.encode(blog)
var sink = 0

// `splice-timing once xml|json none|plain|mapped` decodes once (or not) and exits, for
// instruction counts that load does not disturb: with valgrind --tool=callgrind (on a copy
// stripped of its DWARF 5 debug info, which valgrind 3.19 cannot read), `plain - none` is
// the decode and `mapped - none` the decode with its source map.
let arguments = CommandLine.arguments
if arguments.count == 4, arguments[1] == "once" {
  let mapped = arguments[3] == "mapped"
  if arguments[3] == "none" {
    // Nothing decoded: what making the corpus costs, to subtract.
    if arguments[2] == "xml" { sink &+= try XMLArchiveFormat().encode(blog).count }
  } else if arguments[2] == "xml" {
    let xmlBytes = try XMLArchiveFormat().encode(blog)
    if mapped {
      sink &+= try xmlBytes.withUnsafeBytes {
        try XMLArchiveFormat().decodeWithSourceMap(BlogEntry.self, from: $0)
      }.1.records.count
    } else {
      sink &+= try XMLArchiveFormat().decode(BlogEntry.self, from: xmlBytes).count
    }
  } else if mapped {
    sink &+= try bytes.withUnsafeBytes { try archive.decodeWithSourceMap(BlogEntry.self, from: $0) }
      .1.records.count
  } else {
    sink &+= try archive.decode(BlogEntry.self, from: bytes).count
  }
  print(sink)
  exit(0)
}

let plain = try milliseconds {
  sink &+= try bytes.withUnsafeBytes {
    try archive.decode(BlogEntry.self, from: $0, options: .default)
  }.document.count
}
let mapped = try milliseconds {
  sink &+= try bytes.withUnsafeBytes { try archive.decodeWithSourceMap(BlogEntry.self, from: $0) }.1
    .records.count
}
print("file                         \(bytes.count) bytes, \(count) entries")
print("decode                       \(format(plain))")
print(
  "decode with source map       \(format(mapped))  (\(Int((mapped / plain * 100 - 100).rounded()))% more)"
)
fflush(nil)  // Every stream: the figures survive a failure further down.
let (decoded, map) = try bytes.withUnsafeBytes {
  try archive.decodeWithSourceMap(BlogEntry.self, from: $0)
}
var edited = decoded.document
let middle = edited.ids[count / 2]
let diff = try edited.transaction("Retitle") { try $0.update(id: middle) { $0.title = "Retitled" } }
var spliced: [UInt8] = []
// As the store splices: from the transaction's diff, proving only the spliced entry.
let splice = try milliseconds {
  spliced = try JSONSplice.splice(
    bytes, map: map, original: decoded.document, edited: edited, diff: diff)
}
let canonical = try milliseconds { sink &+= try archive.encode(edited).count }
let prefix = zip(bytes, spliced).prefix { $0 == $1 }.count
let suffix = zip(bytes.reversed(), spliced.reversed()).prefix { $0 == $1 }.count
print("splice one title (with proof) \(format(splice))")
print("canonical encode             \(format(canonical))")
print(
  "bytes differing after splice \(bytes.count - prefix - suffix) of \(bytes.count) replaced by \(spliced.count - prefix - suffix)"
)
fflush(nil)

// The same for XML.
let xml = XMLArchiveFormat()
let xmlBytes = try xml.encode(blog)
let xmlPlain = try milliseconds {
  sink &+= try xmlBytes.withUnsafeBytes {
    try xml.decode(BlogEntry.self, from: $0, options: .default)
  }.document.count
}
let xmlMapped = try milliseconds {
  sink &+= try xmlBytes.withUnsafeBytes { try xml.decodeWithSourceMap(BlogEntry.self, from: $0) }.1
    .records.count
}
print("XML file                     \(xmlBytes.count) bytes")
print("XML decode                   \(format(xmlPlain))")
print(
  "XML decode with source map   \(format(xmlMapped))  (\(Int((xmlMapped / xmlPlain * 100 - 100).rounded()))% more)"
)
fflush(nil)
let (xmlDecoded, xmlMap) = try xmlBytes.withUnsafeBytes {
  try xml.decodeWithSourceMap(BlogEntry.self, from: $0)
}
var xmlEdited = xmlDecoded.document
let xmlDiff = try xmlEdited.transaction("Retitle") {
  try $0.update(id: middle) { $0.title = "Retitled" }
}
var xmlSpliced: [UInt8] = []
let xmlSplice = try milliseconds {
  xmlSpliced = try XMLSplice.splice(
    xmlBytes, map: xmlMap, original: xmlDecoded.document, edited: xmlEdited, diff: xmlDiff)
}
let xmlCanonical = try milliseconds { sink &+= try xml.encode(xmlEdited).count }
let xmlPrefix = zip(xmlBytes, xmlSpliced).prefix { $0 == $1 }.count
let xmlSuffix = zip(xmlBytes.reversed(), xmlSpliced.reversed()).prefix { $0 == $1 }.count
print("XML splice one title (proof) \(format(xmlSplice))")
print("XML canonical encode         \(format(xmlCanonical))")
print(
  "XML bytes differing          \(xmlBytes.count - xmlPrefix - xmlSuffix) of \(xmlBytes.count) replaced by \(xmlSpliced.count - xmlPrefix - xmlSuffix)"
)
print(sink == 0 ? "" : "done")
