/// The format-independent half of encoding: walks a document by its schema and hands each
/// field to an ``ArchiveWriter`` in declaration order, unknown members last, in their order.
package enum DocumentEncoder {
  package static func encode<M: Model, W: ArchiveWriter>(
    _ document: ModelDocument<M>, with writer: inout W
  ) throws(ArchiveError) -> [UInt8] {
    do {
      return try encode(document, with: &writer) { _ in }
    } catch {
      // Without a step between records, only the records' own errors are thrown.
      throw error as! ArchiveError
    }
  }

  /// Encodes `document` with `writer`, handing each chunk of about `chunkSize` bytes to
  /// `body` as records are written, and the rest at the end: a large document is streamed
  /// to its file without being held as bytes.
  ///
  /// - Throws: `ArchiveError` as ``encode(_:with:)`` does, and what `body` throws.
  /// - Complexity: O(*n*) in the output; holds about `chunkSize` bytes plus one record.
  package static func encode<M: Model, W: ArchiveWriter>(
    _ document: ModelDocument<M>, with writer: inout W, chunkSize: Int,
    to body: ([UInt8]) throws -> Void
  ) throws {
    let rest = try encode(document, with: &writer) { writer in
      if writer.pendingByteCount >= chunkSize { try writer.drainOutput(body) }
    }
    try body(rest)
  }

  /// Encodes `document` with `writer`, calling `afterEachRecord` once each record is written.
  private static func encode<M: Model, W: ArchiveWriter>(
    _ document: ModelDocument<M>, with writer: inout W, afterEachRecord: (inout W) throws -> Void
  ) throws -> [UInt8] {
    let schema = M.schema
    let layout = document.layout
    if layout == .single {
      guard document.count == 1 else {
        throw ArchiveError(
          .unwritable,
          "A single-\(schema.entryName) document must hold exactly one \(schema.entryName); this one holds \(document.count)."
        )
      }
      guard document.unknownFields.isEmpty else {
        throw ArchiveError(
          .unwritable,
          "A single-\(schema.entryName) document has no place for document-level unknown fields; move them into the \(schema.entryName) or make it a \(schema.collectionName)."
        )
      }
    }
    writer.beginDocument(
      rootName: layout == .single ? schema.entryName : schema.collectionName,
      entryName: schema.entryName, namespace: schema.namespace, version: schema.version,
      layout: layout)
    for (position, entry) in document.entries.enumerated() {
      do throws(ArchiveError) {
        try encodeRecord(entry, with: &writer)
      } catch {
        var located = error
        let record =
          layout == .single
          ? "/\(schema.entryName)"
          : "/\(schema.collectionName)/\(schema.entryName)[\(position + 1)]"
        located.fieldPath = record + (error.fieldPath.map { "/" + $0 } ?? "")
        throw located
      }
      try afterEachRecord(&writer)
    }
    for member in document.unknownFields {
      do {
        try writer.writeUnknown(name: member.key, value: member.value)
      } catch {
        var located = error
        located.fieldPath = "/\(schema.collectionName)/" + (error.fieldPath ?? member.key)
        throw located
      }
    }
    return writer.endDocument()
  }
}

extension DocumentEncoder {
  /// Hands one entry to `writer` as a record: its fields in declaration order, then its
  /// unknown members in their order. A splicing writer uses it to write a new entry alone.
  package static func encodeRecord<M: Model, W: ArchiveWriter>(
    _ entry: M, with writer: inout W
  )
    throws(ArchiveError)
  {
    writer.beginRecord()
    for field in M.schema.fields {
      let value = field.value(in: entry)
      if value.isNull { continue }
      try writer.writeField(
        name: field.name, value: field.kind.archiveValue(for: value), itemName: field.kind.itemName)
    }
    for member in entry.unknownFields {
      try writer.writeUnknown(name: member.key, value: member.value)
    }
    writer.endRecord()
  }
}

extension FieldKind {
  /// The XML item element name of a list kind.
  package var itemName: String? {
    if case .list(let name) = wrapped { return name }
    return nil
  }
}
