import BlogDocCore

/// Writes an edit into a `.card` file by replacing only the bytes of the values it changes.
///
/// Each member whose value an edit changes has its value's bytes replaced by the new
/// value's spelling. Any other edit (an entry added, removed or moved, a member removed,
/// or a value set on a member the file does not write yet) is refused, and the store
/// writes the whole file instead. The result is read back and must be the
/// edited document, or the splice is refused.
enum CardSplicer {
  /// `source` (read as `original`, laid out as `map` says) with `edited`'s changed values.
  ///
  /// - Throws: `SpliceRefusal` saying why the file must be written whole.
  /// - Complexity: O(*n*) in the size of `source`.
  static func splice<M: Model>(
    _ source: [UInt8], map: CardSourceMap, original: ModelDocument<M>, edited: ModelDocument<M>,
    diff: DocumentDiff<M>, through format: CardFormat
  ) throws(SpliceRefusal) -> [UInt8] {
    guard !diff.isEmpty else { return source }
    guard map.formatVersion == M.schema.version, map.records.count == original.count,
      original.layout == edited.layout, original.unknownFields == edited.unknownFields
    else {
      throw SpliceRefusal(reason: "The card file's header or its entries changed.")
    }
    var replacements: [(range: Range<Int>, text: [UInt8])] = []
    for change in diff.entryChanges {
      guard case .modified(let id, _, _) = change, let before = original[id: id],
        let after = edited[id: id],
        let record = map.record(id: id)
      else {
        throw SpliceRefusal(reason: "Entries were added, removed or moved.")
      }
      let old = before.archived()
      for member in after.archived() where old[member.key] != member.value {
        guard let written = record.member(named: member.key) else {
          throw SpliceRefusal(reason: "'\(member.key)' of '\(id)' is not written in the file yet.")
        }
        let spelled: String
        do {
          spelled = try CardWriter.spelling(of: member.value, key: member.key, id: id)
        } catch {
          throw SpliceRefusal(reason: error.message)
        }
        // A value is written after ": "; the space goes with it when it appears or goes.
        var range = written.value
        var text = Array(spelled.utf8)
        if range.isEmpty, !text.isEmpty {
          text.insert(UInt8(ascii: " "), at: 0)
        } else if text.isEmpty, range.lowerBound > 0,
          source[range.lowerBound - 1] == UInt8(ascii: " ")
        {
          range = (range.lowerBound - 1)..<range.upperBound
        }
        replacements.append((range, text))
      }
      let new = after.archived()
      guard old.allSatisfy({ new[$0.key] != nil }) else {
        throw SpliceRefusal(reason: "A member of '\(id)' was removed.")
      }
    }
    var output = source
    for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      output.replaceSubrange(replacement.range, with: replacement.text)
    }
    let readBack: ModelDocument<M>
    do {
      readBack = try format.decode(M.self, from: output)
    } catch {
      throw SpliceRefusal(reason: "The spliced bytes do not read back: \(error.message)")
    }
    guard readBack == edited else {
      throw SpliceRefusal(reason: "The spliced bytes read back as a different document.")
    }
    return output
  }
}
