extension DocumentDiff: CustomStringConvertible {
  /// One line per change, as ``ArchivedDiff/description`` shows it:
  /// `~ hello-world.title: "Old" → "New"`, `+ second-post (at 1)`.
  public var description: String {
    // Described as the archived diff is; entries are named by id, so none is archived.
    ArchivedDiff(
      entryChanges: entryChanges.map { change in
        switch change {
        case .inserted(let entry, let position):
          .inserted(id: entry.id, ArchiveObject(), position: position)
        case .removed(let entry, let position):
          .removed(id: entry.id, ArchiveObject(), position: position)
        case .moved(let id, let from, let to): .moved(id: id, from: from, to: to)
        case .modified(let id, let fields, let unknown):
          .modified(id: id, fields: fields, unknownFields: unknown)
        }
      },
      unknownFieldsChange: unknownFieldsChange
    ).description
  }
}
