import Foundation
import RealModule
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// A gradient foreground on text and symbols animates its stop colours with the transaction, as a
/// shape's gradient does (docs/swift-views.md, the runtime's rules): halfway through a linear second, a
/// stop going from red to blue is their mix in linear light.
@Suite struct GradientForegroundAnimationTests {
  let measurer = EstimatedTextMeasurer()

  struct Haze: View {
    @State private var colors: [Color] = [.red, .white]
    var body: some View {
      Image(systemName: "sun.max.fill").foregroundStyle(Gradient(colors: colors))
        .onAppear { withAnimation(.linear(duration: 1)) { colors = [.blue, .white] } }
    }
  }

  @Test func aSymbolsGradientStopsAnimate() throws {
    let s = try ViewScene.scene(
      file: "/tmp/Haze.swift", text: "haze",
      options: ViewSceneOptions(size: Size(width: 100, height: 100), fps: 60, duration: 1),
      measurer: measurer, root: { Haze() })
    func firstStop(at t: Double) throws -> RGBAColor? {
      let item = try #require(s.displayList(at: t, measurer: measurer).items.first)
      guard case .text(_, _, _, _, let gradient?) = item.content else { return nil }
      return gradient.stops.first?.color
    }
    // iOS's red 0xFF3B30 and blue 0x007AFF, each channel to linear light, averaged, and back to sRGB.
    func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : Double.pow((c + 0.055) / 1.055, 2.4) }
    func encoded(_ c: Double) -> Double { c <= 0.0031308 ? c * 12.92 : 1.055 * Double.pow(c, 1 / 2.4) - 0.055 }
    let red = [255.0, 59, 48].map { $0 / 255 }
    let blue = [0.0, 122, 255].map { $0 / 255 }
    let mid = zip(red, blue).map { encoded((linear($0) + linear($1)) / 2) }
    let half = try #require(try firstStop(at: 0.5))
    #expect(half.red.isApproximatelyEqual(to: mid[0], absoluteTolerance: 1e-6), "\(half) vs \(mid)")
    #expect(half.green.isApproximatelyEqual(to: mid[1], absoluteTolerance: 1e-6))
    #expect(half.blue.isApproximatelyEqual(to: mid[2], absoluteTolerance: 1e-6))
    let end = try #require(try firstStop(at: 1))
    #expect(
      end.red.isApproximatelyEqual(to: 0, absoluteTolerance: 1e-9)
        && end.blue.isApproximatelyEqual(to: 1, absoluteTolerance: 1e-9))
  }
}
