import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// `visualEffect(_:)` and `scrollTransition(_:axis:transition:)` (docs/swift-views.md, Geometry and
/// preferences): effects made from the view's own frame, as layout placed it, without changing layout.
@Suite struct VisualEffectTests {
  let measurer = EstimatedTextMeasurer()

  func items(_ root: @escaping () -> any View) throws -> [DisplayItem] {
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test", options: ViewSceneOptions(size: Size(width: 200, height: 100), fps: 60),
      measurer: measurer, root: root)
    return try scene.displayList(at: 0, measurer: measurer).items
  }

  func close(_ a: Double, _ b: Double) -> Bool { a.isApproximatelyEqual(to: b, absoluteTolerance: 1e-9) }

  /// A 20-point square centred in the 200-point canvas has its frame's left edge at x = 90; moved by that
  /// much, it is drawn centred at 190.
  @Test func aVisualEffectReadsTheViewsFrame() throws {
    let square = try #require(
      try items {
        Color.red.frame(width: 20, height: 20)
          .visualEffect { content, proxy in content.offset(x: proxy.frame(in: .global).minX) }
      }.first)
    #expect(close(square.transform.x0, 190) && close(square.transform.y0, 50), "\(square.transform)")
  }

  /// A horizontal scroll view 100 points wide (x = 50…150) shows three 60-point squares from its leading
  /// edge: the first (50…110) wholly, the second (110…170) a third past the trailing edge, the third
  /// (170…230) wholly past it. An interactive transition to opacity 0.2 and scale 0.5: 1 and 1; 1 − 0.8/3
  /// and 1 − 0.5/3; 0.2 and 0.5.
  /// `items` with the items of groups in their place, in drawing order.
  func flat(_ items: [DisplayItem]) -> [DisplayItem] {
    items.flatMap { item -> [DisplayItem] in
      if case .group(let inner) = item.content { return flat(inner) }
      return [item]
    }
  }

  @Test func aScrollTransitionFollowsTheShareOfTheViewPastTheEdge() throws {
    let all = try items {
      ScrollView(.horizontal) {
        HStack(spacing: 0) {
          ForEach(0..<3) { _ in
            Color.blue.frame(width: 60, height: 60)
              .scrollTransition { content, phase in
                content.opacity(phase.isIdentity ? 1 : 0.2).scaleEffect(phase.isIdentity ? 1 : 0.5)
              }
          }
        }
      }
      .frame(width: 100, height: 60)
    }
    // The scroll view clips: its squares are drawn inside its layer, relative to its centre.
    let squares = flat(all).filter { close($0.frameSize.width, 60) }
    try #require(squares.count == 3)
    let expected = [(1.0, 1.0), (1 - 0.8 / 3, 1 - 0.5 / 3), (0.2, 0.5)]
    for (square, (opacity, scale)) in zip(squares, expected) {
      #expect(
        close(square.opacity, opacity) && close(square.transform.xx, scale), "\(square.opacity) \(square.transform)")
    }
  }

  /// `.identity` does not change the view's appearance: with it for the trailing edge, the squares a third
  /// and wholly past it keep opacity 1 and scale 1.
  @Test func anIdentityConfigurationKeepsTheIdentityPhase() throws {
    let all = try items {
      ScrollView(.horizontal) {
        HStack(spacing: 0) {
          ForEach(0..<3) { _ in
            Color.blue.frame(width: 60, height: 60)
              .scrollTransition(topLeading: .interactive, bottomTrailing: .identity) { content, phase in
                content.opacity(phase.isIdentity ? 1 : 0.2).scaleEffect(phase.isIdentity ? 1 : 0.5)
              }
          }
        }
      }
      .frame(width: 100, height: 60)
    }
    let squares = flat(all).filter { close($0.frameSize.width, 60) }
    try #require(squares.count == 3)
    #expect(squares.allSatisfy { close($0.opacity, 1) && close($0.transform.xx, 1) }, "\(squares.map(\.opacity))")
  }

  /// Two horizontal scroll views, one above the other (y 0…50 and 50…100), each 100 points wide and
  /// showing 60-point squares from x = 50: each square is judged against its own scroll view, so the first
  /// of each is wholly inside (opacity 1) and the second a third past the edge (0.2 + 0.8 · 2/3).
  @Test func eachScrollViewIsTheSpaceOfItsOwnContent() throws {
    func row() -> some View {
      ScrollView(.horizontal) {
        HStack(spacing: 0) {
          ForEach(0..<2) { _ in
            Color.blue.frame(width: 60, height: 50)
              .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.2) }
          }
        }
      }
      .frame(width: 100, height: 50)
    }
    let all = try items {
      VStack(spacing: 0) {
        row(); row()
      }
    }
    let squares = flat(all).filter { close($0.frameSize.width, 60) }
    try #require(squares.count == 4)
    let expected = [1, 1 - 0.8 / 3, 1, 1 - 0.8 / 3]
    for (square, opacity) in zip(squares, expected) {
      #expect(close(square.opacity, opacity), "\(square.opacity)")
    }
  }

  /// Rows, 20 points tall, that each name their space "row": a reader in a row measures from its own row's
  /// top (0), not from the last row named (−20 for the first); a mark 30 points taller than that shows it.
  @Test func aNamedSpaceIsTheNearestAroundTheReader() throws {
    let all = try items {
      VStack(spacing: 0) {
        ForEach(0..<2) { _ in
          HStack(spacing: 0) {
            Color.clear.frame(width: 10, height: 20)
            GeometryReader { proxy in
              Color.red.frame(width: 5, height: proxy.frame(in: .named("row")).minY + 30)
            }
            .frame(width: 30, height: 20)
          }
          .coordinateSpace(name: "row")
        }
      }
    }
    let marks = flat(all).filter { $0.frameSize.width == 5 }
    #expect(marks.map(\.frameSize.height) == [30, 30])
  }

  /// `.threshold(.visible(0.5))`: the second square (a third past the edge) is still in its identity
  /// phase; an interactive transition runs from half past the edge to wholly past it, and an animated one
  /// is all the way once the threshold is crossed.
  @Test func aThresholdMovesTheIdentityPhase() throws {
    func squares(_ configuration: ScrollTransitionConfiguration, offset: Double) throws -> [DisplayItem] {
      let all = try items {
        ScrollView(.horizontal) {
          HStack(spacing: 0) {
            Color.clear.frame(width: offset, height: 60)
            Color.blue.frame(width: 60, height: 60)
              .scrollTransition(configuration) { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
          }
        }
        .frame(width: 100, height: 60)
      }
      return flat(all).filter { close($0.frameSize.width, 60) }
    }
    let half = ScrollTransitionConfiguration.interactive.threshold(.visible(0.5))
    // 20 of 60 points past the edge (a third): identity; 45 past (three quarters): half way from 0.5 to 1.
    #expect(try squares(half, offset: 60).first.map { close($0.opacity, 1) } == true)
    #expect(try squares(half, offset: 85).first.map { close($0.opacity, 0.5) } == true)
    let animated = ScrollTransitionConfiguration.animated.threshold(.visible(0.5))
    #expect(try squares(animated, offset: 85).first.map { close($0.opacity, 0) } == true)
    #expect(try squares(.animated.threshold(.hidden), offset: 85).first.map { close($0.opacity, 1) } == true)
  }

  /// `.animated(.linear(duration: 1))`: the third square, past the trailing edge, is in its phase (opacity
  /// 0); a flick brings it wholly in (it comes to rest at x = 40…100), and from the update that finds it
  /// inside, its opacity rises linearly over a second (half way half a second later), not at once. Where
  /// the squares are is the scroll's alone, as with `.interactive`: the phase's animation does not make them
  /// lag the scroll (or overlap).
  @Test func anAnimatedScrollTransitionAnimatesThePhaseChange() throws {
    func scene(_ configuration: ScrollTransitionConfiguration) throws -> Scene {
      try ViewScene.scene(
        file: "/tmp/Test.swift", text: "animated",
        options: ViewSceneOptions(
          size: Size(width: 100, height: 60), fps: 60, duration: 3,
          taps: [ViewTap(dragFrom: CGPoint(x: 90, y: 30), to: CGPoint(x: 30, y: 30), time: 0.2, duration: 0.2)]),
        measurer: measurer
      ) {
        ScrollView(.horizontal) {
          HStack(spacing: 0) {
            ForEach(0..<3) { _ in
              Color.blue.frame(width: 60, height: 60)
                .scrollTransition(configuration) { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
            }
          }
        }
      }
    }
    let animated = try scene(.animated(.linear(duration: 1)))
    let interactive = try scene(.interactive)
    func third(_ scene: Scene, at t: Double) throws -> DisplayItem {
      let squares = flat(try scene.displayList(at: t, measurer: measurer).items).filter {
        close($0.frameSize.width, 60)
      }
      return try #require(squares.count == 3 ? squares[2] : nil)
    }
    #expect(try third(animated, at: 0).opacity == 0)
    let frames = (0..<180).map { Double($0) / 60 }
    let start = try #require(try frames.first { try third(animated, at: $0).opacity > 0 })
    let half = try third(animated, at: start + 0.5).opacity
    #expect(half > 0.45 && half < 0.55, "\(half) half a second after \(start)")
    #expect(try third(animated, at: start + 1.1).opacity == 1)
    for t in stride(from: 0.2, through: 1.5, by: 0.1) {
      #expect(try third(animated, at: t).transform == third(interactive, at: t).transform, "at \(t)")
    }
  }

  @Test func phaseValues() {
    #expect(ScrollTransitionPhase.topLeading.value == -1 && ScrollTransitionPhase.identity.value == 0)
    #expect(ScrollTransitionPhase.bottomTrailing.value == 1 && ScrollTransitionPhase.identity.isIdentity)
  }
}
