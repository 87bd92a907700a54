import BlogDocCore

/// The browser editor of one entry: a form with a control for each field of the schema,
/// chosen by the field's kind, with Save, Undo and Redo, a Markdown preview beside each
/// multi-line text, and the history (the lines of `blogdoc log`).
///
/// | kind | control |
/// |---|---|
/// | string, url, integer, number | a one-line text box |
/// | text | a text area, with a preview drawn by the tool's renderer |
/// | date | a text box of ISO 8601 text, with a Now button (empty: "no date") |
/// | bool | a checkbox |
/// | list | a text area, one item per line |
///
/// The page needs its script (`editor.js`, served by blogdoc, no framework); the values are
/// in the form as served, so they show before it runs.
package enum EditorPage {
  /// The editor of `entry` in the document `path` (its path under the served directory).
  package static func page<M: Model>(
    path: String, entry: M, title: String, isOnlyEntry: Bool, token: String
  ) -> String {
    let actions = """
       <span class="actions"><button type="button" id="undo">Undo</button> <button type="button" id="redo">Redo</button> \
      <a class="button" href="/view/\(HTMLEscaping.urlComponent(path, keepingSlashes: true))\(isOnlyEntry ? "" : "?entry=" + HTMLEscaping.urlComponent(entry.id))">View page</a></span>
      """
    var body = SitePages.bar(path: path, trail: "Edit \(entry.id)", actions: actions)
    body += "<main class=\"editor\">\n"
    body +=
      "<form id=\"entry-form\" data-path=\"\(HTMLEscaping.attribute(path))\" data-entry=\"\(HTMLEscaping.attribute(entry.id))\" data-only=\"\(isOnlyEntry)\" novalidate>\n"
    body += "<h1 id=\"entry-title\">\(HTMLEscaping.text(title))</h1>\n"
    for field in M.schema.fields.dropFirst() {  // the id names the page, it is not edited
      body += control(for: field, value: field.value(in: entry))
    }
    body += """
      <div class="buttons"><button type="submit" id="save">Save</button> <span id="status" role="status" aria-live="polite"></span></div>
      </form>
      <aside class="history"><h2>History</h2><p id="no-history" class="muted">\(noHistory)</p><ol id="log" class="log"></ol></aside>
      </main>

      """
    return SitePages.shell(
      title: "Edit \(title) — blogdoc serve", body: body, scripts: ["editor.js"], token: token)
  }

  /// What the History panel says until the workspace has an operation (the script hides
  /// it once the history lists one).
  static let noHistory =
    "No history yet: each save, undo and redo, here or on the command line, will be listed here."

  /// One field's label, control, hint and error line.
  static func control<M>(for field: Field<M>, value: FieldValue) -> String {
    let name = HTMLEscaping.attribute(field.name)
    let id = "f-" + name
    let kind = field.kind.wrapped
    let text = HTMLEscaping.attribute(field.kind.format(value))
    let hint = field.kind.isOptional ? "optional \(kind.displayName)" : kind.displayName
    var html = "<div class=\"field\" data-field=\"\(name)\" data-kind=\"\(kindName(kind))\">\n"
    if kind == .bool {
      let checked = value == .bool(true) ? " checked" : ""
      html +=
        "<label><input type=\"checkbox\" id=\"\(id)\" name=\"\(name)\"\(checked)> \(name)</label>\n"
    } else {
      html += "<label for=\"\(id)\">\(name)</label>\n"
      switch kind {
      case .text:
        html +=
          "<div class=\"text-and-preview\"><textarea id=\"\(id)\" name=\"\(name)\" rows=\"14\" spellcheck=\"true\">\(text)</textarea>"
        html +=
          "<div class=\"preview\" id=\"p-\(name)\" aria-label=\"Preview of \(name)\"></div></div>\n"
      case .list:
        let items: [String] = if case .list(let items) = value { items } else { [] }
        let lines = HTMLEscaping.text(items.joined(separator: "\n"))
        html +=
          "<textarea id=\"\(id)\" name=\"\(name)\" rows=\"3\" class=\"list\" placeholder=\"one per line\">\(lines)</textarea>\n"
      case .date:
        html +=
          "<span class=\"date\"><input type=\"text\" id=\"\(id)\" name=\"\(name)\" value=\"\(text)\" placeholder=\"no date\" autocomplete=\"off\"> "
        html += "<button type=\"button\" class=\"now\" data-for=\"\(id)\">Now</button></span>\n"
      default:
        let mode =
          kind == .integer ? "numeric" : kind == .double ? "decimal" : kind == .url ? "url" : "text"
        html +=
          "<input type=\"text\" id=\"\(id)\" name=\"\(name)\" value=\"\(text)\" inputmode=\"\(mode)\" autocomplete=\"off\">\n"
      }
    }
    html += "<p class=\"hint\">\(HTMLEscaping.text(hint))</p>\n"
    html += "<p class=\"error\" id=\"e-\(name)\" role=\"alert\" hidden></p>\n</div>\n"
    return html
  }

  /// The kind's name in the page (`data-kind`), which the script reads.
  static func kindName(_ kind: FieldKind) -> String {
    switch kind.wrapped {
    case .string: "string"
    case .text: "text"
    case .bool: "bool"
    case .integer: "integer"
    case .double: "double"
    case .date: "date"
    case .url: "url"
    case .list: "list"
    case .optional: "string"
    }
  }
}
