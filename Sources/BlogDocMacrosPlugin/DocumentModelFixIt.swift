import SwiftDiagnostics

/// A fix-it of a `@DocumentModel` mistake, as the compiler offers it.
struct DocumentModelFixIt: FixItMessage {
  let message: String
  var fixItID: MessageID { MessageID(domain: "BlogDocMacros", id: message) }

  init(_ message: String) {
    self.message = message
  }
}
