/// Element names by the pointers libxml2 hands over.
///
/// libxml2 interns every name in the parser's dictionary, so one name has one pointer for
/// the parser's whole life. Looking a pointer pair up here costs a multiply and a compare,
/// where making a `String` from the name would cost an allocation and a UTF-8 check per
/// element (and a `Dictionary` a SipHash). A pointer is cached only after checking it
/// really is the dictionary's copy.
///
/// - Complexity: O(1) expected per lookup; the table doubles when half full.
struct ElementNameCache {
  private struct Slot {
    let local: UnsafePointer<UInt8>
    let namespace: UnsafePointer<UInt8>?
    let name: ElementName
  }

  private var slots = [Slot?](repeating: nil, count: 64)
  private var shift = 64 - 6
  private var count = 0
  private let schemaNamespace: String
  private let entryName: String

  init(schemaNamespace: String, entryName: String) {
    self.schemaNamespace = schemaNamespace
    self.entryName = entryName
  }

  /// The name of the element `parser` handed over.
  @inline(__always)
  mutating func name(
    local: UnsafePointer<UInt8>, namespace: UnsafePointer<UInt8>?, in parser: LibXML2PushParser
  ) -> ElementName {
    var index = slotIndex(local, namespace)
    while let slot = slots[index] {
      if slot.local == local && slot.namespace == namespace { return slot.name }
      index = (index + 1) & (slots.count - 1)
    }
    return insert(local: local, namespace: namespace, parser: parser)
  }

  @inline(__always)
  private func slotIndex(_ local: UnsafePointer<UInt8>, _ namespace: UnsafePointer<UInt8>?) -> Int {
    let bits = UInt(bitPattern: local) ^ (UInt(bitPattern: namespace) &<< 7)
    return Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) &>> UInt(shift))
  }

  private mutating func insert(
    local: UnsafePointer<UInt8>, namespace: UnsafePointer<UInt8>?, parser: LibXML2PushParser
  ) -> ElementName {
    let name = ElementName(
      local: String(cString: local), namespace: namespace.map { String(cString: $0) },
      schemaNamespace: schemaNamespace, entryName: entryName)
    let isInterned =
      parser.interned(local) == local && (namespace.map { parser.interned($0) == $0 } ?? true)
    guard isInterned else { return name }
    if 2 * (count + 1) > slots.count {
      let old = slots
      slots = [Slot?](repeating: nil, count: 2 * old.count)
      shift -= 1
      count = 0
      for case let slot? in old { store(slot) }
    }
    store(Slot(local: local, namespace: namespace, name: name))
    return name
  }

  private mutating func store(_ slot: Slot) {
    var index = slotIndex(slot.local, slot.namespace)
    while slots[index] != nil { index = (index + 1) & (slots.count - 1) }
    slots[index] = slot
    count += 1
  }
}
