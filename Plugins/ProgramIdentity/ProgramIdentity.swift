import Foundation
import PackagePlugin

/// Writes `ProgramIdentity.swift` into the module it builds for: the identity of the
/// sources every program of the package is built from, as `CompanionProgram.sourceIdentity`.
///
/// blogdoc runs some commands in companion programs (blogdoc-interchange, blogdoc-serve),
/// and `swift build --product blogdoc` (or `swift run blogdoc`) rebuilds blogdoc alone: a
/// companion built from older sources would then run with other declarations, messages and
/// journal code. Each program carries this identity; blogdoc hands its own to the companion,
/// which refuses to run on a mismatch (see `CompanionProgram`).
///
/// The identity is the POSIX `cksum` (CRC-32 and length) of the package manifest and of
/// every source file of every module outside `Tests/`, names and contents, in a fixed order.
/// The command runs again whenever one of those files changes; it costs nothing at run time
/// (a string constant).
@main
struct ProgramIdentity: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let root = context.package.directoryURL
    let rootPath = root.path(percentEncoded: false)
    let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
    var files = [root.appending(path: "Package.swift")]
    for module in context.package.sourceModules where module.kind != .test {
      files += module.sourceFiles.filter { $0.type == .source }.map(\.url)
    }
    // Relative names, sorted: the identity does not depend on where the package lies.
    let names = files.map { url -> String in
      let path = url.path(percentEncoded: false)
      return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }.sorted()
    let output = context.pluginWorkDirectoryURL.appending(path: "ProgramIdentity.swift")
    let script = """
      cd "$1" && shift && out="$1" && shift && \
      sum=$( { printf '%s\\n' "$@"; cat -- "$@"; } | cksum | tr ' ' '-' ) && \
      printf '%s\\n' '// Written by the ProgramIdentity build plugin; do not edit.' \
        'extension CompanionProgram {' \
        '  /// The identity of the sources this program was built from (see the plugin).' \
        "  package static let sourceIdentity = \\"$sum\\"" '}' > "$out.tmp" && \
      mv -f "$out.tmp" "$out"
      """
    return [
      .buildCommand(
        displayName: "Computing the programs' source identity",
        executable: URL(filePath: "/bin/sh"),
        arguments: ["-c", script, "program-identity", rootPath, output.path(percentEncoded: false)]
          + names,
        inputFiles: files,
        outputFiles: [output])
    ]
  }
}
