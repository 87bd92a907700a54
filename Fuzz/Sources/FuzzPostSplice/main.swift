import BlogDocCore
import BlogDocInterchange
import BlogDocBlog
import FuzzSupport

/// Feeds arbitrary text, as a Markdown post, to `MarkdownPostFormat`, edits every post it
/// reads (edits picked from a hash of the bytes: the title, the summary set or cleared, the
/// tags, the draft flag, the body) and splices the edit into the bytes. A splice must read
/// back as the edited post and keep the body's bytes unless the body changed; a refused one
/// may only give front matter written anew, which must read back too, with the body kept.
/// A splice of the edit back, with the text the journal keeps (`valueSources`), must give
/// back the original bytes, as `undo` does. (Seeds: Fuzz/Seeds/FuzzFrontMatter and
/// SampleDocs/import/posts.)
let format = MarkdownPostFormat()
let names = ["_posts/2024-01-05-fuzz.md", "content/posts/fuzz/index.md", "fuzz.md"]

func edited(_ document: BlogDocument, seed: UInt64) -> BlogDocument {
  var mix = Mix(state: seed)
  var result = document
  let id = result.ids[0]
  for step in 0..<(1 + mix.next(2)) {
    switch mix.next(6) {
    case 0: result[id: id]?.title = mix.next(2) == 0 ? "Retitled \(step): \"é\" #" : "Plain \(step)"
    case 1: result[id: id]?.summary = mix.next(2) == 0 ? nil : "Summary\n\(step) 'x'"
    case 2: result[id: id]?.tagNames.append("tag \(step), [x]")
    case 3: result[id: id]?.tagNames = []
    case 4: result[id: id]?.isDraft.toggle()
    default: result[id: id]?.bodyText = "Body \(step)\n---\n"
    }
  }
  return result
}

/// The body the import reads from `bytes`, or `nil` when they are no post.
func body(of bytes: [UInt8], name: String) -> String? {
  guard let text = String(validating: bytes, as: UTF8.self),
    case .string(let body)? = try? FrontMatterFile.record(text: text, name: name).objectValue?["$body"]
  else { return nil }
  return body
}

runFuzzer { bytes in
  let source = Array(bytes)
  let seed = Mix.hash(source)
  let name = names[Int(seed % UInt64(names.count))]
  let options = DecodingOptions(maxDocumentBytes: 1 << 20, maxTextBytes: 1 << 16, sourceName: name)
  guard
    let (decoded, map) = try? source.withUnsafeBytes({ try format.decodeWithSourceMap(BlogEntry.self, from: $0, options: options) })
  else { return }
  let original = decoded.document
  let edit = edited(original, seed: seed)
  let diff = edit.difference(from: original)
  let bodyKept = original.entries[0].bodyText == edit.entries[0].bodyText
  let output: [UInt8]
  var isSpliced = true
  do throws(SpliceRefusal) {
    output = try format.splice(source, map: map, original: original, edited: edit, diff: diff, entrySources: [:], valueSources: [])
  } catch {
    guard let rewrite = error.rewrite else { return }
    output = rewrite
    isSpliced = false
  }
  let reread = try? output.withUnsafeBytes { try format.decodeWithSourceMap(BlogEntry.self, from: $0, options: options) }
  check(reread?.0.document, equals: edit, "a splice reads back as the edited post")
  if bodyKept, let oldBody = body(of: source, name: name) {
    check(String(decoding: output, as: UTF8.self).hasSuffix(oldBody), "the body's bytes are kept")
  }
  guard isSpliced, let (_, editedMap) = reread else { return }
  let kept = format.valueSources(changedBy: diff, in: source, map: map, original: original)
  let back = try? format.splice(
    output, map: editedMap, original: edit, edited: original, diff: original.difference(from: edit),
    entrySources: [:], valueSources: kept)
  check(back, equals: source, "a splice of the edit back gives the original bytes")
}
