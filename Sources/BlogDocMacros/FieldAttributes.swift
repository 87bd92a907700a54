/// Marks the property that identifies a record in a ``DocumentModel(record:collection:version:)``
/// struct: a `String`, archived first and required.
///
/// ```swift
/// @ID var id = ""          // archived as "id"
/// @ID("uuid") var id = ""  // archived as "uuid"
/// ```
///
/// The model's `id` must read it: name it `id`, or add `var id: String { key }`.
///
/// - Parameter name: The id's archive name, if it is not the property's name.
@attached(peer)
public macro ID(_ name: String? = nil) =
  #externalMacro(module: "BlogDocMacrosPlugin", type: "FieldMarkerMacro")

/// Gives a field of a ``DocumentModel(record:collection:version:)`` struct an archive name
/// other than the property's, or policies other than the defaults; the arguments are those
/// of `Field`'s initializers.
///
/// ```swift
/// @Field("modified", history: .excluded, merge: .later) var updatedDate: Date?
/// @Text @Field(history: .coalescing(within: .seconds(60))) var notes = ""
/// @Field(isRequired: true) var title = ""
/// ```
///
/// - Parameters:
///   - name: The archive name, if it is not the property's; keep it stable, since
///     documents store it.
///   - isRequired: Whether reading an archive without the field is an error.
///   - history: How edits enter the undo history; see `HistoryPolicy`.
///   - merge: How a three-way merge combines two sides' edits; see
///     `MergePolicy`.
@attached(peer)
public macro Field(
  _ name: String? = nil, isRequired: Bool = false, history: HistoryPolicy = .separateSteps,
  merge: MergePolicy = .threeWay
) = #externalMacro(module: "BlogDocMacrosPlugin", type: "FieldMarkerMacro")

/// Makes a `String` property of a ``DocumentModel(record:collection:version:)`` struct a
/// field of multi-line text (`FieldKind.text`), edited and shown as a block.
///
/// ```swift
/// @Text var instructions = ""  // Field.text("instructions", \Recipe.instructions)
/// ```
@attached(peer)
public macro Text() = #externalMacro(module: "BlogDocMacrosPlugin", type: "FieldMarkerMacro")

/// Makes a `[String]` property of a ``DocumentModel(record:collection:version:)`` struct a
/// list whose XML items are elements named `item` (without it, they are named `item`).
///
/// ```swift
/// @List(item: "tag") var tags: [String] = []  // <tags><tag>swift</tag></tags>
/// ```
///
/// - Parameter item: The XML element name of one item.
@attached(peer)
public macro List(item: String) =
  #externalMacro(module: "BlogDocMacrosPlugin", type: "FieldMarkerMacro")

/// Marks a stored property of a ``DocumentModel(record:collection:version:)`` struct that is
/// not a field: it is not archived, edited, diffed or undone.
///
/// ```swift
/// @Transient var isExpanded = false
/// ```
@attached(peer)
public macro Transient() =
  #externalMacro(module: "BlogDocMacrosPlugin", type: "FieldMarkerMacro")
