import Foundation
import Keyframes
import RealModule
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// `GeometryEffect`, `transformEffect` and `projectionEffect`: the transform for the view's size, in its
/// coordinates (origin at its top-left), evaluated at the animated `animatableData` on every frame.
/// Values by hand: a 20×20 view at the centre (100, 100) of a 200×200 canvas, a linear second from 0 to 1.
@Suite struct GeometryEffectTests {
  let measurer = EstimatedTextMeasurer()

  func item(tap: Bool = true, _ root: @escaping () -> any View, at t: Double) throws -> DisplayItem {
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test",
      options: ViewSceneOptions(
        size: Size(width: 200, height: 200), fps: 60,
        taps: tap ? [ViewTap(target: nil, time: 0)] : []),
      measurer: measurer, root: root)
    return try #require(scene.displayList(at: t, measurer: measurer).items.first)
  }

  func close(_ a: Double, _ b: Double) -> Bool { a.isApproximatelyEqual(to: b, absoluteTolerance: 1e-9) }

  /// The public shake: a translation of −30·sin(2π·n).
  struct Shake: GeometryEffect {
    var n: CGFloat
    var animatableData: CGFloat {
      get { n }
      set { n = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
      ProjectionTransform(CGAffineTransform(translationX: -30 * sin(n * 2 * .pi), y: 0))
    }
  }

  /// A quarter turn about the view's top-left corner, scaled by the view's width / 10.
  struct CornerTurn: GeometryEffect {
    var animatableData: EmptyAnimatableData {
      get { EmptyAnimatableData() }
      set {}
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
      ProjectionTransform(CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: size.width / 10, y: 1))
    }
  }

  /// A 20×20 red view whose modifier goes from 0 to 1 under a linear second when tapped.
  typealias Tapped<M: ViewModifier> = AnimatableDataTests.Tapped<M>

  /// At n = t the view is 100 − 30·sin(2πt) across: it shakes and comes back, where interpolating the
  /// end values (both 0) would not move it at all.
  @Test func aShakeShakes() throws {
    for t in [0.125, 0.25, 0.5, 0.75] {
      #expect(close(try item({ Tapped { Shake(n: $0) } }, at: t).transform.x0, 100 - 30 * sin(2 * .pi * t)), "t = \(t)")
    }
    #expect(close(try item({ Tapped { Shake(n: $0) } }, at: 0.25).transform.x0, 70))
    #expect(close(try item({ Tapped { Shake(n: $0) } }, at: 2).transform.x0, 100))
  }

  /// Scale x by 2 (size 20 / 10), then a quarter turn, about the top-left corner (90, 90): the frame's
  /// centre, (10, 10) from the corner, goes to (2·10, 10) = (20, 10), then turned to (−10, 20); on the
  /// canvas (80, 110). The matrix: x' = −y, y' = 2x (xx 0, yx 2, xy −1, yy 0).
  @Test func theTransformIsInTheViewsCoordinates() throws {
    let m = try item(tap: false, { Color.red.frame(width: 20, height: 20).modifier(CornerTurn()) }, at: 0).transform
    #expect(close(m.x0, 80) && close(m.y0, 110))
    #expect(close(m.xx, 0) && close(m.yx, 2) && close(m.xy, -1) && close(m.yy, 0))
  }

  /// `transformEffect` is the same transform without a type of one's own.
  @Test func transformEffect() throws {
    let m = try item(
      tap: false, { Color.red.frame(width: 20, height: 20).transformEffect(CGAffineTransform(translationX: 5, y: -7)) },
      at: 0
    ).transform
    #expect(close(m.x0, 105) && close(m.y0, 93))
  }

  /// A projection with perspective becomes the item's 3-D map: the view's top-left corner (−10, −10 about
  /// its centre) stays, and (x, y) in the view goes to (x, y)/(1 + x/100): its top-right corner (20, 0)
  /// to (20/1.2, 0), 16.67 from the left edge, so on the canvas (106.67, 90).
  @Test func projectionEffect() throws {
    var p = ProjectionTransform()
    p.m13 = 0.01
    let item = try item(tap: false, { Color.red.frame(width: 20, height: 20).projectionEffect(p) }, at: 0)
    let map = try #require(item.projection)
    let corner = try #require(map.apply(10, -10))
    #expect(close(corner.x, 90 + 20 / 1.2) && close(corner.y, 90))
    let origin = try #require(map.apply(-10, -10))
    #expect(close(origin.x, 90) && close(origin.y, 90))
  }

  /// CGAffineTransform as Core Graphics composes it: `translatedBy` and `rotated(by:)` act before `self`.
  @Test func affineTransformAlgebra() {
    let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
    let p = CGPoint(x: 1, y: 0).applying(t)
    #expect(close(Double(p.x), 10) && close(Double(p.y), 1))
    let inverse = t.inverted()
    let back = p.applying(inverse)
    #expect(close(Double(back.x), 1) && close(Double(back.y), 0))
  }
}
