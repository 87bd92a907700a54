import BlogDocCore

/// Why one patch operation could not apply, as a sentence starting in lowercase.
struct PatchFailure: Error {
  var message: String

  init(_ message: String) {
    self.message = message
  }
}
