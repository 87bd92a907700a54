import BlogDocCore

extension MergeConflict {
  /// Where the conflict is, as the command line says it: `hello-world.title` for a field
  /// or an unknown member, `entry hello-world` (the schema's record name and the id) for
  /// an entry that conflicts as a whole.
  func shownPlace(entryName: String) -> String {
    if case .entry = target, let entryID { "\(entryName) \(entryID)" } else { place }
  }

  /// The conflict as the command line says it: its place and what each side holds.
  ///
  /// `hello-world.title: base "Hello", ours "Hi", theirs "Hey"`;
  /// `entry a: ours edited it, theirs removed it`.
  func shown(entryName: String) -> String {
    "\(shownPlace(entryName: entryName)): \(sides)"
  }
}
