/// The bytes an entry held in a file when a change removed it, and where they were, so
/// that putting the entry back (an undo) writes the same bytes in the same place.
///
/// A splicing writer records one for each entry it removes (`XMLSplice` and
/// `JSONSplice`'s `removedEntrySources`), a journal keeps it, and the writer takes it
/// back when the entry is inserted again. ``text`` alone puts the element or object back
/// beside the entry before it, laid out as a new one; ``gap``, ``leading`` and
/// ``trailing`` put back the line it was on, past any comment that stood before it:
///
/// ```
/// <blog>                      after `remove b`:     undo without gap: undo with it:
///   <entry>a</entry>          <blog>                  …a…               …a…
///   <!-- about b -->            <entry>a</entry>      <entry>b</entry>  <!-- about b -->
///   <entry>b</entry>            <!-- about b -->      <!-- about b -->  <entry>b</entry>
/// </blog>                     </blog>
/// ```
public struct RemovedEntrySource: Hashable, Sendable {
  /// The entry's element or object, as the file held it.
  public var text: [UInt8]
  /// In the file after the removal, the bytes from the end of the kept entry before it
  /// (or from the opening of the collection when there is none) to where its bytes were
  /// cut: XML only, where comments and other members between entries stay when an entry
  /// goes. `nil` when not known (journals written before it was kept).
  public var gap: [UInt8]?
  /// The bytes removed with the entry before ``text``: its indentation in XML, the
  /// separator from the item before it in JSON.
  public var leading: [UInt8]?
  /// The bytes removed with the entry after ``text``: its line break in XML, the
  /// separator to the item after it in JSON.
  public var trailing: [UInt8]?

  /// The source of an entry whose text alone is known.
  public init(text: [UInt8], gap: [UInt8]? = nil, leading: [UInt8]? = nil, trailing: [UInt8]? = nil)
  {
    self.text = text
    self.gap = gap
    self.leading = leading
    self.trailing = trailing
  }
}
