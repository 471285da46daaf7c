import DisplayModel
import Foundation
import Render
import RenderAnimSwiftUI
import Testing

/// `.disabled(true)` draws controls disabled (docs/swift-views.md, Controls): a button's label in the
/// tertiary label colour, rgba(60, 60, 67, 0.3), which over white is (196.5, 196.5, 198.6) where a stem
/// covers the pixel; a bordered button's plate in the tertiary fill, rgba(118, 118, 128, 0.12): (238.6,
/// 238.6, 239.8); switches, sliders, steppers and pickers at half opacity (the switch's green 52, 199, 89
/// over white: 153.5, 227, 172). `.tint` colours a switch that is on.
@Suite struct DisabledControlTests {
  @Test func aDisabledButtonsLabelIsTertiary() throws {
    let enabled = try viewFrame { Button("Go Ahead") {}.font(.largeTitle) }.darkest
    #expect(near(enabled, (0, 122, 255)))
    let disabled = try viewFrame { Button("Go Ahead") {}.font(.largeTitle).disabled(true) }.darkest
    #expect(near(disabled, (197, 197, 199)))
  }

  @Test func aDisabledProminentButtonsPlateIsTheTertiaryFill() throws {
    let f = try viewFrame { Button("Go Ahead") {}.buttonStyle(.borderedProminent).disabled(true) }
    let left = (0..<200).first { f.rgb($0, 100).r < 250 }!
    #expect(near(f.rgb(left + 2, 100), (239, 239, 240)))
  }

  @Test func aDisabledSwitchIsHalfAsOpaqueAndTintColoursIt() throws {
    let on = try viewFrame { Toggle("", isOn: .constant(true)) }
    #expect(near(on.rgb(155, 100), (52, 199, 89)))
    let disabled = try viewFrame { Toggle("", isOn: .constant(true)).disabled(true) }
    #expect(near(disabled.rgb(155, 100), (154, 227, 172)))
    let purple = try viewFrame { Toggle("", isOn: .constant(true)).tint(.purple) }
    #expect(near(purple.rgb(155, 100), (175, 82, 222)))
  }

  /// A slider is one picture (iOS's is a UISlider, faded as one view: docs/architecture.md, Leaves), so
  /// disabled, the blue track covering the grey one fades alone, at 0.5 over white: (127.5, 188.5, 255),
  /// not over the faded grey track as two views of a group would, (120.75, 181.75, 248.6).
  @Test func aDisabledSliderIsHalfAsOpaque() throws {
    let enabled = try viewFrame { Slider(value: .constant(1.0)) }
    #expect(near(enabled.rgb(20, 100), (0, 122, 255)))
    let disabled = try viewFrame { Slider(value: .constant(1.0)).disabled(true) }
    #expect(near(disabled.rgb(20, 100), (128, 189, 255)))
  }

  /// A switch is one picture (a UISwitch): under `.opacity(0.5)` its white knob covers the green track and
  /// fades alone, white over white, where two views of a group would show the track through it.
  @Test func aFadedSwitchFadesAsOnePicture() throws {
    let on = try viewFrame { Toggle("", isOn: .constant(true)) }
    // The knob's middle: the white between the green track's two ends on the switch's middle row.
    let green = (0..<200).filter { on.rgb($0, 100).r < 100 && on.rgb($0, 100).g > 150 }
    let start = try #require(green.first)
    let knob = (start...green.last!).filter { on.rgb($0, 100).r > 250 }
    let x = try #require(knob.isEmpty ? nil : knob[knob.count / 2])
    #expect(near(on.rgb(x, 100), (255, 255, 255)))
    let faded = try viewFrame { Toggle("", isOn: .constant(true)).opacity(0.5) }
    #expect(near(faded.rgb(x, 100), (255, 255, 255)))
  }
}
