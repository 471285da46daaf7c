import Foundation
import Render
import SceneFormat
import Testing

/// `blendMode`: a layer combined with what is under it, against the PDF blend formulas by hand.
@Suite struct BlendModeTests {
  /// A 20×20 `under` square at the left half of a 40×20 canvas on `background`, and a 30×20 `over` square
  /// with `mode` covering x 10…40: the pixels at x = 15 (over both) and x = 35 (over the background).
  func blend(
    _ mode: String, under: String = "#FF0000", over: String = "#0000FF", background: String = "#FFFFFF"
  ) throws
    -> (both: (Int, Int, Int), alone: (Int, Int, Int))
  {
    let scene = try runtimeScene(
      text: """
        size: [40, 20]
        fps: 10
        background: "\(background)"
        layers:
          - { shape: rectangle, frame: [20, 20], position: [10, 10], fill: "\(under)" }
          - { shape: rectangle, frame: [30, 20], position: [25, 10], fill: "\(over)", \
        modifiers: [{ blendMode: \(mode) }] }
        """, file: "blend.yaml")
    let f = try Rasterizer().render(scene.displayList(at: 0, measurer: PangoTextMeasurer()))
    let a = f.pixel(x: 15, y: 10)
    let b = f.pixel(x: 35, y: 10)
    return ((Int(a.r), Int(a.g), Int(a.b)), (Int(b.r), Int(b.g), Int(b.b)))
  }

  func same(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Bool { a.0 == b.0 && a.1 == b.1 && a.2 == b.2 }

  /// multiply: B·S — blue over red is black, blue over white is blue. screen: B + S − B·S — blue over red
  /// is magenta. darken/lighten: per channel min/max. difference: |B − S| — blue over white is yellow.
  @Test func separableModesByHand() throws {
    let multiply = try blend(".multiply")
    #expect(same(multiply.both, (0, 0, 0)) && same(multiply.alone, (0, 0, 255)))
    let screen = try blend(".screen")
    #expect(same(screen.both, (255, 0, 255)) && same(screen.alone, (255, 255, 255)))
    #expect(same(try blend(".darken").both, (0, 0, 0)))
    #expect(same(try blend(".lighten").both, (255, 0, 255)))
    let difference = try blend(".difference")
    #expect(same(difference.alone, (255, 255, 0)) && same(difference.both, (255, 0, 255)))
    #expect(same(try blend(".normal").both, (0, 0, 255)))
  }

  /// plusLighter adds: #808080 + #404040 = #C0C0C0; destinationOut clears what it covers.
  @Test func additionAndPorterDuff() throws {
    let added = try blend(".plusLighter", under: "#808080", over: "#404040", background: "#000000")
    #expect(same(added.both, (192, 192, 192)))
    let cut = try blend(".destinationOut", background: "#00000000")
    #expect(same(cut.both, (0, 0, 0)), "the red square is cut out where the blue one lies")
  }

  @Test func anUnknownModeIsRefusedWithTheList() throws {
    #expect(throws: SceneError.self) { _ = try blend(".burn") }
  }
}
