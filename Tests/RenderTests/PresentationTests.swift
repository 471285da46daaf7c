import DisplayModel
import Foundation
import Render
import RenderAnimSwiftUI
import Testing

/// Sheets, covers, alerts and dialogs (docs/swift-views.md, Presentations), on a 200-point canvas over a
/// red screen (iOS red, 255, 59, 48). Behind a sheet the screen is dimmed by black at 30 %: red × 0.7 is
/// (178.5, 41.3, 33.6). A sheet at the medium detent is half the canvas tall, its top at y = 100; a large
/// one starts 10 points down. Its fill is white (dark mode: 28, 28, 30) and its top corners are rounded by
/// 10 points, so the pixel at (1, 101) is outside it.
@Suite struct PresentationTests {
  static let dimmedRed: RGB = (179, 41, 34)

  nonisolated struct Opener: View {
    @State var shown = false
    var detents: Set<PresentationDetent> = [.medium]
    var body: some View {
      Color.red
        .overlay { Button("Open") { shown = true }.buttonStyle(.borderedProminent) }
        .sheet(isPresented: $shown) { Closer().presentationDetents(detents) }
    }
  }

  nonisolated struct Closer: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Close") { dismiss() } }
  }

  @Test func aSheetAtTheMediumDetentDimsTheScreenAboveIt() throws {
    let f = try viewFrame {
      Color.red.sheet(isPresented: .constant(true)) { Text("Hi").presentationDetents([.medium]) }
    }
    #expect(near(f.rgb(100, 50), Self.dimmedRed))
    #expect(near(f.rgb(100, 99), Self.dimmedRed))
    #expect(near(f.rgb(20, 102), (255, 255, 255)))
    #expect(near(f.rgb(1, 101), Self.dimmedRed), "the corner is rounded")
    #expect(near(f.rgb(20, 199), (255, 255, 255)))
  }

  /// Behind a large sheet the screen recedes to 92 % over black: the red root spans 8…192, so above the
  /// sheet (y < 10) the pixel at (100, 4) is the black backdrop and the one at (100, 9) the dimmed root.
  @Test func aLargeSheetStartsTenPointsDownAndIsDarkInDarkMode() throws {
    let f = try viewFrame(scheme: .dark) {
      Color.red.sheet(isPresented: .constant(true)) { Text("Hi") }
    }
    #expect(near(f.rgb(100, 4), (0, 0, 0)))
    #expect(near(f.rgb(4, 9), (0, 0, 0)))
    let dark = try viewFrame(scheme: .dark) { Color.red }.rgb(100, 5)
    #expect(
      near(
        f.rgb(100, 9),
        (
          UInt8((Double(dark.r) * 0.7).rounded()), UInt8((Double(dark.g) * 0.7).rounded()),
          UInt8((Double(dark.b) * 0.7).rounded())
        )))
    #expect(near(f.rgb(30, 12), (28, 28, 30)))
  }

  /// Tapped open at 0.1 s, the sheet rises: at 0.2 s its top is still near the bottom; at 1.5 s
  /// it rests at y = 100. Its button dismisses it (through `@Environment(\.dismiss)`) at 2 s; at 3.5 s the
  /// screen is red again, not dimmed.
  @Test func tappedOpenItRisesAndDismissCloses() throws {
    let taps = [ViewTap(target: "Open", time: 0.1), ViewTap(target: "Close", time: 2)]
    let rising = try viewFrame(at: 0.2, duration: 4, taps: taps) { Opener() }
    // 0.1 s into the critically damped half-second spring, the presentation is 36 % of the way: the card's
    // top is at 164, and the screen above it is dimmed by 11 % (red 228).
    let p = 1 - (1 + 2 * Double.pi / 0.5 * 0.1) * exp(-2 * Double.pi / 0.5 * 0.1)
    #expect(abs(Int(rising.rgb(20, 105).r) - Int((255 * (1 - 0.3 * p)).rounded())) <= 1)
    #expect(near(rising.rgb(20, 170), (255, 255, 255)))
    #expect(rising.rgb(20, 160).g < 100)
    let open = try viewFrame(at: 1.5, duration: 4, taps: taps) { Opener() }
    #expect(near(open.rgb(20, 105), (255, 255, 255)))
    #expect(near(open.rgb(20, 50), Self.dimmedRed))
    let closed = try viewFrame(at: 3.5, duration: 4, taps: taps) { Opener() }
    #expect(near(closed.rgb(20, 105), (255, 59, 48)))
    #expect(near(closed.rgb(20, 50), (255, 59, 48)))
  }

  /// A sheet presented from inside a sheet stands over it: both large, the second (blue) covers the first
  /// (green) exactly.
  @Test func aSheetFromASheetIsOverIt() throws {
    let f = try viewFrame {
      Color.red.sheet(isPresented: .constant(true)) {
        Color.green.sheet(isPresented: .constant(true)) { Color.blue }
      }
    }
    #expect(near(f.rgb(100, 150), (0, 122, 255)))
  }

  /// An alert dims the screen by black at 20 % (white → 204) and stands in the middle, 270 points wide, in
  /// the regular material (lighter than the dimmed screen). A tap on its only button ends it.
  @Test func anAlertDimsAndItsButtonEndsIt() throws {
    nonisolated struct Alerting: View {
      @State var shown = true
      var body: some View {
        Color.white.alert("Saved", isPresented: $shown) { Button("OK") {} }
      }
    }
    let size = Size(width: 300, height: 300)
    let f = try viewFrame(size: size, at: 0.5, duration: 2) { Alerting() }
    #expect(near(f.rgb(150, 5), (204, 204, 204)))
    #expect(near(f.rgb(10, 150), (204, 204, 204)))
    #expect(f.rgb(20, 150).r > 225, "the box's material")
    let after = try viewFrame(size: size, at: 1.8, duration: 2, taps: [ViewTap(target: "OK", time: 0.6)]) {
      Alerting()
    }
    #expect(near(after.rgb(150, 5), (255, 255, 255)))
    #expect(near(after.rgb(20, 150), (255, 255, 255)))
  }

  /// While an alert is up, only its buttons can be tapped: the name "Delete" is the alert's button, not
  /// the one behind it, and its action runs.
  @Test func onlyThePresentationIsTappable() throws {
    nonisolated struct Deleting: View {
      @State var asking = false
      @State var deleted = false
      var body: some View {
        (deleted ? Color.green : Color.white)
          .overlay { Button("Delete") { asking = true } }
          .alert("Delete?", isPresented: $asking) {
            Button("Delete", role: .destructive) { deleted = true }
            Button("Cancel", role: .cancel) {}
          }
      }
    }
    let taps = [ViewTap(target: "Delete", time: 0.1), ViewTap(target: "Delete", time: 1)]
    let f = try viewFrame(size: Size(width: 300, height: 300), at: 2, duration: 2.5, taps: taps) { Deleting() }
    #expect(near(f.rgb(5, 5), (52, 199, 89)))
  }

  /// A confirmation dialog rises from the bottom, 8 points in from the sides, with a Cancel button added;
  /// a tap outside it ends it.
  @Test func aDialogAddsCancelAndATapOutsideEndsIt() throws {
    nonisolated struct Asking: View {
      @State var shown = true
      var body: some View {
        Color.white.confirmationDialog("Share", isPresented: $shown) { Button("Copy") {} }
      }
    }
    let size = Size(width: 300, height: 400)
    let f = try viewFrame(size: size, at: 0.5, duration: 2) { Asking() }
    #expect(near(f.rgb(4, 392), (204, 204, 204)), "8 points in from the side")
    #expect(near(f.rgb(12, 385), (255, 255, 255)), "the Cancel box is opaque white")
    let cancelled = try viewFrame(size: size, at: 1.9, duration: 2, taps: [ViewTap(target: "Cancel", time: 0.5)]) {
      Asking()
    }
    #expect(near(cancelled.rgb(4, 392), (255, 255, 255)))
    let outside = try viewFrame(
      size: size, at: 1.9, duration: 2, taps: [ViewTap(location: CGPoint(x: 150, y: 20), time: 0.5)]
    ) { Asking() }
    #expect(near(outside.rgb(4, 392), (255, 255, 255)))
  }
}
