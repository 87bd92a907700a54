import BlogDocCore
import FuzzSupport

/// Every kind of value `--set` can parse, wrapped and not.
let kinds: [FieldKind] = {
  let plain: [FieldKind] = [.string, .text, .bool, .integer, .double, .date, .url, .list(itemName: "tag")]
  return plain + plain.map { .optional($0) }
}()

/// Feeds arbitrary text to the `--set` value parser (the first byte picks the kind): it
/// must throw a `FieldValueError` or return a value that formats to text parsing back to
/// the same value, and that survives archiving.
runFuzzer { bytes in
  guard let selector = bytes.first else { return }
  let kind = kinds[Int(selector) % kinds.count]
  let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
  guard let value = try? kind.parse(text) else { return }
  let formatted = kind.format(value)
  do {
    check(try kind.parse(formatted), equals: value, "\(kind): '\(formatted)' parses to another value")
  } catch {
    check(false, "\(kind): the formatted value '\(formatted)' of '\(text)' does not parse: \(error)")
  }
  do {
    let archived = kind.archiveValue(for: value)
    check(try kind.value(from: archived), equals: value, "\(kind): archiving changed the value")
  } catch {
    check(false, "\(kind): the archived value of '\(text)' does not read back: \(error)")
  }
}
