import BlogDocCore
import BlogDocBlog
import PropertyBased

/// Three versions of one blog for merge laws: a base and two sides that each changed
/// some fields of its entries.
public struct ConcurrentEdits: Sendable, CustomStringConvertible {
  /// The common ancestor.
  public var base: BlogDocument
  /// One side.
  public var ours: BlogDocument
  /// The other side.
  public var theirs: BlogDocument

  /// The three documents, for a failing property's report.
  public var description: String { "base:\n\(base)\nours:\n\(ours)\ntheirs:\n\(theirs)" }
}

extension Generators {
  /// A random blog and two sides that changed random fields of its entries to random
  /// values. With `disjoint`, no field of an entry is changed on both sides; otherwise a
  /// field may be changed on both, to the same value or to different ones.
  public static func concurrentEdits(
    disjoint: Bool, maxCount: Int = 6
  )
    -> Generator<ConcurrentEdits, Shrink.None<ConcurrentEdits>>
  {
    Generator { rng in
      let count = Int.random(in: 0...maxCount, using: &rng)
      let base = try! BlogDocument(
        entries: (0..<count).map { makeEntry(id: "entry-\($0)", using: &rng) })
      var ours = base
      var theirs = base
      for id in base.ids {
        let donorA = makeEntry(id: id, using: &rng)
        let donorB = makeEntry(id: id, using: &rng)
        var a = ours[id: id]!
        var b = theirs[id: id]!
        for field in BlogEntry.schema.fields where field.name != "id" {
          switch Int.random(in: 0..<(disjoint ? 4 : 6), using: &rng) {
          case 0: field.setValue(field.value(in: donorA), in: &a)
          case 1: field.setValue(field.value(in: donorB), in: &b)
          case 4:
            field.setValue(field.value(in: donorA), in: &a)
            field.setValue(field.value(in: donorB), in: &b)
          case 5:
            field.setValue(field.value(in: donorA), in: &a)
            field.setValue(field.value(in: donorA), in: &b)
          default: break
          }
        }
        ours[id: id] = a
        theirs[id: id] = b
      }
      return ConcurrentEdits(base: base, ours: ours, theirs: theirs)
    }
  }
}
