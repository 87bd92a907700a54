internal import BlogDocLibXML2

/// The process-wide libxml2 set-up for untrusted input: parser initialised once, and an
/// external entity loader that refuses every URI.
///
/// blogdoc already refuses any DOCTYPE and never asks libxml2 to load DTDs or expand
/// entities, so nothing should ever reach the loader. It is the second lock on the door:
/// if some path in libxml2 still tries to fetch `file:///etc/passwd` or
/// `http://attacker/x.dtd`, the fetch fails instead of reading the file or the network.
///
/// libxml2 keeps one loader per process; installing it affects every libxml2 user in the
/// process, which is what a library reading untrusted documents wants.
enum ExternalEntityLoader {
  /// Installs the refusing loader the first time it is called; later calls do nothing.
  ///
  /// The corresponding libxml2 functions are `xmlInitParser` and
  /// `xmlSetExternalEntityLoader`.
  static func install() {
    _ = installation
  }

  private static let installation: Void = {
    xmlInitParser()
    xmlSetExternalEntityLoader(refuseEverything)
  }()

  /// Loads nothing: libxml2 reports a failure to load the entity, which blogdoc turns
  /// into a reading error.
  private static let refuseEverything: xmlExternalEntityLoader = { _, _, _ in nil }
}
