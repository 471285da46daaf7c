import Foundation
import Render
import SceneFormat
import Testing

/// SwiftUI's colour modifiers on the pixels of a layer, against values derived by hand (docs/scene-format.md).
@Suite struct ColorEffectTests {
  /// The centre pixel of a 20×20 square of `fill` with `modifiers`, on white.
  func centre(_ fill: String, _ modifiers: String) throws -> (r: Int, g: Int, b: Int) {
    let scene = try runtimeScene(
      text: """
        size: [40, 40]
        fps: 10
        background: "#FFFFFF"
        layers: [{ shape: rectangle, frame: [20, 20], fill: "\(fill)", modifiers: \(modifiers) }]
        """, file: "effects.yaml")
    let f = try Rasterizer().render(scene.displayList(at: 0, measurer: PangoTextMeasurer()))
    let p = f.pixel(x: 20, y: 20)
    #expect(f.pixel(x: 2, y: 2).r == 255 && f.pixel(x: 2, y: 2).b == 255, "the background is untouched")
    return (Int(p.r), Int(p.g), Int(p.b))
  }

  func close(_ a: (r: Int, g: Int, b: Int), _ b: (Int, Int, Int), _ tolerance: Int = 1) -> Bool {
    abs(a.r - b.0) <= tolerance && abs(a.g - b.1) <= tolerance && abs(a.b - b.2) <= tolerance
  }

  /// saturation(0) gives the grey of the same linear luminance: #FF3B30 has Y = 0.2126·1 + 0.7152·0.04373
  /// + 0.0722·0.02956 = 0.24601, which encodes to 135.95 → 136 in every channel. grayscale(1) is the same.
  @Test func zeroSaturationIsTheLumaEqualGrey() throws {
    #expect(close(try centre("#FF3B30", "[{ saturation: 0 }]"), (136, 136, 136)))
    #expect(close(try centre("#FF3B30", "[{ grayscale: 1 }]"), (136, 136, 136)))
    // #007AFF: Y = 0.7152·0.19462 + 0.0722·1 = 0.21139 → 126.77.
    #expect(close(try centre("#007AFF", "[{ saturation: 0 }]"), (127, 127, 127)))
    #expect(close(try centre("#FF3B30", "[{ saturation: 1 }]"), (255, 59, 48)))
  }

  @Test func invertBrightnessContrast() throws {
    #expect(close(try centre("#007AFF", "[{ colorInvert: true }]"), (255, 133, 0)))
    // 128/255 + 0.2 = 0.70196 → 179.
    #expect(close(try centre("#808080", "[{ brightness: 0.2 }]"), (179, 179, 179)))
    // Contrast 0: every channel ½ → 127.5.
    let flat = try centre("#FF3B30", "[{ contrast: 0 }]")
    #expect(flat.r == flat.g && flat.g == flat.b && abs(flat.r - 128) <= 1)
    // Contrast 2 around ½: 59/255 → 2·(0.2314 − 0.5) + 0.5 = −0.037 → 0; 255 stays 255.
    #expect(close(try centre("#FF3B30", "[{ contrast: 2 }]"), (255, 0, 0)))
  }

  /// A whole turn of hue is no turn; colorMultiply by white is no change, by black is black.
  @Test func hueTurnsAndMultiply() throws {
    #expect(close(try centre("#34C759", "[{ hueRotation: .degrees(360) }]"), (0x34, 0xC7, 0x59), 2))
    #expect(close(try centre("#34C759", "[{ hueRotation: .degrees(0) }]"), (0x34, 0xC7, 0x59), 2))
    let turned = try centre("#FF3B30", "[{ hueRotation: .degrees(120) }]")
    #expect(turned.g > turned.r && turned.g > turned.b, "red turned a third of the way goes green: \(turned)")
    #expect(close(try centre("#34C759", "[{ colorMultiply: .white }]"), (0x34, 0xC7, 0x59)))
    #expect(close(try centre("#34C759", "[{ colorMultiply: .black }]"), (0, 0, 0)))
  }

  /// Effects animate like any modifier.
  @Test func saturationAnimates() throws {
    let scene = try runtimeScene(
      text: """
        size: [40, 40]
        fps: 10
        state: { s: 1.0 }
        events: [{ at: 0, withAnimation: ".linear(duration: 1)", set: { s: 0 } }]
        layers: [{ shape: circle, frame: [20, 20], modifiers: [{ saturation: s }] }]
        """, file: "effects.yaml")
    let report = try scene.sample(at: [0, 0.5, 1], measurer: PangoTextMeasurer())
    #expect(report.layers[0].values["saturation"] == [1, 0.5, 0])
  }
}
