import Foundation
import Testing

/// `--drag` and `--long-press` on the command line (docs/swift-views.md, Gestures): a view file dragged
/// as a user drags it, and the one-line errors of a gesture that cannot be made.
@Suite(.serialized) struct GestureCommandTests {
  func view() throws -> String {
    let path = try RenderAnimBinary.temporaryFolder("gesture").appendingPathComponent("Slider.swift").path
    try """
    import SwiftUI
    struct Knob: View {
      @State private var x = 0.0
      var body: some View {
        Circle().frame(width: 20, height: 20).offset(x: x)
          .gesture(DragGesture(minimumDistance: 0).onChanged { x = $0.translation.width })
      }
    }
    """.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// From the knob's centre 40 points right over 0.4 s from 0.1 s: 10 at 0.2 s, 40 from 0.5 s.
  @Test func aDragFromTheCommandLine() throws {
    let r = try RenderAnimBinary.runWithViewCache([
      "sample", try view(), "--size", "100x100", "--drag", "50,50->90,50@0.1+0.4",
      "--times", "0.2,0.5,0.8",
    ])
    try #require(r.status == 0, "\(r.err)")
    #expect(r.out.contains("\"offset.x\":[10,40,40]"), "\(r.out)")
  }

  /// A button held: its style's `isPressed` is true while the finger is down (0.1 to 0.6 s: the label at
  /// half opacity at 0.3 s), and its action runs as the finger lifts (the offset moves after 0.6 s).
  @Test func aHeldButtonIsPressedAndActsAsItLifts() throws {
    let path = try RenderAnimBinary.temporaryFolder("gesture").appendingPathComponent("Press.swift").path
    try """
    import SwiftUI
    struct Dim: ButtonStyle {
      func makeBody(configuration: Configuration) -> some View {
        configuration.label.opacity(configuration.isPressed ? 0.5 : 1)
      }
    }
    struct Press: View {
      @State private var count = 0.0
      var body: some View {
        Button { count += 1 } label: { Rectangle().frame(width: 40, height: 40) }
          .buttonStyle(Dim())
          .offset(x: count * 10)
      }
    }
    """.write(toFile: path, atomically: true, encoding: .utf8)
    let r = try RenderAnimBinary.runWithViewCache([
      "sample", path, "--size", "100x100", "--long-press", "50,50@0.1+0.5", "--times", "0.05,0.3,0.7",
    ])
    try #require(r.status == 0, "\(r.err)")
    #expect(r.out.contains("\"opacity\":[1,0.5,1]") && r.out.contains("\"offset.x\":[0,0,10]"), "\(r.out)")
  }

  @Test(arguments: [
    (["--drag", "50,50->90@0.1"], "--drag must look like X1,Y1->X2,Y2@T"),
    (["--drag", "50,50->90,50@0.1+0"], "--drag must look like"),
    (["--long-press", "50,50"], "--long-press must look like X,Y@T"),
    (["--drag", "5,5->90,50@0.1"], "--drag 5,5 at 0.100 s: nothing is drawn there"),
    (["--long-press", "50,50@0.1"], "has no long press"),
  ])
  func gesturesThatCannotBeMade(_ arguments: [String], _ message: String) throws {
    let r = try RenderAnimBinary.runWithViewCache(["sample", try view(), "--size", "100x100"] + arguments)
    #expect(r.status == 64)
    #expect(r.err.contains(message) && r.err.split(separator: "\n").count <= 3, "\(r.err)")
  }
}
