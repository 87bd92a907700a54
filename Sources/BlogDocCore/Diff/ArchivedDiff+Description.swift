extension ArchivedDiff: CustomStringConvertible {
  /// One line per change:
  ///
  /// ```
  /// ~ hello-world.title: "Old" → "New"
  /// ~ hello-world.bodyText: "…the shared start, then Old" → "…the shared start, then New"
  /// ~ hello-world.tagNames: +"swift" -"objc"
  /// + second-post (at 1)
  /// - old-post (from 3)
  /// ↕ hello-world: 0 → 2
  /// ~ hello-world (unknown fields): mood, rating
  /// ```
  public var description: String {
    var lines: [String] = []
    for change in entryChanges {
      switch change {
      case .inserted(let id, _, let position):
        lines.append("+ \(id) (at \(position))")
      case .removed(let id, _, let position):
        lines.append("- \(id) (from \(position))")
      case .moved(let id, let from, let to):
        lines.append("↕ \(id): \(from) → \(to)")
      case .modified(let id, let fields, let unknown):
        for field in fields {
          if let edit = field.listEdit {
            let parts =
              edit.inserted.map { "+" + FieldKind.quoted($0) }
              + edit.removed.map { "-" + FieldKind.quoted($0) }
            lines.append(
              "~ \(id).\(field.field): "
                + (parts.isEmpty ? "reordered" : parts.joined(separator: " ")))
          } else if case .string(let before) = field.before, case .string(let after) = field.after {
            let (shownBefore, shownAfter) = FieldKind.quotedPair(before, after)
            lines.append("~ \(id).\(field.field): \(shownBefore) → \(shownAfter)")
          } else {
            lines.append("~ \(id).\(field.field): \(field.before) → \(field.after)")
          }
        }
        if let unknown {
          lines.append("~ \(id) (unknown fields): " + unknown.changedKeys.joined(separator: ", "))
        }
      }
    }
    if let unknown = unknownFieldsChange {
      lines.append("~ (document unknown fields): " + unknown.changedKeys.joined(separator: ", "))
    }
    return lines.joined(separator: "\n")
  }
}
