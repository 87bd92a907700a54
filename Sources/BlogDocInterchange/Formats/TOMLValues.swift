import BlogDocCore
import TOMLKit

/// Converts a parsed TOML table (TOMLKit) into an `ArchiveValue`, in the order the text
/// wrote it.
///
/// Dates and times stay the strings they were written as (as YAML's do, see ``YAMLValues``),
/// so the date transformer reads their offset and precision: an offset date-time
/// `2024-01-05T10:00:00+01:00`, a local date-time `2024-01-05T10:00:00` (read as UTC), a
/// local date `2024-01-05` (midnight UTC) and a local time `10:00:00`. Integers and finite
/// floats become number literals; `inf` and `nan`, which JSON has no number for, strings.
///
/// Key order comes from ``TOMLSourceIndex``; keys it did not see follow in toml++'s
/// (sorted) order.
enum TOMLValues {
  static func value(of table: TOMLTable, index: TOMLSourceIndex) -> ArchiveValue {
    value(of: table, at: [], index: index)
  }

  private static func value(
    of table: TOMLTable, at path: [TOMLSourceIndex.Step], index: TOMLSourceIndex
  ) -> ArchiveValue {
    // One call each: TOMLKit copies every key and value out of toml++ on each call.
    let keys = table.keys
    // Looked up through indices: TOMLKit gives `[String: V]` a `subscript(key:)` of its
    // own for every V it converts, which shadows the dictionary's and stores nothing.
    let byKey = Dictionary(zip(keys, table.values), uniquingKeysWith: { first, _ in first })
    var object = ArchiveObject()
    var added: Set<String> = []
    for key in index.keys(in: path) + keys {
      guard let position = byKey.index(forKey: key), added.insert(key).inserted else { continue }
      object.append(
        key: key, value: value(of: byKey[position].value, at: path + [.key(key)], index: index))
    }
    return .object(object)
  }

  private static func value(
    of value: TOMLValue, at path: [TOMLSourceIndex.Step], index: TOMLSourceIndex
  ) -> ArchiveValue {
    switch value.type {
    case .table:
      guard let table = value.table else { return .null }
      return self.value(of: table, at: path, index: index)
    case .array:
      guard let array = value.array else { return .null }
      return .array(
        array.enumerated().map {
          self.value(of: $1.tomlValue, at: path + [.index($0)], index: index)
        })
    case .string:
      return .string(index.stringText(at: path) ?? value.string ?? "")
    case .int:
      return .number(String(value.int ?? 0))
    case .double:
      let number = value.double ?? 0
      return number.isFinite ? .number("\(number)") : .string("\(number)")
    case .bool:
      return .bool(value.bool ?? false)
    case .date, .time, .dateTime:
      return .string(index.dateText(at: path) ?? written(value))
    }
  }

  /// A date or time in RFC 3339's form, for one the index has no text for.
  private static func written(_ value: TOMLValue) -> String {
    func pad(_ number: Int, _ width: Int) -> String {
      let digits = String(number)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    func date(_ date: TOMLDate) -> String {
      "\(pad(date.year, 4))-\(pad(date.month, 2))-\(pad(date.day, 2))"
    }
    func time(_ time: TOMLTime) -> String {
      var text = "\(pad(time.hour, 2)):\(pad(time.minute, 2)):\(pad(time.second, 2))"
      if time.nanoSecond > 0 {
        var fraction = pad(time.nanoSecond, 9)
        while fraction.hasSuffix("0") { fraction.removeLast() }
        text += "." + fraction
      }
      return text
    }
    if let value = value.date { return date(value) }
    if let value = value.time { return time(value) }
    guard let value = value.dateTime else { return "" }
    var text = date(value.date) + "T" + time(value.time)
    if let offset = value.offset?.offset {
      let minutes = abs(offset)
      text +=
        offset == 0
        ? "Z" : "\(offset < 0 ? "-" : "+")\(pad(minutes / 60, 2)):\(pad(minutes % 60, 2))"
    }
    return text
  }
}
