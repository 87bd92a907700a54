import BlogDocCore
import BlogDocLibXML2
import BlogDocSystem

extension XMLRecordOracle {
  /// Finds the records in a libxml2 tree and builds their values, recursively and plainly.
  struct TreeWalk {
    struct TooDeep: Error {}

    let recordPath: [String]
    let maxDepth: Int
    private(set) var records: [Record] = []

    init(recordPath: [String], maxDepth: Int) {
      self.recordPath = recordPath
      self.maxDepth = maxDepth
    }

    /// Visits `node`, an element below the elements named `path`.
    mutating func visit(_ node: xmlNodePtr, path: [String]) throws(TooDeep) {
      let path = path + [Self.qualifiedName(of: node)]
      if path == recordPath {
        records.append(Record(value: try value(of: node, level: 1), line: Int(xmlGetLineNo(node))))
        return
      }
      guard path.count < recordPath.count else { return }
      for child in Self.children(of: node) where child.pointee.type == XML_ELEMENT_NODE {
        try visit(child, path: path)
      }
    }

    /// The value of an element at `level` inside a record.
    private func value(of node: xmlNodePtr, level: Int) throws(TooDeep) -> ArchiveValue {
      guard level <= maxDepth else { throw TooDeep() }
      var members: [(key: String, value: ArchiveValue)] = []
      var attribute = node.pointee.properties
      while let current = attribute {
        let name = Self.qualifiedName(
          prefix: current.pointee.ns?.pointee.prefix, name: current.pointee.name)
        let content = xmlNodeGetContent(
          UnsafeMutableRawPointer(current).assumingMemoryBound(to: xmlNode.self))
        members.append(("@" + name, .string(content.map { String(cString: $0) } ?? "")))
        // libxml2's `xmlFree` is a global Swift 6 cannot read safely; it is `free` unless
        // a program swaps the allocator, which blogdoc never does.
        free(content)
        attribute = current.pointee.next
      }
      var text = ""
      for child in Self.children(of: node) {
        switch child.pointee.type {
        case XML_ELEMENT_NODE:
          let name = Self.qualifiedName(of: child)
          let childValue = try value(of: child, level: level + 1)
          if let index = members.firstIndex(where: { $0.key == name }) {
            if case .array(let items) = members[index].value {
              members[index].value = .array(items + [childValue])
            } else {
              members[index].value = .array([members[index].value, childValue])
            }
          } else {
            members.append((name, childValue))
          }
        case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
          text += child.pointee.content.map { String(cString: $0) } ?? ""
        default:
          continue
        }
      }
      guard !members.isEmpty else { return .string(text) }
      if !text.unicodeScalars.allSatisfy({ [" ", "\t", "\n", "\r"].contains($0) }) {
        members.append(("#text", .string(text)))
      }
      return .object(
        ArchiveObject(members.map { ArchiveObject.Member(key: $0.key, value: $0.value) }))
    }

    private static func children(of node: xmlNodePtr) -> [xmlNodePtr] {
      var children: [xmlNodePtr] = []
      var child = node.pointee.children
      while let current = child {
        children.append(current)
        child = current.pointee.next
      }
      return children
    }

    private static func qualifiedName(of node: xmlNodePtr) -> String {
      qualifiedName(prefix: node.pointee.ns?.pointee.prefix, name: node.pointee.name)
    }

    private static func qualifiedName(
      prefix: UnsafePointer<xmlChar>?, name: UnsafePointer<xmlChar>?
    ) -> String {
      let local = name.map { String(cString: $0) } ?? ""
      guard let prefix else { return local }
      return String(cString: prefix) + ":" + local
    }
  }
}
