import Observation

/// The root of the key paths a ``DocumentObservers``' registrar tracks: one member per
/// ``DocumentObservationKey``, with nothing to read.
///
/// Each document has its own registrar, which tells the documents apart; the root only
/// names the keys. It is not generic because a key path into a generic type
/// (`\DocumentEditor<M>.[id: id]`) looks its type up by its mangled name each time it is
/// made: measured, that made observing cost more than the transaction it observed.
package final class DocumentKeyPaths: Observable, Sendable {
  /// The one instance, which the registrar's calls take as their subject.
  package static let root = DocumentKeyPaths()

  var document: Void { () }
  var ids: Void { () }
  var count: Void { () }
  var history: Void { () }
  var canUndo: Void { () }
  var canRedo: Void { () }
  var undoActionName: Void { () }
  var redoActionName: Void { () }
  var isDirty: Void { () }
  subscript(entry id: String) -> Void { () }
  subscript(entry id: String, field name: String) -> Void { () }
}
