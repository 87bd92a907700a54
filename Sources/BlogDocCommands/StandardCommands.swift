// A tool names `CommandConfiguration` to declare its root command; re-exported so a tool
// needs no dependency of its own on swift-argument-parser.
@_exported import ArgumentParser

/// The commands every ``DocumentTool`` gets, and the help text they share.
///
/// ```swift
/// static let configuration = CommandConfiguration(
///   commandName: "recipes", discussion: StandardCommands<Recipes>.exitCodes(holder: "recipes"),
///   subcommands: StandardCommands<Recipes>.all)
/// ```
public enum StandardCommands<Tool: DocumentTool> {
  /// `init`, `new`, `show`, `edit`, `add`, `remove`, `fields`, `undo`, `redo`, `log`,
  /// `diff`, `apply`, `convert`, `format`, `validate`, `trim`, `merge`, `resolve` and
  /// `git-setup`, in that order.
  public static var all: [any ParsableCommand.Type] {
    [
      InitCommand<Tool>.self, NewCommand<Tool>.self, ShowCommand<Tool>.self, EditCommand<Tool>.self,
      AddCommand<Tool>.self, RemoveCommand<Tool>.self, FieldsCommand<Tool>.self,
      UndoCommand<Tool>.self, RedoCommand<Tool>.self, LogCommand<Tool>.self, DiffCommand<Tool>.self,
      ApplyCommand<Tool>.self, ConvertCommand<Tool>.self, FormatCommand<Tool>.self,
      ValidateCommand<Tool>.self, TrimCommand<Tool>.self,
      MergeCommand<Tool>.self, ResolveCommand<Tool>.self, GitSetupCommand<Tool>.self,
    ]
  }

  /// The exit codes the commands use, for the root command's help; `holder` names what
  /// may hold the workspace lock (the tool's name: the root command's configuration is
  /// being made when this is read, so it cannot ask for it), and `unavailable`, when
  /// given, says when the tool's own commands exit 69 (sysexits' "service unavailable").
  ///
  /// ```swift
  /// discussion: StandardCommands<Recipes>.exitCodes(holder: "recipes")
  /// ```
  public static func exitCodes(holder: String, unavailable: String? = nil) -> String {
    """
    Exit codes:
      0   success
      1   the editor ($VISUAL or $EDITOR) failed; nothing was changed
          (with 'diff --exit-code': the documents differ;
          with 'format --check': a file is not in canonical form;
          with 'merge': conflicts remain in the file)
      64  usage error (bad flag or value, unknown field or entry, no terminal,
          an environment variable such as SOURCE_DATE_EPOCH no command can use)
      65  bad data (malformed XML or JSON, invalid document, undo conflict)
      66  input file missing\(unavailable.map { "\n  69  \($0)" } ?? "")
      70  internal error
      73  cannot create the output file
      74  I/O error
      75  another \(holder) holds the workspace lock; try again
      77  permission denied
    """
  }
}
