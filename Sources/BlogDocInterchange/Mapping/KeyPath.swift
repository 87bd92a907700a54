import BlogDocCore

/// A path into a remote record: member names and array positions, written with dots.
///
/// `author.name` is the `name` member of the `author` object, `authors.0.name` the name of
/// the first author. A dot inside a member name is written `\.`, a backslash `\\`.
///
/// ```swift
/// let record: ArchiveValue = .object(["authors": .array([.object(["name": .string("Ada")])])])
/// let path = try RemoteKeyPath("authors.0.name")
/// print(path.value(in: record) as Any)
/// // Prints "Optional(BlogDocCore.ArchiveValue.string("Ada"))"
/// ```
public struct RemoteKeyPath: Hashable, Sendable, CustomStringConvertible {
  /// One step of a path: a member name, which also selects an array position when it is
  /// all ASCII digits.
  public var components: [String]

  /// Reads a dotted path.
  ///
  /// - Throws: ``MappingError`` for an empty path or an empty component (`a..b`).
  public init(_ text: String) throws(MappingError) {
    var components: [String] = []
    var current = ""
    var escaping = false
    for scalar in text.unicodeScalars {
      if escaping {
        current.unicodeScalars.append(scalar)
        escaping = false
      } else if scalar == "\\" {
        escaping = true
      } else if scalar == "." {
        components.append(current)
        current = ""
      } else {
        current.unicodeScalars.append(scalar)
      }
    }
    if escaping { current.unicodeScalars.append("\\") }
    components.append(current)
    guard !components.contains(where: \.isEmpty) else {
      throw MappingError(
        "Expected a key path such as 'author.name', found '\(text)'; no part of a path may be empty."
      )
    }
    self.components = components
  }

  /// A path of already-split components.
  public init(components: [String]) {
    self.components = components
  }

  /// The path as a mapping file writes it: components joined by `.`, with `.` and `\\` escaped.
  public var description: String {
    components.map { component in
      var escaped = ""
      for scalar in component.unicodeScalars {
        if scalar == "." || scalar == "\\" { escaped.unicodeScalars.append("\\") }
        escaped.unicodeScalars.append(scalar)
      }
      return escaped
    }.joined(separator: ".")
  }

  /// The value at this path, or `nil` when a step is missing. A member named twice
  /// resolves to its first occurrence.
  ///
  /// - Complexity: O(*k* · *m*) for *k* components and objects of *m* members.
  public func value(in root: ArchiveValue) -> ArchiveValue? {
    var current = root
    for component in components {
      switch current {
      case .object(let object):
        guard let next = object[component] else { return nil }
        current = next
      case .array(let items):
        guard let position = Self.position(component), items.indices.contains(position) else {
          return nil
        }
        current = items[position]
      default:
        return nil
      }
    }
    return current
  }

  /// Removes the value at this path from `root`, then any object or array the removal
  /// left empty, so what remains is exactly what no path consumed.
  public func remove(from root: inout ArchiveValue) {
    Self.remove(components[...], from: &root)
  }

  /// Returns whether `value` is now empty and can be dropped by its parent.
  @discardableResult
  private static func remove(
    _ components: ArraySlice<String>, from value: inout ArchiveValue
  ) -> Bool {
    guard let first = components.first else { return true }
    let rest = components.dropFirst()
    switch value {
    case .object(var object):
      guard let index = object.members.firstIndex(where: { $0.key == first }) else { return false }
      value = .null  // Let the member be uniquely referenced while it changes.
      if remove(rest, from: &object.members[index].value) { object.members.remove(at: index) }
      value = .object(object)
      return object.members.isEmpty
    case .array(var items):
      guard let position = position(first), items.indices.contains(position) else { return false }
      value = .null
      // Arrays keep their length, so later positions still mean what they meant.
      if remove(rest, from: &items[position]) { items[position] = .null }
      value = .array(items)
      return items.allSatisfy { $0 == .null }
    default:
      return false
    }
  }

  /// Sets the value at this path in `root`, making the objects (or, for a position, the
  /// arrays, filled with `null` up to it) the path passes through; what is in the way and
  /// of another kind is replaced.
  ///
  /// ```swift
  /// var bag: ArchiveValue = .object(["url": .string("/a")])
  /// try RemoteKeyPath("authors.0.name").set(.string("Ada"), in: &bag)
  /// print(try RemoteKeyPath("authors.0.name").value(in: bag) as Any)
  /// // Prints "Optional(BlogDocCore.ArchiveValue.string("Ada"))"
  /// ```
  public func set(_ newValue: ArchiveValue, in root: inout ArchiveValue) {
    Self.set(newValue, at: components[...], in: &root)
  }

  private static func set(
    _ newValue: ArchiveValue, at components: ArraySlice<String>, in value: inout ArchiveValue
  ) {
    guard let first = components.first else {
      value = newValue
      return
    }
    let rest = components.dropFirst()
    if let position = position(first), case .array(var items) = value {
      value = .null  // Let the item be uniquely referenced while it changes.
      while items.count <= position { items.append(.null) }
      set(newValue, at: rest, in: &items[position])
      value = .array(items)
    } else if case .object(var object) = value {
      value = .null
      if let index = object.members.firstIndex(where: { $0.key == first }) {
        set(newValue, at: rest, in: &object.members[index].value)
      } else {
        var member = ArchiveValue.null
        set(newValue, at: rest, in: &member)
        object.append(key: first, value: member)
      }
      value = .object(object)
    } else if let position = position(first) {
      var items = [ArchiveValue](repeating: .null, count: position + 1)
      set(newValue, at: rest, in: &items[position])
      value = .array(items)
    } else {
      var member = ArchiveValue.null
      set(newValue, at: rest, in: &member)
      value = .object([first: member])
    }
  }

  private static func position(_ component: String) -> Int? {
    guard component.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
      return nil
    }
    return Int(component)
  }
}
