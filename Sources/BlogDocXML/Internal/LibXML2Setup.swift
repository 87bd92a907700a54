internal import BlogDocLibXML2

/// libxml2 set up once for untrusted input: every use of it in blogdoc (the XML archive
/// reader, the record reader, the HTML parser of imported bodies) calls ``prepare()`` before
/// it parses, and takes its parse options from here.
///
/// ```swift
/// LibXML2Setup.prepare()  // initialises libxml2 and installs the refusing loader, once
/// print(LibXML2Setup.readerOptions & LibXML2Setup.neverAllowed == 0)
/// // Prints "true"
/// ```
///
/// What it sets up:
/// - `xmlInitParser`, once, before any thread parses.
/// - An external entity loader that refuses every URI. blogdoc already refuses any DOCTYPE
///   and never asks libxml2 to load DTDs or expand entities, so nothing should ever reach
///   the loader. It is the second lock on the door: if some path in libxml2 still tries to
///   fetch `file:///etc/passwd` or `http://attacker/x.dtd`, the fetch fails instead of
///   reading the file or the network. libxml2 keeps one loader per process; installing it
///   affects every libxml2 user in the process, which is what a library reading untrusted
///   documents wants.
/// - The options, with ``neverAllowed`` never among those of an XML parse.
///
/// The corresponding libxml2 functions are `xmlInitParser` and `xmlSetExternalEntityLoader`.
package enum LibXML2Setup {
  /// Initialises libxml2 and installs the refusing loader the first time it is called;
  /// later calls do nothing.
  package static func prepare() {
    _ = installation
  }

  /// Options an XML parse never has: `NOENT` (expands entities, and reads local files
  /// through external ones even with `NONET`), `DTDLOAD`/`DTDATTR`/`DTDVALID` (load external
  /// DTDs), `XINCLUDE` (pulls in other documents) and `HUGE` (lifts the depth, text-size and
  /// entity-amplification guards: measured, a 160 KB quadratic-blowup file expands to 2 GB).
  package static let neverAllowed = Int32(
    XML_PARSE_NOENT.rawValue | XML_PARSE_DTDLOAD.rawValue | XML_PARSE_DTDATTR.rawValue
      | XML_PARSE_DTDVALID.rawValue | XML_PARSE_XINCLUDE.rawValue | XML_PARSE_HUGE.rawValue)

  /// The options of every XML read (archives and records): `XML_PARSE_NONET` forbids
  /// network access. Deliberately absent besides ``neverAllowed``: `NOBLANKS` (drops
  /// whitespace that is part of values).
  package static let readerOptions = Int32(XML_PARSE_NONET.rawValue)

  /// ``readerOptions`` for bytes blogdoc transcoded to UTF-8 itself: the XML declaration's
  /// encoding is ignored.
  package static let utf8ReaderOptions = readerOptions | Int32(XML_PARSE_IGNORE_ENC.rawValue)

  /// The options of the HTML parser, for imported post bodies.
  ///
  /// - `HTML_PARSE_NONET`, `NOERROR`, `NOWARNING`: no network, nothing printed.
  /// - `HTML_PARSE_RECOVER`: `<script>` and `<style>` end only at their own end tag, as
  ///   in browsers; without it libxml2 2.9 ends them at any `</x`, and the rest of a
  ///   script such as `document.write("<p>x</p>")` would show as text.
  /// - `HTML_PARSE_IGNORE_ENC`: a `<meta charset>` in a body must not re-decode a string
  ///   we already hold as UTF-8.
  /// - `XML_PARSE_HUGE`, the one option of ``neverAllowed`` an HTML parse has: without it
  ///   libxml2 2.9 silently drops everything after a text run of 10 MB or an element 256
  ///   deep, and huge bodies must convert whole. In the HTML parser it lifts size limits
  ///   only: that parser reads no DTD and defines no entity, so there is nothing to load or
  ///   amplify. Depth is bounded by the body's walker instead.
  package static let htmlOptions = Int32(
    HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue
      | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_IGNORE_ENC.rawValue | XML_PARSE_HUGE.rawValue)

  /// Whether libxml2's external entity loader is the refusing one (for tests).
  package static var isLoaderInstalled: Bool {
    // C function pointers are not Equatable: compare their addresses.
    unsafeBitCast(xmlGetExternalEntityLoader(), to: UnsafeRawPointer?.self)
      == unsafeBitCast(refuseEverything, to: UnsafeRawPointer?.self)
  }

  private static let installation: Void = {
    xmlInitParser()
    xmlSetExternalEntityLoader(refuseEverything)
  }()

  /// Loads nothing: libxml2 reports a failure to load the entity, which blogdoc turns
  /// into a reading error.
  private static let refuseEverything: xmlExternalEntityLoader = { _, _, _ in nil }
}
