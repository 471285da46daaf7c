import DisplayModel
import Render
import RenderAnimSwiftUI
import Testing

/// `MeshGradient` (docs/swift-views.md, Gradients): a grid of points with a colour each, blended between
/// them; a change of its points animates point by point.
@Suite struct MeshGradientTests {
  /// A 2 × 2 mesh over the whole 200-point canvas, red and blue on top, green and yellow below (iOS's
  /// system colours: 255/59/48, 0/122/255, 52/199/89, 255/204/0). The curve through two points of a row
  /// is the straight blend, so each corner pixel is its colour and the centre is the mean of the four:
  /// 140.5, 146, 98.
  @Test func aTwoByTwoMeshBlendsItsCorners() throws {
    let f = try viewFrame {
      MeshGradient(
        width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .blue, .green, .yellow])
    }
    func near(_ p: RGB, _ q: (Double, Double, Double), _ tolerance: Double = 2) -> Bool {
      abs(Double(p.r) - q.0) <= tolerance && abs(Double(p.g) - q.1) <= tolerance && abs(Double(p.b) - q.2) <= tolerance
    }
    #expect(near(f.rgb(100, 100), (140.5, 146, 98)), "\(f.rgb(100, 100))")
    #expect(near(f.rgb(0, 0), (255, 59, 48), 3), "\(f.rgb(0, 0))")
    #expect(near(f.rgb(199, 199), (255, 204, 0), 3), "\(f.rgb(199, 199))")
  }

  /// The middle point of a 3 × 3 mesh, moved from (0.5, 0.5) to (0.8, 0.5) with a 1-second linear
  /// animation, is at 0.65 half way.
  nonisolated struct Moving: View {
    @State private var moved = false
    var body: some View {
      MeshGradient(
        width: 3, height: 3,
        points: [
          [0, 0], [0.5, 0], [1, 0], [0, 0.5], [moved ? 0.8 : 0.5, 0.5], [1, 0.5], [0, 1], [0.5, 1], [1, 1],
        ],
        colors: [.red, .red, .red, .blue, .white, .blue, .green, .green, .green]
      )
      .onAppear { withAnimation(.linear(duration: 1)) { moved = true } }
    }
  }

  @Test func aMovedPointAnimates() throws {
    let measurer = PangoTextMeasurer()
    let scene = try ViewScene.scene(
      file: "/tmp/View.swift", text: "view", options: ViewSceneOptions(size: Size(width: 200, height: 200)),
      measurer: measurer
    ) { Moving() }
    func middle(at t: Double) throws -> Double? {
      let item = try #require(scene.displayList(at: t, measurer: measurer).items.first)
      guard case .shape(let spec) = item.content, case .mesh(_, _, let points, _)? = spec.gradient?.kind else {
        return nil
      }
      return Double(points[4].x)
    }
    #expect(try middle(at: 0.5).map { $0.isApproximatelyEqual(to: 0.65, absoluteTolerance: 1e-6) } == true)
    #expect(try middle(at: 1.5).map { $0.isApproximatelyEqual(to: 0.8, absoluteTolerance: 1e-6) } == true)
  }

  /// A smooth mesh's colour runs along curves through the points: on a row of three points valued 0, 1, 0
  /// (black, white, black), half way across the first cell the Catmull–Rom segment through −1 (the first
  /// point mirrored), 0, 1, 0 is ½ (2 · ½ + 2 · ¼ − 2 · ⅛) = 0.625, above the straight blend's 0.5; without
  /// `smoothsColors`, 0.5.
  @Test func smoothColorsRunAlongCurves() {
    func value(smooth: Bool) -> Double {
      let fill = GradientFill(
        kind: .mesh(
          columns: 3, rows: 2,
          points: [
            .init(x: 0, y: 0), .init(x: 0.5, y: 0), .init(x: 1, y: 0),
            .init(x: 0, y: 1), .init(x: 0.5, y: 1), .init(x: 1, y: 1),
          ],
          smoothsColors: smooth),
        stops: [0, 1, 0, 0, 1, 0].map {
          GradientFill.Stop(color: RGBAColor(red: $0, green: $0, blue: $0, alpha: 1), location: 0)
        })
      // The first cell's first row of patches: patch j spans u = j/8 … (j + 1)/8; its top right corner at
      // j = 3 is u = 0.5.
      return fill.meshPatches[3].colors[1].red
    }
    #expect(value(smooth: true).isApproximatelyEqual(to: 0.625, absoluteTolerance: 1e-9), "\(value(smooth: true))")
    #expect(value(smooth: false).isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-9))
  }
}
