import Foundation
import Render
import SceneFormat
import Testing

/// `plot`, `sheet` and `--onion`: images of the expected size whose pixels show the curves and frames.
@Suite struct PlotTests {
  /// A square moving 0 → 100 pt right with `.linear(duration: 1)` from 0.5 s: offset.x is 50 at 1.0 s.
  /// 16 frames at 10 fps.
  static let mover = try! runtimeScene(
    text: """
      size: [200, 100]
      fps: 10
      duration: 1.6
      background: "#FFFFFF"
      state: { x: 0.0 }
      events:
        - { at: 0.5, withAnimation: ".linear(duration: 1)", set: { x: 100 } }
      layers:
        - { id: box, shape: rectangle, frame: [20, 20], fill: "#FF0000", position: [50, 50], \
      modifiers: [{ offset: { x: x } }] }
      """, file: "mover.yaml")

  /// Is the pixel the curve's blue (within antialiasing)?
  func isCurve(_ f: RenderedFrame, _ x: Double, _ y: Double) -> Bool {
    let p = f.pixel(x: Int(x), y: Int(y))
    return Int(p.b) > 150 && Int(p.r) < 120
  }

  @Test func curvePassesThroughTheValueAtAKnownTime() throws {
    let plot = try CurvePlot(scene: Self.mover, width: 800, panelHeight: 200, measurer: EstimatedTextMeasurer())
    #expect(plot.series.map(\.qualifiedName) == ["box.offset.x"])
    let frame = try plot.render()
    #expect(frame.width == 800 && frame.height == plot.layout.height)
    // Only the animated scalar gets a panel: header + title + area + time labels + margin.
    #expect(plot.layout.height == 64 + 22 + 200 + 26 + 10)
    for (t, v) in [(1.0, 50.0), (0.75, 25.0), (0.2, 0.0), (1.55, 100.0)] {
      let (x, y) = plot.point(panel: 0, time: t, value: v)
      let onCurve = isCurve(frame, x, y)
      #expect(onCurve, "no curve at t = \(t), value \(v): pixel (\(x), \(y))")
    }
    // Where the value is not: 30 px above the curve at 1.0 s there is no curve.
    let (x, y) = plot.point(panel: 0, time: 1.0, value: 50)
    let above = isCurve(frame, x, y - 30)
    #expect(!above)
    // The event at 0.5 s is marked with a dark vertical line across the panel, away from the curve.
    let top = plot.point(panel: 0, time: 0.5, value: 90)
    let p = frame.pixel(x: Int(top.x.rounded()), y: Int(top.y))
    #expect(p.r < 100 && p.g < 100 && p.b < 100)
  }

  @Test func namedValuesAndLayers() throws {
    let plot = try CurvePlot(
      scene: Self.mover, layers: ["box"], values: ["offset.y"], measurer: EstimatedTextMeasurer())
    #expect(plot.series.map(\.name) == ["offset.y"])
    #expect(throws: CurvePlot.PlotError.noLayer("nope", known: ["box"])) {
      try CurvePlot(scene: Self.mover, layers: ["nope"], measurer: EstimatedTextMeasurer())
    }
    #expect(throws: CurvePlot.PlotError.self) {
      try CurvePlot(scene: Self.mover, values: ["scale"], measurer: EstimatedTextMeasurer())
    }
  }

  @Test func writesSVGAndPNG() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plot-\(UUID())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let plot = try CurvePlot(scene: Self.mover, width: 600, measurer: EstimatedTextMeasurer())
    try plot.write(to: dir.appendingPathComponent("p.svg").path)
    let svg = try String(contentsOf: dir.appendingPathComponent("p.svg"), encoding: .utf8)
    #expect(
      svg.contains("<svg") && svg.contains("width=\"600pt\"") && svg.contains("height=\"\(plot.layout.height)pt\""))
    try plot.write(to: dir.appendingPathComponent("p.png").path)
    let png = try RenderedFrame(pngAt: dir.appendingPathComponent("p.png").path)
    #expect(png.width == 600 && png.height == plot.layout.height)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["p.png", "p.svg"])
  }

  @Test func ticksAreRound() {
    #expect(
      PlotLayout.ticks(low: 0, high: 1.62, count: 10) == [
        0, 0.2, 0.4, 0.6000000000000001, 0.8, 1, 1.2000000000000002, 1.4000000000000001, 1.6,
      ])
    #expect(PlotLayout.ticks(low: -63, high: 14, count: 4) == [-60, -40, -20, 0])
  }

  /// A sheet of 4 frames (0, 5, 10, 15 of 16 at 10 fps) in 2 columns: the red square is where each frame
  /// puts it.
  @Test func contactSheetShowsEachFrame() throws {
    let sheet = try ContactSheet(scene: Self.mover, selection: .count(4), columns: 2, width: 436)
    #expect(sheet.cells.map(\.frame) == [0, 5, 10, 15])
    #expect(sheet.cells.map(\.time) == [0, 0.5, 1.0, 1.5])
    // Cells 200 px wide (436 − 3 × 12 gutters, over 2) show the 200 × 100 pt scene at scale 1.
    #expect(sheet.cells[0].width == 200 && sheet.cells[0].height == 100)
    #expect(sheet.width == 436 && sheet.height == Int(34 + 2 * (100 + 22 + 12)))
    let f = try sheet.render()
    for (cell, x) in zip(sheet.cells, [50.0, 50, 100, 150]) {  // the square's centre at each frame
      let p = f.pixel(x: Int(cell.x + x), y: Int(cell.y + 50))
      #expect(p.r == 255 && p.g == 0 && p.b == 0, "frame \(cell.frame)")
      let beside = f.pixel(x: Int(cell.x + x + 15), y: Int(cell.y + 50))
      #expect(beside.r == 255 && beside.g == 255 && beside.b == 255)
    }
    #expect(try ContactSheet(scene: Self.mover, selection: .every(0.4)).cells.map(\.frame) == [0, 4, 8, 12, 16 - 1])
  }

  /// Onion skin: the square at 0.5, 1.0 and 1.5 s; older moments fainter.
  @Test func onionSkinDrawsATrail() throws {
    let trail = try OnionSkin(scene: Self.mover, layer: "box", selection: .count(3))
    #expect(trail.frames == [0, 8, 15])
    let f = try trail.render()
    #expect(f.width == 200 && f.height == 100)
    // Frame 0 at x = 50 (alpha 0.15), frame 8 (t 0.8: x = 80) alpha 0.575, frame 15 (x = 150) opaque.
    let old = f.pixel(x: 50, y: 50)
    let mid = f.pixel(x: 80, y: 50)
    let last = f.pixel(x: 150, y: 50)
    #expect(last.r == 255 && last.g == 0)
    #expect(old.r == 255 && abs(Int(old.g) - 217) <= 2)  // 255 × (1 − 0.15)
    #expect(mid.r == 255 && abs(Int(mid.g) - 108) <= 2)  // 255 × (1 − 0.575)
    #expect(f.pixel(x: 120, y: 50).g == 255)
  }

  /// The Pango coverage the linter uses agrees with the rasterizer's warning.
  @Test func glyphCoverageFindsMissingCharacters() {
    let m = PangoTextMeasurer()
    #expect(m.missingCharacters(in: "😀\u{F0000}", emoji: true, font: FontSpec(size: 20)) == ["\u{F0000}"])
    #expect(m.missingCharacters(in: "😀", emoji: true, font: FontSpec(size: 20)).isEmpty)
  }
}
