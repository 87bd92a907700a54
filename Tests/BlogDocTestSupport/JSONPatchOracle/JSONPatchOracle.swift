import BlogDocCore
import BlogDocJSON

/// RFC 6902 done the naive way, as a generic JSON tool does it: archive the document to
/// JSON, read it as a tree, patch the tree, and read the tree back as a document.
///
/// It knows nothing of fields or entries, so it is what blogdoc's field-by-field
/// ``ModelDocument/applying(_:)-(JSONPatch)`` is compared with.
///
/// ```swift
/// let expected = JSONPatchOracle.applying(patch, to: blog)   // nil when the patch fails
/// ```
public enum JSONPatchOracle {
  /// The document the patched tree reads back as, or `nil` if an operation fails or the
  /// tree is no longer a readable document.
  public static func applying<M: Model>(
    _ patch: JSONPatch, to document: ModelDocument<M>
  )
    -> ModelDocument<M>?
  {
    guard let bytes = try? JSONArchiveFormat().encode(document),
      var tree = try? JSONValueReader.parse(bytes),
      applying(patch, to: &tree)
    else { return nil }
    var text = ""
    write(tree, to: &text)
    return try? JSONArchiveFormat().decode(M.self, from: Array(text.utf8))
  }

  /// Plain JSON text, escaping only what JSON requires.
  public static func write(_ value: ArchiveValue, to text: inout String) {
    switch value {
    case .null: text += "null"
    case .bool(let flag): text += flag ? "true" : "false"
    case .number(let literal): text += literal
    case .string(let string): writeString(string, to: &text)
    case .array(let items):
      text += "["
      for (index, item) in items.enumerated() {
        if index > 0 { text += "," }
        write(item, to: &text)
      }
      text += "]"
    case .object(let object):
      text += "{"
      for (index, member) in object.enumerated() {
        if index > 0 { text += "," }
        writeString(member.key, to: &text)
        text += ":"
        write(member.value, to: &text)
      }
      text += "}"
    }
  }

  static func writeString(_ string: String, to text: inout String) {
    text += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }

  /// Patches a JSON tree in place; `false` (with the tree in some state) if an operation fails.
  public static func applying(_ patch: JSONPatch, to tree: inout ArchiveValue) -> Bool {
    for operation in patch.operations {
      switch operation {
      case .add(let path, let value):
        guard add(value, at: path.tokens[...], in: &tree) else { return false }
      case .remove(let path):
        guard remove(at: path.tokens[...], in: &tree) != nil else { return false }
      case .replace(let path, let value):
        // In place, as assigning to a member or an element does.
        guard get(path.tokens[...], in: tree) != nil,
          replace(value, at: path.tokens[...], in: &tree)
        else { return false }
      case .move(let from, let path):
        // Moving a value to where it is leaves it there.
        if from == path {
          guard get(from.tokens[...], in: tree) != nil else { return false }
          continue
        }
        guard !(path.tokens.count > from.tokens.count && path.tokens.starts(with: from.tokens)),
          let value = remove(at: from.tokens[...], in: &tree),
          add(value, at: path.tokens[...], in: &tree)
        else { return false }
      case .copy(let from, let path):
        guard let value = get(from.tokens[...], in: tree),
          add(value, at: path.tokens[...], in: &tree)
        else { return false }
      case .test(let path, let value):
        guard let found = get(path.tokens[...], in: tree), equal(found, value) else { return false }
      }
    }
    return true
  }

  static func get(_ tokens: ArraySlice<String>, in value: ArchiveValue) -> ArchiveValue? {
    guard let token = tokens.first else { return value }
    switch value {
    case .object(let object):
      guard let member = object[token] else { return nil }
      return get(tokens.dropFirst(), in: member)
    case .array(let items):
      guard let index = arrayIndex(token), index < items.count else { return nil }
      return get(tokens.dropFirst(), in: items[index])
    default:
      return nil
    }
  }

  static func add(
    _ new: ArchiveValue, at tokens: ArraySlice<String>, in value: inout ArchiveValue
  ) -> Bool {
    guard let token = tokens.first else {
      value = new
      return true
    }
    switch value {
    case .object(var object):
      if tokens.count == 1 {
        object[token] = new
      } else {
        guard var member = object[token], add(new, at: tokens.dropFirst(), in: &member) else {
          return false
        }
        object[token] = member
      }
      value = .object(object)
    case .array(var items):
      if tokens.count == 1 {
        let index = token == "-" ? items.count : arrayIndex(token)
        guard let index, index <= items.count else { return false }
        items.insert(new, at: index)
      } else {
        guard let index = arrayIndex(token), index < items.count,
          add(new, at: tokens.dropFirst(), in: &items[index])
        else { return false }
      }
      value = .array(items)
    default:
      return false
    }
    return true
  }

  static func replace(
    _ new: ArchiveValue, at tokens: ArraySlice<String>, in value: inout ArchiveValue
  ) -> Bool {
    guard let token = tokens.first else {
      value = new
      return true
    }
    switch value {
    case .object(var object):
      guard var member = object[token], replace(new, at: tokens.dropFirst(), in: &member) else {
        return false
      }
      object[token] = member
      value = .object(object)
    case .array(var items):
      guard let index = arrayIndex(token), index < items.count,
        replace(new, at: tokens.dropFirst(), in: &items[index])
      else { return false }
      value = .array(items)
    default:
      return false
    }
    return true
  }

  static func remove(at tokens: ArraySlice<String>, in value: inout ArchiveValue) -> ArchiveValue? {
    guard let token = tokens.first else { return nil }
    switch value {
    case .object(var object):
      guard var member = object[token] else { return nil }
      let removed: ArchiveValue?
      if tokens.count == 1 {
        removed = member
        object[token] = nil
      } else {
        removed = remove(at: tokens.dropFirst(), in: &member)
        object[token] = member
      }
      value = .object(object)
      return removed
    case .array(var items):
      guard let index = arrayIndex(token), index < items.count else { return nil }
      let removed =
        tokens.count == 1
        ? items.remove(at: index) : remove(at: tokens.dropFirst(), in: &items[index])
      value = .array(items)
      return removed
    default:
      return nil
    }
  }

  /// RFC 6901: digits without a leading zero.
  static func arrayIndex(_ token: String) -> Int? {
    guard !token.isEmpty, token.allSatisfy(\.isASCII), token.allSatisfy(\.isNumber),
      token == "0" || !token.hasPrefix("0"), token.count < 18
    else { return nil }
    return Int(token)
  }

  /// RFC 6902's equality: objects as sets of members, numbers by value.
  static func equal(_ a: ArchiveValue, _ b: ArchiveValue) -> Bool {
    switch (a, b) {
    case (.object(let x), .object(let y)):
      let xs = Dictionary(x.members.map { ($0.key, $0.value) }) { first, _ in first }
      let ys = Dictionary(y.members.map { ($0.key, $0.value) }) { first, _ in first }
      return xs.count == ys.count
        && xs.allSatisfy { key, value in ys[key].map { equal(value, $0) } ?? false }
    case (.array(let x), .array(let y)):
      return x.count == y.count && zip(x, y).allSatisfy(equal)
    case (.number(let x), .number(let y)):
      if x == y { return true }
      let integer = { (text: String) in text.drop { $0 == "-" }.allSatisfy(\.isNumber) }
      if integer(x) && integer(y) { return (x == "-0" ? "0" : x) == (y == "-0" ? "0" : y) }
      guard let u = Double(x), let v = Double(y) else { return false }
      return u == v
    default:
      return a == b
    }
  }
}
