import BlogDocCore
import FoundationEssentials

/// Merges remote records into a document by identity, as FDModel kept one instance per
/// identifier: a record whose id the document has updates that entry, any other is
/// appended. Importing the same source twice changes nothing the second time.
///
/// An update sets the fields the record gave values for and replaces the record's bag of
/// unknown members; fields it had nothing for keep their value, so local additions survive
/// a re-import. Every record is validated as it arrives, so an error names the record.
///
/// ```swift
/// var importer = Importer(into: try BlogDocument(entries: []), mapping: mapping)
/// try source.forEachRecord { record, origin in try importer.add(record, from: origin) }
/// print(importer.summary)
/// // Prints "3 added, 0 updated, 0 unchanged"
/// ```
public struct Importer<M: Model> {
  /// The document with every record added so far.
  public private(set) var document: ModelDocument<M>
  /// How records become entries.
  public let mapping: Mapping
  /// What the import has done so far.
  public private(set) var summary = ImportSummary()
  /// Refuses a record that has any warning, with each warning as a problem (`--strict`).
  public var treatsWarningsAsErrors = false
  /// Ids this import has written, to tell a repeated record from an update.
  private var seen: [String: RecordOrigin] = [:]

  /// The ids of the entries this import has added or updated so far, in no order.
  public var importedIDs: Dictionary<String, RecordOrigin>.Keys { seen.keys }

  /// Starts an import into `document` through `mapping`.
  public init(into document: ModelDocument<M>, mapping: Mapping) {
    self.document = document
    self.mapping = mapping
  }

  /// Maps `record` and merges it.
  ///
  /// A refused record changes nothing: not the document, not the summary.
  ///
  /// - Throws: ``ImportError`` when the record has no usable id or its entry breaks a
  ///   rule of the schema (or, with ``treatsWarningsAsErrors``, for its first warning).
  /// - Complexity: O(*f* + log *n*) for *f* fields and *n* entries, plus the transformers.
  public mutating func add(_ record: ArchiveValue, from origin: RecordOrigin) throws(ImportError) {
    do {
      try merge(mapping.map(record, as: M.self), from: origin)
    } catch {
      throw error.problems[0]
    }
  }

  /// Maps a batch of records on every core, then merges them in order, so the outcome is
  /// that of adding them one by one.
  ///
  /// A record that cannot be imported is left out and its problems are added to the
  /// summary's ``ImportSummary/refusals``, so one import lists every bad record; whether
  /// the rest is kept is the caller's choice (the command line keeps nothing unless told
  /// `--skip-invalid`).
  ///
  /// Mapping (the transformers, HTML conversion above all) is most of an import's work and
  /// each record's is independent; merging needs the document, so it stays in order.
  ///
  /// ```swift
  /// importer.add(contentsOf: [(good, RecordOrigin(file: "f", label: "0")), (untitled, RecordOrigin(file: "f", label: "1"))])
  /// print(importer.summary)
  /// // Prints "1 added, 0 updated, 0 unchanged, 1 invalid"
  /// print(importer.summary.refusals[0])
  /// // Prints "f: 1 ('x'): title: Title must not be empty."
  /// ```
  ///
  /// - Complexity: O(*b* · *m* / *p* + *b* log *n*) for *b* records that take *m* each to
  ///   map, on *p* cores.
  public mutating func add(contentsOf batch: [(record: ArchiveValue, origin: RecordOrigin)]) {
    let mapping = mapping
    let mapped = ParallelMap.map(batch.map(\.record)) { mapping.map($0, as: M.self) }
    for (mapped, item) in zip(mapped, batch) {
      do {
        try merge(mapped, from: item.origin)
      } catch {
        summary.refusals += error.problems
        summary.invalid += 1
      }
    }
  }

  /// Counts a record the source could not even read (a Markdown file whose front matter
  /// is not YAML) as invalid, with its problem, beside those ``add(contentsOf:)`` refuses.
  public mutating func refuse(_ problem: ImportError) {
    summary.refusals.append(problem)
    summary.invalid += 1
  }

  /// Notes a source file that is not a record at all (a README without front matter in a
  /// folder of posts) as a warning; the source counts it as skipped.
  public mutating func noteSkippedFile(_ problem: ImportError) {
    summary.warnings.append(problem)
  }

