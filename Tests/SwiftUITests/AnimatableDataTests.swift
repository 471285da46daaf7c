import Foundation
import Keyframes
import RealModule
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// An `Animatable` view or modifier is stepped through its `animatableData`: on every frame the data is set
/// to the animated value and the body runs again (docs/swift-views.md, Animatable). Each expectation is
/// the body's formula evaluated by hand at the animated data; a linear second from 0 to 1 gives n = t.
@Suite struct AnimatableDataTests {
  let measurer = EstimatedTextMeasurer()

  func scene(_ root: @escaping () -> any View) throws -> Scene {
    try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test",
      options: ViewSceneOptions(size: Size(width: 200, height: 200), fps: 60, taps: [ViewTap(target: nil, time: 0)]),
      measurer: measurer, root: root)
  }

  func item(_ scene: Scene, at t: Double) throws -> DisplayItem {
    try #require(scene.displayList(at: t, measurer: measurer).items.first)
  }

  func close(_ a: Double, _ b: Double) -> Bool { a.isApproximatelyEqual(to: b, absoluteTolerance: 1e-9) }

  /// A quarter sine: `offset(x: sin(n·π/2)·30)`.
  struct QuarterSine: ViewModifier, Animatable {
    var n: Double
    var animatableData: Double {
      get { n }
      set { n = newValue }
    }
    func body(content: Content) -> some View { content.offset(x: sin(n * .pi / 2) * 30) }
  }

  /// The classic shake: `offset(x: −sin(n·2π)·30)`, 0 at both ends.
  struct Shake: ViewModifier, Animatable {
    var n: Double
    var animatableData: Double {
      get { n }
      set { n = newValue }
    }
    func body(content: Content) -> some View { content.offset(x: -sin(n * 2 * .pi) * 30) }
  }

  struct Tapped<M: ViewModifier>: View {
    let make: (Double) -> M
    @State var on = false
    var body: some View {
      Color.red.frame(width: 20, height: 20)
        .modifier(make(on ? 1 : 0))
        .onTapGesture { withAnimation(.linear(duration: 1)) { on = true } }
    }
  }

  /// Centre of the canvas (100) plus the offset.
  @Test func aModifiersBodyRunsAtTheAnimatedData() throws {
    let s = try scene { Tapped { QuarterSine(n: $0) } }
    for t in [0.25, 0.5, 0.75] {
      #expect(close(try item(s, at: t).transform.x0, 100 + sin(t * .pi / 2) * 30), "t = \(t)")
    }
    #expect(close(try item(s, at: 0.5).transform.x0, 100 + 21.213203435596427))
    #expect(close(try item(s, at: 2).transform.x0, 130))
  }

  @Test func theShakeMovesAndComesBack() throws {
    let s = try scene { Tapped { Shake(n: $0) } }
    #expect(close(try item(s, at: 0.25).transform.x0, 70))
    #expect(close(try item(s, at: 0.75).transform.x0, 130))
    #expect(close(try item(s, at: 0.125).transform.x0, 100 - sin(0.25 * .pi) * 30))
    #expect(close(try item(s, at: 1.5).transform.x0, 100))
  }

  /// An `Animatable` view whose body sizes a capsule by the square of its data: 20 + 80·n².
  struct Swell: View, Animatable {
    var n: Double
    var animatableData: Double {
      get { n }
      set { n = newValue }
    }
    var body: some View { Capsule().fill(Color.blue).frame(width: 20 + 80 * n * n, height: 20) }
  }

  struct SwellHost: View {
    @State var big = false
    var body: some View {
      Swell(n: big ? 1 : 0).onTapGesture { withAnimation(.linear(duration: 1)) { big = true } }
    }
  }

  @Test func aViewsBodyRunsAtTheAnimatedData() throws {
    let s = try scene { SwellHost() }
    for t in [0.0, 0.25, 0.5, 0.75, 1.0] {
      #expect(close(try item(s, at: t).frameSize.width, 20 + 80 * t * t), "t = \(t)")
    }
  }

  /// A body that also changes for another reason keeps that change's own animation: the colour is not
  /// derived from `n` and animates with the transaction (linear light, half way at 0.5 s), while the
  /// offset follows `n` through the sine.
  struct Tinted: ViewModifier, Animatable {
    var n: Double
    var animatableData: Double {
      get { n }
      set { n = newValue }
    }
    func body(content: Content) -> some View { content.offset(x: sin(n * .pi / 2) * 30) }
  }

  struct TintedHost: View {
    @State var on = false
    var body: some View {
      Rectangle().fill(on ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0)).frame(
        width: 20, height: 20
      )
      .modifier(Tinted(n: on ? 1 : 0))
      .onTapGesture { withAnimation(.linear(duration: 1)) { on = true } }
    }
  }

  @Test func theContentKeepsItsOwnAnimations() throws {
    let s = try scene { TintedHost() }
    let half = try item(s, at: 0.5)
    #expect(close(half.transform.x0, 100 + sin(0.25 * .pi) * 30))
    guard case .shape(let spec) = half.content, let fill = spec.fill else {
      Issue.record("not a filled shape")
      return
    }
    // Half way in linear light: sRGB of 0.5 is 0.735.
    #expect(fill.red.isApproximatelyEqual(to: 0.7353569830524495, absoluteTolerance: 1e-6))
    #expect(fill.blue.isApproximatelyEqual(to: 0.7353569830524495, absoluteTolerance: 1e-6))
  }

  /// A bar whose height is its animatable data.
  struct Bar: View, Animatable {
    var height: Double
    var animatableData: Double {
      get { height }
      set { height = newValue }
    }
    var body: some View { Color.red.frame(height: height) }
  }

  /// A bar growing from 20 to 100 over a linear second above a 10-point strip: the views around it are laid
  /// out again around its animated height on every frame, as SwiftUI lays out every frame. Half-way (60) the
  /// stack is 70 high, centred at 100: the bar's centre at 65 + 30, the strip's at 65 + 60 + 5. The strip
  /// used to stay where the update had laid it out, under the bar's first height.
  struct Growing: View {
    @State private var tall = false
    var body: some View {
      VStack(spacing: 0) {
        Bar(height: tall ? 100 : 20)
        Color.blue.frame(height: 10)
      }
      .onTapGesture { withAnimation(.linear(duration: 1)) { tall = true } }
    }
  }

  @Test func theViewsAroundAnAnimatableAreLaidOutAroundItsAnimatedSize() throws {
    let s = try scene { Growing() }
    let items = try s.displayList(at: 0.5, measurer: measurer).items
    try #require(items.count == 2)
    #expect(close(items[0].frameSize.height, 60) && close(items[0].transform.y0, 95), "\(items[0])")
    #expect(close(items[1].transform.y0, 130), "\(items[1].transform)")
  }
}
