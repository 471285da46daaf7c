import DisplayModel
import Render
import RenderAnimSwiftUI
import Testing

/// `Image(systemName:variableValue:)` (docs/swift-views.md, SF Symbols, Variable value): the parts of a
/// variable symbol above the value are drawn at ``SFSymbols/inactiveOpacity``. A 100-point symbol in the
/// middle of a 200-point canvas has its box at 50…150. `data/sf-symbols/variable.tsv` measured
/// `chart.bar.fill`'s three bars at x = −0.34…−0.195, −0.06…0.075 and 0.22…0.355 of the box from its
/// centre, all of them over y = 0.05…0.345: their middles are at x = 73, 101 and 129 on the row y = 125.
/// `wifi`'s parts cross the vertical middle at y = −0.375…−0.24 (the outer arc), −0.095…0.04 (the inner
/// arc) and 0.19…0.39 (the wedge): y = 69, 97 and 129.
@Suite struct VariableValueTests {
  let blue: RGB = (0, 122, 255)
  /// Blue at 0.3 over white: 255 − 0.3 × (255 − c) per channel = (178.5, 215.1, 255).
  let dim: RGB = (178, 215, 255)

  func symbol(_ name: String, _ value: Double?) throws -> RenderedFrame {
    try viewFrame {
      Image(systemName: name, variableValue: value).font(.system(size: 100)).foregroundStyle(.blue)
    }
  }

  @Test func aPartLightsOnceTheValuePassesTheShareBeforeIt() {
    #expect(SFSymbols.litParts(0, count: 3) == 0)
    #expect(SFSymbols.litParts(0.01, count: 3) == 1)
    #expect(SFSymbols.litParts(1.0 / 3, count: 3) == 1)
    #expect(SFSymbols.litParts(0.34, count: 3) == 2)
    #expect(SFSymbols.litParts(0.5, count: 3) == 2)
    #expect(SFSymbols.litParts(1, count: 3) == 3)
    #expect(SFSymbols.litParts(7, count: 3) == 3)
    #expect(SFSymbols.litParts(-1, count: 3) == 0)
    #expect(SFSymbols.litParts(.nan, count: 3) == 0)
  }

  @Test func barsLightFromTheLeft() throws {
    let bars = [73, 101, 129]
    for (value, lit) in [(0.0, 0), (0.2, 1), (0.5, 2), (1.0, 3)] {
      let f = try symbol("chart.bar.fill", value)
      for (i, x) in bars.enumerated() {
        let expected = i < lit ? blue : dim
        #expect(near(f.rgb(x, 125), expected), "value \(value), bar \(i): \(f.rgb(x, 125))")
      }
    }
    // At 1 the symbol is the plain one.
    #expect(try symbol("chart.bar.fill", 1).pixels == symbol("chart.bar.fill", nil).pixels)
  }

  @Test func wifiLightsFromItsPoint() throws {
    let f = try symbol("wifi", 0.5)
    #expect(near(f.rgb(100, 129), blue), "\(f.rgb(100, 129))")
    #expect(near(f.rgb(100, 97), blue), "\(f.rgb(100, 97))")
    #expect(near(f.rgb(100, 69), dim), "\(f.rgb(100, 69))")
  }

  /// A symbol whose parts render-anim does not split draws whole, as SwiftUI draws a symbol without
  /// variable layers.
  @Test func anotherSymbolIgnoresTheValue() throws {
    #expect(SFSymbols.isVariable("speaker.wave.2.fill") && !SFSymbols.isVariable("heart.fill"))
    #expect(try symbol("heart.fill", 0.3).pixels == symbol("heart.fill", nil).pixels)
  }

  func colored(_ name: String, _ effect: VariableColorSymbolEffect, at t: Double) throws -> RenderedFrame {
    try viewFrame(at: t, duration: 3) {
      Image(systemName: name).font(.system(size: 100)).foregroundStyle(.blue).symbolEffect(effect, isActive: true)
    }
  }

  /// `.symbolEffect(.variableColor)` runs 1.2 s through wifi's three parts, each lit from k/4 of the run:
  /// at 0.45 s (0.375) the wedge alone, at 0.75 s (0.625) the inner arc alone, at 1.05 s (0.875) the outer
  /// arc alone; cumulative at 0.75 s the wedge and the inner arc. Hidden inactive parts are the white canvas.
  @Test func variableColorLightsThePartsInTurn() throws {
    let rows = [129, 97, 69]
    for (t, lit) in [(0.45, 0), (0.75, 1), (1.05, 2)] {
      let f = try colored("wifi", .variableColor, at: t)
      for (i, y) in rows.enumerated() {
        #expect(near(f.rgb(100, y), i == lit ? blue : dim), "t = \(t), part \(i): \(f.rgb(100, y))")
      }
    }
    let cumulative = try colored("wifi", .variableColor.cumulative, at: 0.75)
    for (i, y) in rows.enumerated() {
      #expect(near(cumulative.rgb(100, y), i < 2 ? blue : dim), "part \(i): \(cumulative.rgb(100, y))")
    }
    // Where the loop starts again (1.2 s) the parts are dark, not the whole symbol for a frame.
    let again = try colored("wifi", .variableColor, at: 1.2)
    #expect(near(again.rgb(100, 69), dim) && near(again.rgb(100, 129), dim), "\(again.rgb(100, 69))")
    let hidden = try colored("wifi", .variableColor.hideInactiveLayers, at: 0.75)
    #expect(near(hidden.rgb(100, 129), (255, 255, 255)) && near(hidden.rgb(100, 97), blue))
  }

  /// A symbol without variable parts does not change, as on iOS.
  @Test func variableColorLeavesOtherSymbolsAlone() throws {
    #expect(try colored("heart.fill", .variableColor, at: 0.75).pixels == symbol("heart.fill", nil).pixels)
  }
}
