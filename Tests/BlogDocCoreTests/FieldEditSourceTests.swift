import BlogDocBlog
import BlogDocTextForm
import Testing

/// Where an edit's text was typed: a command line's messages name the flag, a form's (the
/// browser editor's) say the same without it, and both parse alike.
@Suite("Field edits: where they were typed")
struct FieldEditSourceTests {
  /// What `parse` says of `argument`, or "(accepted)".
  static func message(
    _ argument: String, _ flag: String, _ source: FieldEdit<BlogEntry>.Source
  )
    -> String
  {
    do {
      _ = try FieldEdit<BlogEntry>.parse(argument, as: flag, from: source)
      return "(accepted)"
    } catch {
      return error.description
    }
  }

  @Test(arguments: [
    ("postedDate=yesterday", "--set"), ("titel=x", "--set"), ("nope=x", "--set"),
    ("isDraft=maybe", "--set"), ("tagNames=a\nb", "--add"), ("tagNames=a\u{2028}b", "--remove"),
    ("title=Fine", "--set"),
  ])
  func aFormSaysWhatTheCommandLineSaysLessTheFlag(argument: String, flag: String) {
    let commandLine = Self.message(argument, flag, .commandLine)
    #expect(Self.message(argument, flag, .form) == commandLine.replacing(" in \(flag)", with: ""))
  }

  @Test func aFormsMessagesNameNoFlag() {
    #expect(
      Self.message("postedDate=soon", "--set", .form)
        == "Invalid value for 'postedDate': expected an ISO 8601 date such as 2026-11-20T10:00:00Z, found \"soon\"."
    )
    #expect(
      Self.message("postedDate=soon", "--set", .commandLine)
        == "Invalid value for 'postedDate' in --set: expected an ISO 8601 date such as 2026-11-20T10:00:00Z, found \"soon\"."
    )
    #expect(
      FieldEdit<BlogEntry>.unknownField("titel", in: "--set", from: .form).description
        == "Unknown field 'titel'. Did you mean 'title'?")
    #expect(
      FieldEdit<BlogEntry>.unknownField("titel", in: "--set").description
        == "Unknown field 'titel' in --set. Did you mean 'title'?")
    #expect(Self.message("title", "--set", .form) == "Expected field=value, found 'title'.")
  }
}
