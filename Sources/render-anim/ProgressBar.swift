import Foundation

/// A one-line progress bar for a long command (render, golden), drawn on standard output only when it is a
/// terminal: redirected output and CI logs get the command's ordinary lines and no bar.
struct ProgressBar {
  /// What is in progress (a scene's path).
  let label: String
  /// Whether the bar is drawn.
  let enabled: Bool
  static let width = 30

  /// A bar for `label`, drawn when standard output is a terminal and `quiet` is false.
  init(label: String, quiet: Bool = false) {
    self.label = label
    enabled = !quiet && isatty(STDOUT_FILENO) != 0
  }

  /// Draws `done` of `total` over the bar's line, with `detail` after the count.
  func draw(done: Int, total: Int, detail: String = "") {
    guard enabled else { return }
    let filled = total > 0 ? Self.width * min(done, total) / total : Self.width
    let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: Self.width - filled)
    write("\r\u{1B}[K\(label) \(bar) \(done)/\(total)\(detail.isEmpty ? "" : "  " + detail) ")
  }

  /// Prints a line of the command's own output above the bar (the bar is drawn again by the next ``draw``).
  func print(_ line: String) {
    write((enabled ? "\r\u{1B}[K" : "") + line + "\n")
  }

  /// Ends the bar's line.
  func finish() {
    if enabled { write("\n") }
  }

  private func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}
