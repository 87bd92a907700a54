import BlogDocCore

/// A pointer's tokens split where a member ends and the path inside its value begins.
struct PatchPath {
  let tokens: [String]
  /// The index of the first token inside the member's value.
  let restStart: Int

  /// The tokens inside the member's value; empty when the pointer names the member.
  var rest: ArraySlice<String> { tokens[restStart...] }
  /// The tokens naming the member, for messages.
  var base: [String] { Array(tokens[..<restStart]) }
  /// Whether the pointer names the member itself.
  var isWhole: Bool { restStart == tokens.count }
}
