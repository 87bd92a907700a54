import BlogDocCore

/// An element between its start and its end, as ``XMLArchiveReader`` keeps it.
struct OpenElement {
  /// What an open element is to the document.
  enum Role {
    /// The root of a collection: its children are records or document-level members.
    case collectionRoot
    /// A record (also the root of a single-record document): its children are fields.
    case record
    /// A child of a record: one field, known or not.
    case field
    /// A child of a collection root that is not a record.
    case documentMember
    /// Anything below a field or document member.
    case value
    /// A field the sink does not want (see ``RecordSink/wantsField(_:)``), or anything
    /// below one: read, but not built.
    case skipped
  }

  var role: Role
  /// The member key the element stands for.
  var key: String
  /// The element's number in document order, for its location (see ``ElementLocator``).
  var ordinal: Int
  var type: ValueType = .untyped
  /// Attributes, then child elements and mixed text, in document order.
  var members: [ArchiveObject.Member] = []
  /// The items of a `bt:t="array"` element.
  var items: [ArchiveValue] = []
  var hasChildElements = false
}
