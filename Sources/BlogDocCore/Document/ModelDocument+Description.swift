extension ModelDocument: CustomStringConvertible {
  /// A short summary (layout and ids), so test failures and logs stay readable:
  /// `blog of 3 entries: hello-world, second, third`.
  public var description: String {
    let shown = _order.prefix(8).joined(separator: ", ") + (_order.count > 8 ? ", …" : "")
    switch layout {
    case .single: return "single \(M.schema.entryName): \(shown)"
    case .collection:
      return
        "\(M.schema.collectionName) of \(count) \(M.schema.entryName)\(count == 1 ? "" : "s"): \(shown)"
    }
  }
}
