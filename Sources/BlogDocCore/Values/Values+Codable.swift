// Codable forms for diffs and histories saved as data. Each is exact: integers travel as
// decimal strings (a JSON coder would round them through Double past 2^53), number literals
// as written, dates in their written ISO 8601 form, object members in order.

extension Timestamp: Codable {
  /// Reads an ISO 8601 string, keeping its UTC offset and fraction digits.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    do {
      self = try Timestamp(iso8601: text)
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description))
    }
  }

  /// Writes the timestamp as its ISO 8601 string, exactly as it was read.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(iso8601)
  }
}

extension FieldValue: Codable {
  private enum CodingKeys: String, CodingKey {
    case null, string, bool, integer, double, date, url, list
  }

  /// Reads a value written by ``encode(to:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard let key = container.allKeys.first, container.allKeys.count == 1 else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription:
            "Expected one key naming the value's kind, found \(container.allKeys.count)."))
    }
    switch key {
    case .null: self = .null
    case .string: self = .string(try container.decode(String.self, forKey: key))
    case .bool: self = .bool(try container.decode(Bool.self, forKey: key))
    case .integer:
      let text = try container.decode(String.self, forKey: key)
      guard let number = Int64(text) else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container,
          debugDescription: "Expected a 64-bit integer, found \"\(text)\".")
      }
      self = .integer(number)
    case .double: self = .double(try container.decode(Double.self, forKey: key))
    case .date: self = .date(try container.decode(Timestamp.self, forKey: key))
    case .url:
      let text = try container.decode(String.self, forKey: key)
      do {
        self = try FieldKind.url.parse(text)
      } catch {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container, debugDescription: error.description)
      }
    case .list: self = .list(try container.decode([String].self, forKey: key))
    }
  }

  /// Writes the value under one key naming its kind, `{"integer": "42"}`; integers as decimal
  /// strings, so they stay exact.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .null: try container.encode(true, forKey: .null)
    case .string(let text): try container.encode(text, forKey: .string)
    case .bool(let flag): try container.encode(flag, forKey: .bool)
    case .integer(let number): try container.encode(String(number), forKey: .integer)
    case .double(let number): try container.encode(number, forKey: .double)
    case .date(let timestamp): try container.encode(timestamp, forKey: .date)
    case .url(let url): try container.encode(url.absoluteString, forKey: .url)
    case .list(let items): try container.encode(items, forKey: .list)
    }
  }
}

extension ArchiveValue: Codable {
  private enum CodingKeys: String, CodingKey {
    case number, object
  }

  /// Strings, booleans, null and arrays are themselves; a number is `{"number": "literal"}`
  /// and an object `{"object": [key, value, key, value, …]}` so order and literals survive.
  public init(from decoder: any Decoder) throws {
    if let container = try? decoder.container(keyedBy: CodingKeys.self) {
      if let literal = try container.decodeIfPresent(String.self, forKey: .number) {
        guard FieldKind.isNumberLiteral(literal) else {
          throw DecodingError.dataCorruptedError(
            forKey: .number, in: container,
            debugDescription: "Expected a JSON number literal, found \"\(literal)\".")
        }
        self = .number(literal)
      } else {
        self = .object(try container.decode(ArchiveObject.self, forKey: .object))
      }
      return
    }
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let flag = try? container.decode(Bool.self) {
      self = .bool(flag)
    } else if let text = try? container.decode(String.self) {
      self = .string(text)
    } else {
      self = .array(try container.decode([ArchiveValue].self))
    }
  }

  /// Writes strings, booleans, null and arrays as themselves, a number as `{"number": "1.50"}` and
  /// an object as `{"object": [key, value, …]}`, so literals and order survive.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case .bool(let flag):
      var container = encoder.singleValueContainer()
      try container.encode(flag)
    case .string(let text):
      var container = encoder.singleValueContainer()
      try container.encode(text)
    case .array(let items):
      var container = encoder.singleValueContainer()
      try container.encode(items)
    case .number(let literal):
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(literal, forKey: .number)
    case .object(let object):
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(object, forKey: .object)
    }
  }
}

extension ArchiveObject: Codable {
  /// Reads the members written by ``encode(to:)``, in order.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    var members: [Member] = []
    while !container.isAtEnd {
      let key = try container.decode(String.self)
      members.append(Member(key: key, value: try container.decode(ArchiveValue.self)))
    }
    self.init(members)
  }

  /// Writes the members as one flat list, key, value, key, value, so order and repeated keys
  /// survive.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for member in members {
      try container.encode(member.key)
      try container.encode(member.value)
    }
  }
}
