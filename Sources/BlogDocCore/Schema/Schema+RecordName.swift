extension Schema {
  /// The former name of ``entryName``: the engine says "entry" for one element of a
  /// document, whatever the model calls it.
  @available(*, deprecated, renamed: "entryName")
  public var recordName: String { entryName }
}
