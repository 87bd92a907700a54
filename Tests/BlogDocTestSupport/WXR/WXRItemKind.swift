import PropertyBased

/// The kinds of `<item>` a WordPress export holds, as `wp:post_type` names them.
enum WXRItemKind: String, CaseIterable {
  case post, page, attachment
  case menuItem = "nav_menu_item"

  static func random(using rng: inout any SeededRandomNumberGenerator) -> WXRItemKind {
    switch Int.random(in: 0..<10, using: &rng) {
    case 0..<6: .post
    case 6..<8: .page
    case 8: .attachment
    default: .menuItem
    }
  }
}
