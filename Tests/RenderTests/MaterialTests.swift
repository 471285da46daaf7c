import DisplayModel
import Foundation
import Render
import RenderAnimSwiftUI
import Testing

/// Materials (docs/swift-views.md, Materials): what is behind, blurred, under the material's tint. A
/// 120-point ultra-thin card (x = 40…160) over red (x < 100) and blue (x ≥ 100) halves of a 200-point
/// canvas: far from the halves' border, the blur of a flat colour is that colour, so the card is white at
/// 0.35 over it (red 255, 59, 48 → 255, 128, 120; blue 0, 122, 255 → 89, 169, 255); near the border it
/// mixes them; outside the card nothing changes.
@Suite struct MaterialTests {
  @Test(arguments: [ColorScheme.light, .dark])
  func aMaterialBlursWhatIsBehindUnderItsTint(_ scheme: ColorScheme) throws {
    let f = try viewFrame(scheme: scheme) {
      ZStack {
        HStack(spacing: 0) {
          Color(red: 1, green: 59 / 255, blue: 48 / 255)
          Color(red: 0, green: 122 / 255, blue: 1)
        }
        Rectangle().fill(.ultraThinMaterial).frame(width: 120, height: 120)
      }
    }
    // In dark mode the tint is 28, 28, 30 at 0.35.
    func over(_ c: (Double, Double, Double)) -> RGB {
      let t = scheme == .light ? (255.0, 255.0, 255.0) : (28.05, 28.05, 30.09)
      func mix(_ a: Double, _ b: Double) -> UInt8 { UInt8((b + (a - b) * 0.35).rounded()) }
      return (mix(t.0, c.0), mix(t.1, c.1), mix(t.2, c.2))
    }
    #expect(near(f.rgb(44, 100), over((255, 59, 48))), "\(f.rgb(44, 100))")
    #expect(near(f.rgb(156, 100), over((0, 122, 255))), "\(f.rgb(156, 100))")
    #expect(near(f.rgb(20, 100), (255, 59, 48)), "\(f.rgb(20, 100))")
    let border = f.rgb(100, 100)
    #expect(border.r > over((0, 122, 255)).r + 40 && border.r < over((255, 59, 48)).r - 40, "\(border)")
  }

  /// A material fading as a whole (`.opacity`, as an alert fades in) blurs what is behind it, then fades:
  /// at 0.5 its pixel is the mean of the opaque material's (α = 1) and of what is behind (α = 0), within
  /// rounding, also near the halves' border, where the blur mixes red into blue. (It used to blur only
  /// what the faded group held, nothing, and show the border sharp through the tint.)
  @Test func aFadingMaterialBlursWhatIsBehind() throws {
    func frame(_ opacity: Double) throws -> RenderedFrame {
      try viewFrame {
        ZStack {
          HStack(spacing: 0) {
            Color(red: 1, green: 59 / 255, blue: 48 / 255)
            Color(red: 0, green: 122 / 255, blue: 1)
          }
          ZStack {
            Rectangle().fill(.ultraThinMaterial).frame(width: 120, height: 120)
            Text("Hi")
          }
          .opacity(opacity)
        }
      }
    }
    let (whole, half, none) = (try frame(1), try frame(0.5), try frame(0))
    for x in [44, 96, 104, 156] {
      let (a, b, c) = (whole.rgb(x, 140), half.rgb(x, 140), none.rgb(x, 140))
      func mean(_ p: UInt8, _ q: UInt8) -> Int { (Int(p) + Int(q)) / 2 }
      let expected = (mean(a.r, c.r), mean(a.g, c.g), mean(a.b, c.b))
      #expect(
        abs(Int(b.r) - expected.0) <= 2 && abs(Int(b.g) - expected.1) <= 2 && abs(Int(b.b) - expected.2) <= 2,
        "x = \(x): \(b), expected the mean of \(a) and \(c)")
    }
    // Near the border the opaque material has mixed red into the blue half.
    #expect(whole.rgb(104, 140).r > none.rgb(104, 140).r + 40, "\(whole.rgb(104, 140))")
  }
}
