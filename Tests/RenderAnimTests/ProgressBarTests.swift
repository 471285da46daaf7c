import Foundation
import Testing

/// Long commands draw a progress bar on a terminal and none when their output goes elsewhere: a render
/// and a golden verify, once through a pipe and once under `script`, which gives them a pseudo-terminal.
@Suite(.serialized) struct ProgressBarTests {
  /// `script -q -e -c COMMAND /dev/null`: the command on a terminal; its output as the terminal saw it.
  static func onTerminal(_ arguments: [String]) throws -> (status: Int32, out: String) {
    let command = ([RenderAnimBinary.executable.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
    let r = try RenderAnimBinary.runProgram("/usr/bin/script", ["-q", "-e", "-c", command, "/dev/null"])
    return (r.status, String(decoding: r.out, as: UTF8.self))
  }

  @Test func renderDrawsABarOnlyOnATerminal() throws {
    let dir = try RenderAnimBinary.temporaryFolder("progress")
    let arguments = ["render", "scenes/two-phase.yaml", "--scale", "0.25", "--duration", "0.5", "-o"]
    let piped = try RenderAnimBinary.run(arguments + [dir.appendingPathComponent("a.mp4").path])
    #expect(piped.status == 0)
    #expect(!piped.out.contains("█") && !piped.out.contains("\r"), "\(piped.out)")
    #expect(piped.out.hasPrefix("wrote "))
    let terminal = try Self.onTerminal(arguments + [dir.appendingPathComponent("b.mp4").path])
    #expect(terminal.status == 0)
    // 30 frames: the last drawing of the bar is full, with the count.
    #expect(terminal.out.contains("scenes/two-phase.yaml ██████████████████████████████ 30/30"), "\(terminal.out)")
  }

  @Test func goldenVerifyDrawsABarOnlyOnATerminal() throws {
    let goldens = "Tests/RenderTests/Goldens"
    let artifacts = try RenderAnimBinary.temporaryFolder("progress-artifacts").path
    let piped = try RenderAnimBinary.run(["golden", "verify", goldens, "--artifacts", artifacts])
    #expect(piped.status == 0, "\(piped.err)")
    #expect(!piped.out.contains("█") && !piped.out.contains("\r"))
    let lines = piped.out.split(separator: "\n")
    let count = lines.count - 1  // one line per golden, then the summary
    #expect(count > 40)
    let terminal = try Self.onTerminal(["golden", "verify", goldens, "--artifacts", artifacts])
    #expect(terminal.status == 0)
    #expect(
      terminal.out.contains("\(goldens) ██████████████████████████████ \(count)/\(count)"),
      "\(terminal.out.suffix(400))")
    // Each golden's line is still printed, on a line of its own (the bar erased before it).
    #expect(terminal.out.components(separatedBy: "\r\u{1B}[K").count > count)
  }
}
