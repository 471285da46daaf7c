import Foundation
import RealModule
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// `Gauge` in its built-in styles and `InsettableShape` (docs/swift-views.md, Gauges): places by hand.
@Suite struct GaugeTests {
  let measurer = EstimatedTextMeasurer()

  func items(_ view: some View, size: Double = 200) throws -> [DisplayItem] {
    try ViewScene.scene(
      file: "/tmp/Test.swift", text: "gauge", options: ViewSceneOptions(size: Size(width: size, height: size)),
      measurer: measurer
    ) { view }.displayList(at: 0, measurer: measurer).items
  }

  /// The outline's extent along x and y, in the item's own coordinates.
  func extent(_ item: DisplayItem) -> (x: ClosedRange<Double>, y: ClosedRange<Double>)? {
    guard case .shape(let spec) = item.content, let outline = spec.outline else { return nil }
    var xs: [Double] = []
    var ys: [Double] = []
    for e in outline {
      switch e {
      case .move(let x, let y), .line(let x, let y), .quadCurve(let x, let y, _, _), .curve(let x, let y, _, _, _, _):
        xs.append(x)
        ys.append(y)
      case .arc(let cx, let cy, let r, _, _, _):
        xs += [cx - r, cx + r]
        ys += [cy - r, cy + r]
      case .close: break
      }
    }
    guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
    return (x0...x1, y0...y1)
  }

  /// `Circle().inset(by: 10)` in an 80-point frame is the circle from 10 to 70.
  @Test func anInsetCircleIsTheFramesCircleShrunk() throws {
    let item = try #require(try items(Circle().inset(by: 10).fill(Color.blue).frame(width: 80, height: 80)).first)
    let e = try #require(extent(item))
    #expect(e.x.lowerBound.isApproximatelyEqual(to: 10, absoluteTolerance: 1e-9), "\(e)")
    #expect(e.x.upperBound.isApproximatelyEqual(to: 70, absoluteTolerance: 1e-9), "\(e)")
    #expect(e.y.lowerBound.isApproximatelyEqual(to: 10, absoluteTolerance: 1e-9), "\(e)")
  }

  /// The open ring at half its range: 58 points in the middle of the canvas, its marker a dot as wide as
  /// the ring (58/10.5) at the top, on the ring's middle line (29 − 58/21 from the centre).
  @Test func theOpenRingsMarkerIsAtTheValue() throws {
    let w = 58.0 / 10.5
    let all = try items(Gauge(value: 0.5) { Text("A") }.gaugeStyle(.accessoryCircular))
    let dot = try #require(all.first { $0.frameSize == Size(width: w, height: w) })
    #expect(dot.transform.x0.isApproximatelyEqual(to: 100, absoluteTolerance: 1e-9), "\(dot.transform)")
    #expect(dot.transform.y0.isApproximatelyEqual(to: 100 - (29 - w / 2), absoluteTolerance: 1e-9), "\(dot.transform)")
  }

  /// The default gauge is a bar filled from the leading edge: at a quarter of 0…40, the fill of a 180-point
  /// bar (the canvas less 10 on each side) is 45 points wide.
  @Test func theDefaultGaugeFillsAQuarterOfTheBar() throws {
    let all = try items(Gauge(value: 10, in: 0...40) { Text("Fuel") }.padding(10))
    let fills = all.compactMap { item -> Double? in
      guard let e = extent(item), item.frameSize.height == 4, e.x.lowerBound == 0 else { return nil }
      return e.x.upperBound
    }
    #expect(fills.contains { $0.isApproximatelyEqual(to: 45, absoluteTolerance: 1e-9) }, "\(fills)")
  }
}
