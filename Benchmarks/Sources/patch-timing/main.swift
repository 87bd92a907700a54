// How applying a JSON Patch compares with what `blogdoc apply` pays around it: reading and
// writing the file. One run of each step, best of five, on the benchmark corpus.
// Run: swift run -c release patch-timing
import BenchCorpus
import BlogDocCore
import BlogDocJSON
import BlogDocBlog
import Glibc

let count = 10_000
let format = JSONArchiveFormat()
let blog = CorpusGenerator.blog(count: count)
let bytes = try format.encode(blog)

// A patch replacing every entry's title, as another tool would send it.
var text = "["
for index in 0..<count {
  text += (index > 0 ? ",\n" : "\n")
  text += #"{"op": "replace", "path": "/blog/\#(index)/title", "value": "Retitled \#(index)"}"#
}
text += "\n]\n"
let patchBytes = Array(text.utf8)
let patch = try JSONPatch(json: patchBytes)

var sink = 0
let decode = try milliseconds { sink &+= try format.decode(BlogEntry.self, from: bytes).count }
let encode = try milliseconds { sink &+= try format.encode(blog).count }
let parse = try milliseconds { sink &+= try JSONPatch(json: patchBytes).operations.count }
let apply = try milliseconds { sink &+= try blog.applying(patch).diff.entryChanges.count }
let patched = try blog.applying(patch).document
let differenceOnly = milliseconds { sink &+= patched.difference(from: blog).entryChanges.count }
print("difference alone       \(String(format: differenceOnly))")
let edit = milliseconds {
  var edited = blog
  edited[id: "entry-05000"]?.title = "Retitled"
  sink &+= edited.difference(from: blog).entryChanges.count
}
let patchWithTests = JSONPatch(try blog.applying(patch).diff, appliedTo: blog, includingTests: true)
let produce = milliseconds {
  sink &+=
    JSONPatch(try! blog.applying(patch).diff, appliedTo: blog, includingTests: true).operations
    .count
}

print(
  "\(count) entries, \(bytes.count / 1_000_000) MB of JSON; patch of \(patch.operations.count) replaces, \(patchBytes.count / 1000) KB"
)
print("decode file            \(String(format: decode))")
print("encode file            \(String(format: encode))")
print("parse patch            \(String(format: parse))")
print("apply patch (+ diff)   \(String(format: apply))")
print("one-field edit (+diff) \(String(format: edit))")
print(
  "produce patch w/ tests \(String(format: produce)) (\(patchWithTests.operations.count) operations)"
)
let applyCommand = decode + parse + apply + encode
let editCommand = decode + edit + encode
print(
  "apply command ≈ \(String(format: applyCommand)) ms vs edit command ≈ \(String(format: editCommand)) ms: \(String(format: applyCommand / editCommand))×"
)
if sink == 42 { print("") }

func String(format value: Double) -> String {
  let scaled = (value * 10).rounded() / 10
  return "\(scaled)"
}
