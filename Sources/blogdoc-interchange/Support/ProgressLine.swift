import BlogDocCommands
import BlogDocSystem

/// "Rendering 512 of 10,000 entries…" on standard error while long work runs, rewritten in
/// place at most ten times a second and cleared at the end. Nothing at all when standard
/// error is not a terminal, so pipes and logs never see it.
final class ProgressLine {
  private let label: String
  /// The whole count, or `nil` while it is unknown (a streamed import).
  private let total: Int?
  private let isShown: Bool
  private let clock = ContinuousClock()
  private var lastDrawn: ContinuousClock.Instant?

  init(_ label: String, total: Int?) {
    self.label = label
    self.total = total
    isShown = isatty(2) == 1 && (total ?? Int.max) >= 200
  }

  /// Reports that `done` of the total are finished.
  func update(_ done: Int) {
    guard isShown, total != nil || done >= 200 else { return }
    let now = clock.now
    if let lastDrawn, now - lastDrawn < .milliseconds(100) { return }
    lastDrawn = now
    Output.write("\r\(label) \(done)\(total.map { " of \($0)" } ?? "")…\u{1B}[K", to: 2)
  }

  /// Clears the line.
  func finish() {
    guard isShown, lastDrawn != nil else { return }
    Output.write("\r\u{1B}[K", to: 2)
  }
}
