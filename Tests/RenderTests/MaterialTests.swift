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
}
