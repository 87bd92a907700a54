import BlogDocCore
import BlogDocBlog
import BlogDocTextForm
import FuzzSupport

/// The entry the edited text is applied to.
let base: BlogEntry = {
  var entry = BlogEntry()
  entry.id = "fuzz"
  entry.title = "Fuzzing"
  entry.bodyText = "Body\nwith two lines"
  entry.tagNames = ["a", "b"]
  return entry
}()

/// Feeds arbitrary text to the `$EDITOR` form reader: it must throw an
/// `EditableTextError` or return an entry whose rendered form applies back to itself.
runFuzzer { bytes in
  let text = String(decoding: bytes, as: UTF8.self)
  guard let edited = try? EditableText.apply(text, to: base) else { return }
  let rendered = EditableText.render(edited)
  do {
    check(try EditableText.apply(rendered, to: base), equals: edited, "the rendered form applies to another entry:\n\(rendered)")
    check(try EditableText.apply(rendered, to: edited), equals: edited, "the rendered form is not a fixed point:\n\(rendered)")
  } catch {
    check(false, "the rendered form of an accepted edit is refused: \(error)\n\(rendered)")
  }
}
