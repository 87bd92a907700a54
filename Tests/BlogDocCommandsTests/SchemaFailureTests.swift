import BlogDocCommands
import BlogDocCore
import Testing

/// A broken schema is the tool's bug, not the document's: exit 70, not 65.
@Suite("A broken schema on the command line")
struct SchemaFailureTests {
  @Test func aBrokenSchemaExitsAsAnInternalError() {
    let message = "Contact's schema declares the field 'name' twice."
    #expect(Failure.exitCode(for: SchemaError(model: "Contact", problems: [message])) == 70)
    #expect(Failure.exitCode(for: ArchiveError(.invalidSchema, message)) == 70)
    #expect(Failure.exitCode(for: ArchiveError(.schema, "Missing required field 'title'.")) == 65)
  }
}
