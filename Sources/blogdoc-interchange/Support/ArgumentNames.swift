import BlogDocInterchange
import BlogDocTool

// blogdoc declares `import --from` and `export --front-matter` with names of its own, so
// as not to link BlogDocInterchange; `ArgumentNameTests` holds each list to the type here.

extension ImportFormat {
  /// The format `--from` names.
  init(_ name: ImportSourceFormat) {
    self = ImportFormat(rawValue: name.rawValue)!
  }
}

extension FrontMatterStyle {
  /// The language `--front-matter` names.
  init(_ name: FrontMatterLanguage) {
    self = FrontMatterStyle(rawValue: name.rawValue)!
  }
}
