import Foundation
import Render
import SceneFormat

/// Compares one frame with its golden PNG: the library API behind `render-anim golden` and test suites.
///
/// ```swift
/// let result = GoldenCheck.check(frame, golden: url, tolerance: GoldenTolerance())
/// #expect(result.passed, "\(result)")
/// ```
/// A missing golden is recorded and the check fails, so recording is always deliberate; with
/// `RECORD_GOLDENS=1` in the environment every golden is re-recorded (and the check fails too).
public enum GoldenCheck {
  /// What happened to one golden.
  public enum Outcome: Sendable, Equatable {
    /// The frame matched the golden within the tolerance.
    case matched
    /// The check failed, for the reason given: the frame differs from the golden beyond the tolerance,
    /// or a golden could not be read or written (in a suite, also a scene that does not load, or a golden
    /// no scene and time ask for).
    case mismatched(String)
    /// The frame was written as the golden, because it was missing or recording was requested; the check
    /// does not pass until a run verifies it.
    case recorded
    /// There is no golden, and the check was told not to record one (`recordMissing: false`).
    case missing
  }

  /// One golden's result.
  public struct Result: Sendable, CustomStringConvertible {
    /// The golden's file name (in a suite, the entry's name when its scene does not load).
    public var name: String
    /// What happened to the golden.
    public var outcome: Outcome
    /// Files written for a failure: actual, golden, diff.
    public var artifacts: [String] = []

    /// Whether the frame matched its golden (a golden just recorded does not pass).
    public var passed: Bool { outcome == .matched }

    public var description: String {
      switch outcome {
      case .matched: return "ok       \(name)"
      case .mismatched(let why): return "FAIL     \(name): \(why)"
      case .recorded: return "RECORDED \(name) (check it in; re-run to verify)"
      case .missing: return "MISSING  \(name)"
      }
    }
  }

  /// Whether the environment asks to re-record goldens.
  public static var recordingRequested: Bool {
    let v = ProcessInfo.processInfo.environment["RECORD_GOLDENS"] ?? ""
    return !v.isEmpty && v != "0"
  }

  /// Checks `frame` against the PNG at `golden`; records it when missing (unless `recordMissing` is false)
  /// or when `record` is set. On a mismatch, writes `<name>.actual.png`, `.golden.png` and `.diff.png`
  /// to `artifacts` if given.
  public static func check(
    _ frame: RenderedFrame, golden: URL, tolerance: GoldenTolerance, artifacts: URL? = nil,
    record: Bool = recordingRequested, recordMissing: Bool = true
  ) -> Result {
    let name = golden.lastPathComponent
    let exists = FileManager.default.fileExists(atPath: golden.path)
    if record || (!exists && recordMissing) {
      do {
        try FileManager.default.createDirectory(
          at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
        try frame.writePNG(to: golden.path)
        return Result(name: name, outcome: .recorded)
      } catch {
        return Result(name: name, outcome: .mismatched("cannot record: \(error)"))
      }
    }
    guard exists else { return Result(name: name, outcome: .missing) }
    let expected: RenderedFrame
    do { expected = try RenderedFrame(pngAt: golden.path) } catch {
      return Result(name: name, outcome: .mismatched("cannot read the golden: \(error)"))
    }
    let comparison = FrameComparison(actual: frame, golden: expected, tolerance: tolerance)
    if comparison.matches { return Result(name: name, outcome: .matched) }
    var result = Result(name: name, outcome: .mismatched(comparison.summary))
    if let artifacts {
      let stem = artifacts.appendingPathComponent((name as NSString).deletingPathExtension).path
      try? FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
      try? frame.writePNG(to: stem + ".actual.png")
      try? FileManager.default.removeItem(atPath: stem + ".golden.png")
      try? FileManager.default.copyItem(atPath: golden.path, toPath: stem + ".golden.png")
      result.artifacts = [stem + ".actual.png", stem + ".golden.png"]
      if let diff = comparison.diffImage(golden: expected) {
        try? diff.writePNG(to: stem + ".diff.png")
        result.artifacts.append(stem + ".diff.png")
      }
    }
    return result
  }

  /// Renders `scene` at `time` and checks it against `golden`.
  public static func check(
    scene: Scene, time: Double, golden: URL, tolerance: GoldenTolerance = GoldenTolerance(),
    artifacts: URL? = nil, record: Bool = recordingRequested
  ) throws -> Result {
    let frame = try Rasterizer().render(scene.displayList(at: time, measurer: PangoTextMeasurer()))
    return check(frame, golden: golden, tolerance: tolerance, artifacts: artifacts, record: record)
  }
}
