import BlogDocSystem

/// How many inputs a property test tries: `base`, times `BLOGDOC_PROPERTY_SCALE` when that
/// is set, for long runs (`BLOGDOC_PROPERTY_SCALE=100 swift test --filter WXR`).
///
/// ```swift
/// await propertyCheck(count: propertyCount(50), input: WXRGenerator.export) { … }
/// ```
public func propertyCount(_ base: Int) -> Int {
  guard let text = getenv("BLOGDOC_PROPERTY_SCALE"), let scale = Int(String(cString: text)),
    scale > 0
  else {
    return base
  }
  return base * scale
}
