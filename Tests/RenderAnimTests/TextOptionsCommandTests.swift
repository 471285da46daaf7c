import Foundation
import Testing

/// `--dynamic-type` and `--locale` on the command line (docs/swift-views.md, Text and Dynamic Type).
@Suite(.serialized) struct TextOptionsCommandTests {
  func view() throws -> String {
    let path = try RenderAnimBinary.temporaryFolder("dynamic-type").appendingPathComponent("Scaled.swift").path
    try """
    import SwiftUI
    struct Scaled: View {
      @ScaledMetric var grow = 1.0
      var body: some View { Circle().frame(width: 10, height: 10).scaleEffect(grow) }
    }
    """.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// At accessibility size 1 body text is 28 points where it is 17 by default: the metric is 28 / 17.
  @Test func theReadersTextSize() throws {
    let r = try RenderAnimBinary.runWithViewCache([
      "sample", try view(), "--size", "100x100", "--dynamic-type", "AX1", "--times", "0",
    ])
    try #require(r.status == 0, "\(r.err)")
    #expect(r.out.contains("\"scaleEffect.x\":[1.647"), "\(r.out)")
  }

  @Test func anUnknownSizeOrLocaleIsAUsageError() throws {
    let size = try RenderAnimBinary.runWithViewCache(["sample", try view(), "--dynamic-type", "huge"])
    #expect(size.status == 64 && size.err.contains("--dynamic-type must be one of xSmall, small"), "\(size.err)")
    let locale = try RenderAnimBinary.runWithViewCache(["sample", try view(), "--locale", "xx_YY"])
    #expect(locale.status == 64 && locale.err.contains("--locale must name a locale"), "\(locale.err)")
    let known = try RenderAnimBinary.runWithViewCache([
      "sample", try view(), "--size", "100x100", "--locale", "de-DE", "--times", "0",
    ])
    #expect(known.status == 0, "\(known.err)")
  }
}
