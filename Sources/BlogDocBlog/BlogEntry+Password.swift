import BlogDocCore

extension BlogEntry {
  /// Whether the entry came from a post its author kept behind a password: one of its
  /// unknown-field members (a WordPress import's `wordpress`, or whatever a mapping named
  /// it) holds a non-empty ``passwordMember``.
  ///
  /// blogdoc keeps the password as it was read, in the document only: an export never
  /// writes it, and a reader's view (`render`, `serve`) never shows such an entry's text.
  ///
  /// ```swift
  /// var entry = BlogEntry(id: "secret", title: "Secret")
  /// entry.unknownFields["wordpress"] = .object(["wp:post_password": .string("hunter2")])
  /// print(entry.isPasswordProtected)
  /// // Prints "true"
  /// ```
  ///
  /// - Complexity: O(*u*) in the number of unknown fields.
  public var isPasswordProtected: Bool {
    unknownFields.members.contains { member in
      guard case .string(let password)? = member.value.objectValue?[Self.passwordMember] else {
        return false
      }
      return !password.isEmpty
    }
  }

  /// The unknown member that holds a post's password, in whichever bag an import kept it:
  /// WordPress's `wp:post_password`.
  public static let passwordMember = "wp:post_password"
}