  /// Merges one mapped record, or leaves everything as it was and says why not.
  private mutating func merge(_ record: MappedRecord<M>, from origin: RecordOrigin) throws(Refusal)
  {
    var mapped = record
    let idName = M.schema.idField.name
    guard case .string(var id)? = mapped.value(of: idName) else {
      let paths =
        mapping.rules.first { $0.field == idName }?.candidates.map { "'\($0.path)'" } ?? []
      throw Refusal(
        ImportError(
          origin: origin, field: idName,
          message: "No identity: none of \(paths.joined(separator: ", ")) gives a usable id."))
    }
    let renamed = ownID(for: mapped, wanted: id)
    if let (own, _) = renamed {
      id = own
      mapped.values = mapped.values.map { $0.field == idName ? ($0.field, .string(own)) : $0 }
    }
    // Warnings are kept aside until the record is in: a refused record gives none. Each
    // keeps its note (what the import did about it) apart, for when warnings refuse.
    var warnings: [(problem: ImportError, note: String)] = mapped.warnings.map { warning in
      let problem = ImportError(
        origin: origin, entryID: id, field: warning.field, message: warning.message)
      return (problem, warning.note)
    }
    if let (own, taken) = renamed {
      warnings.insert((ImportError(origin: origin, entryID: own, message: taken), ""), at: 0)
    }
    let existing = document[id: id]
    if let earlier = seen[id] {
      let message = "A second record has this id (the first is at \(earlier))."
      warnings.append(
        (
          ImportError(origin: origin, entryID: id, message: message),
          " Its fields are merged over the first's."
        ))
    }
    let base = existing ?? M.schema.emptyModel(id: id)
    var entry = mapped.apply(to: base)
    var outcome = Self.putting(entry, into: document)
    if case .failure(let refused) = outcome {
      for item in refused.violations {
        let violation = item.violation
        // An optional value the record gave that breaks a rule (a WordPress "modified" date
        // before a scheduled post's date) is left out, and its source kept among the
        // unknown members; anything else refuses the record.
        guard let name = violation.field, let field = M.schema.field(named: name),
          field.kind.isOptional,
          mapped.value(of: name) != nil
        else {
          throw Refusal(
            ImportError(
              origin: origin, entryID: id, field: violation.field, message: violation.message))
        }
        field.setValue(field.value(in: base), in: &entry)
        let keptAs = mapped.keepSource(of: name, in: &entry)
        let note = " The value was left out." + MappedRecord<M>.Warning.keptSentence(keptAs)
        warnings.append(
          (ImportError(origin: origin, entryID: id, field: name, message: violation.message), note))
      }
      // Leaving a value out may break another rule (a required pair, say): try once more.
      outcome = Self.putting(entry, into: document)
    }
    let merged: ModelDocument<M>
    switch outcome {
    case .success(let document): merged = document
    case .failure(let refused):
      let violation = refused.violations.first?.violation
      throw Refusal(
        ImportError(
          origin: origin, entryID: id, field: violation?.field,
          message: violation?.message ?? refused.description))
    }
    if treatsWarningsAsErrors && !warnings.isEmpty {
      throw Refusal(problems: warnings.map(\.problem))
    }
    switch (existing, seen[id]) {
    case (nil, _): summary.added += 1
    case (let old?, nil) where old == entry: summary.unchanged += 1
    case (_, nil): summary.updated += 1
    case (_, _?): break  // Counted when first seen.
    }
    summary.warnings += warnings.map { problem, note in
      var noted = problem
      noted.message += note
      return noted
    }
    seen[id] = origin
    document = merged
  }

  /// The id a record gets when the entry of its own `wanted` id is another remote item
  /// (``Mapping/identity``): `wanted-2`, `wanted-3`, … up to the first free id or the
  /// entry of this same item (a second import finds it there), with the warning saying
  /// so; `nil` when `wanted` is this item's.
  ///
  /// - Complexity: O(*s* log *n*) for *s* suffixes tried among *n* entries.
  private func ownID(for mapped: MappedRecord<M>, wanted: String) -> (String, String)? {
    func isOther(_ id: String) -> Bool {
      guard let occupant = document[id: id] else { return false }
      return mapping.isDifferentItem(mapped.identity, from: occupant.unknownFields[mapping.name])
    }
    guard isOther(wanted) else { return nil }
    var suffix = 2
    while isOther("\(wanted)-\(suffix)") { suffix += 1 }
    let own = "\(wanted)-\(suffix)"
    let bag = document[id: wanted]?.unknownFields[mapping.name]
    let differing = zip(mapping.identity, mapped.identity).filter { path, value in
      value != nil && bag.flatMap(path.value(in:)) != nil
    }.map { "'\($0.0)'" }
    let other = seen[wanted].map { "the record at \($0)" } ?? "the blog's entry '\(wanted)'"
    let message =
      "Another item has the id '\(wanted)' (\(other); their \(differing.joined(separator: " and ")) differ), so this one was imported as '\(own)'."
    return (own, message)
  }

  /// `document` with `entry` in it, in place of the entry of its id or appended, through
  /// the transaction every write is held to: the schema's rules are checked there, and
  /// nowhere else.
  ///
  /// - Complexity: O(log *n*) for *n* entries, plus the entry's validation.
  private static func putting(
    _ entry: M, into document: ModelDocument<M>
  ) -> Result<ModelDocument<M>, TransactionError> {
    var result = document
    do {
      try result.transaction("Import") { proxy in
        if proxy[id: entry.id] != nil {
          try proxy.update(id: entry.id) { $0.replace(with: entry) }
        } else {
          try proxy.append(entry)
        }
      }
      return .success(result)
    } catch let refused as TransactionError {
      return .failure(refused)
    } catch {
      // An update of the entry's own id, or an append of an id the proxy lacks, fails no
      // other way; should one, the record is refused with what was thrown, not trapped.
      return .failure(TransactionError(actionName: "Import", vetoes: ["\(error)"]))
    }
  }
}

/// Why a record was not merged: one problem, or every warning under `--strict`.
private struct Refusal: Error {
  var problems: [ImportError]

  init(_ problem: ImportError) { problems = [problem] }
  init(problems: [ImportError]) { self.problems = problems }
}
