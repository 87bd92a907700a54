import BlogDocCommands
/// An import that wrote nothing because some records cannot be imported, though others
/// could; each was listed on its own line before this one (exit 65). When no record could
/// be imported, the lines listing them are the whole message.
///
/// ```
/// Error: feed.json: items.1 ('note'): title: Title must not be empty.
/// Error: 1 of 3 records cannot be imported; nothing was written (--skip-invalid imports the others).
/// ```
struct ImportRefusedError: Error, CustomStringConvertible, ExitCodeProviding {
  var exitCode: Int32 { 65 }

  /// Records left out.
  var invalid: Int
  /// Records the mapping took, counting the invalid ones.
  var records: Int

  var description: String {
    let noun = records == 1 ? "record" : "records"
    return
      "\(invalid) of \(records) \(noun) cannot be imported; nothing was written (--skip-invalid imports the others)."
  }
}
