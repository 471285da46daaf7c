import Foundation
import Keyframes
import RealModule
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// Symbol effects play keyframes of the symbol's scale, opacity and angle on the render clock
/// (docs/swift-views.md, Symbol effects). Each expectation is a keyframe's target at the instant it is
/// reached (a cubic keyframe arrives exactly): bounce 1.2 after 0.15 s, 0.95 after 0.35 s and 1 after 0.55 s, pulse
/// 0.5 after 0.5 s, wiggle 15° after 0.15 s, a full turn after 1 s, all divided by the speed.
@Suite struct SymbolEffectTests {
  let measurer = EstimatedTextMeasurer()

  func scene(duration: Double? = nil, taps: [Double] = [], _ root: @escaping () -> any View) throws -> Scene {
    try tappedScene(duration: duration, taps: taps, measurer: measurer, root)
  }

  /// The symbol's scale, opacity and angle (degrees) at `t`, from its item's transform.
  func pose(_ scene: Scene, at t: Double) throws -> (scale: Double, opacity: Double, angle: Double) {
    let item = try #require(scene.displayList(at: t, measurer: measurer).items.first)
    let m = item.transform
    return ((m.xx * m.xx + m.yx * m.yx).squareRoot(), item.opacity, atan2(m.yx, m.xx) * 180 / .pi)
  }

  func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
    a.isApproximatelyEqual(to: b, absoluteTolerance: tolerance)
  }

  struct Liked: View {
    let options: SymbolEffectOptions
    @State private var likes = 0
    var body: some View {
      Image(systemName: "heart.fill").symbolEffect(.bounce, options: options, value: likes).onTapGesture { likes += 1 }
    }
  }

  @Test func aBounceRunsWhenTheValueChanges() throws {
    let s = try scene(taps: [0.5]) { Liked(options: .default) }
    #expect(close(try pose(s, at: 0.4).scale, 1))
    #expect(close(try pose(s, at: 0.65).scale, 1.2))
    #expect(close(try pose(s, at: 0.85).scale, 0.95))
    #expect(close(try pose(s, at: 1.05).scale, 1))
    #expect(close(try pose(s, at: 1.5).scale, 1))
    // Twice at double speed: peaks at 0.5 + 0.075 and 0.5 + 0.275 + 0.075.
    let twice = try scene(taps: [0.5]) { Liked(options: .repeat(2).speed(2)) }
    #expect(close(try pose(twice, at: 0.575).scale, 1.2))
    #expect(close(try pose(twice, at: 0.85).scale, 1.2))
  }

  /// On a label, the effect moves the symbol only: at the bounce's peak the symbol is at 1.2 and the
  /// text at 1, as on iOS. A finite repeat count (`.nonRepeating`) with `isActive: true` plays on
  /// appearing.
  @Test func anEffectMovesTheSymbolsOnly() throws {
    let s = try scene(duration: 1) {
      Label("Inbox", systemImage: "tray").symbolEffect(.bounce, options: .nonRepeating, isActive: true)
    }
    let items = try s.displayList(at: 0.15, measurer: measurer).items
    try #require(items.count == 2)
    func scale(_ i: DisplayItem) -> Double {
      (i.transform.xx * i.transform.xx + i.transform.yx * i.transform.yx).squareRoot()
    }
    #expect(close(scale(items[0]), 1.2) && close(scale(items[1]), 1))
  }

  @Test func anIndefinitePulseRepeatsWhileActive() throws {
    let s = try scene(duration: 3) { Image(systemName: "wifi").symbolEffect(.pulse) }
    #expect(close(try pose(s, at: 0).opacity, 1))
    #expect(close(try pose(s, at: 0.5).opacity, 0.5))
    #expect(close(try pose(s, at: 1).opacity, 1))
    #expect(close(try pose(s, at: 1.5).opacity, 0.5))
    let off = try scene(duration: 1) { Image(systemName: "wifi").symbolEffect(.pulse, isActive: false) }
    #expect(close(try pose(off, at: 0.5).opacity, 1))
    let removed = try scene(duration: 1) { Image(systemName: "wifi").symbolEffect(.pulse).symbolEffectsRemoved() }
    #expect(close(try pose(removed, at: 0.5).opacity, 1))
  }

  @Test func wiggleAndRotateTurnTheSymbol() throws {
    let wiggle = try scene(duration: 2) {
      Image(systemName: "bell").symbolEffect(.wiggle.counterClockwise, options: .speed(2))
    }
    #expect(close(try pose(wiggle, at: 0.075).angle, -15))
    #expect(close(try pose(wiggle, at: 0.225).angle, 15))
    let turn = try scene(duration: 2) { Image(systemName: "arrow.clockwise").symbolEffect(.rotate) }
    #expect(close(try pose(turn, at: 0).angle, 0))
    // A full turn at 1 s is the upright symbol again.
    let turned = try pose(turn, at: 1)
    #expect(close(turned.angle, 0, 1e-6) && close(turned.scale, 1))
  }

  /// A wiggle with a direction shifts the symbol that way, a tenth of its size (a 17-point symbol at
  /// the body size: 1.7 points), then the other way, without turning it: up after 0.15 s, down after 0.45.
  @Test func aDirectionalWiggleShiftsTheSymbol() throws {
    let s = try scene(duration: 2) { Image(systemName: "bell").symbolEffect(.wiggle.up) }
    let items = { (t: Double) in try #require(s.displayList(at: t, measurer: measurer).items.first) }
    let rest = try items(0).transform
    let up = try items(0.15).transform
    let down = try items(0.45).transform
    #expect(close(up.y0 - rest.y0, -1.7) && close(up.x0, rest.x0) && close(up.yx, 0), "\(up) \(rest)")
    #expect(close(down.y0 - rest.y0, 1.7), "\(down)")
  }

  struct Grower: View {
    @State private var on = false
    var body: some View {
      Image(systemName: "star.fill").symbolEffect(.scale.up, isActive: on).onTapGesture { on = true }
    }
  }

  /// A held effect (scale) animates to its pose when it becomes active and stays.
  @Test func aHeldScaleStaysWhileActive() throws {
    let s = try scene(taps: [0.2]) { Grower() }
    #expect(close(try pose(s, at: 0.1).scale, 1))
    #expect(close(try pose(s, at: 2).scale, 1.2, 1e-3))
  }

  struct Waves: View {
    @State private var shown = false
    var body: some View {
      VStack {
        if shown { Image(systemName: "star.fill").transition(.symbolEffect(.appear)) }
      }
      .onAppear { withAnimation(.linear(duration: 1)) { shown = true } }
    }
  }

  /// iOS 17's `.transition(.symbolEffect(.appear))`: inserted with a linear second, the symbol is at
  /// half its scale and opacity at 0.5 s and whole at 1 s.
  @Test func aSymbolEffectTransitionScalesAndFades() throws {
    let s = try scene(duration: 1.2) { Waves() }
    let half = try pose(s, at: 0.5)
    #expect(close(half.scale, 0.5) && close(half.opacity, 0.5), "\(half)")
    let whole = try pose(s, at: 1)
    #expect(close(whole.scale, 1) && close(whole.opacity, 1), "\(whole)")
  }
}
