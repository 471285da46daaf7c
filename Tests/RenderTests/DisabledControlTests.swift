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

  /// Each part of the slider is drawn at half opacity, as SwiftUI's `.opacity` fades each view of a group
  /// (not the group as one): the grey track, systemFill rgba(120, 120, 128, 0.2), at 0.1 over white
  /// (241.5, 241.5, 242.3), then the blue track at 0.5 over it: (120.75, 181.75, 248.6).
  @Test func aDisabledSliderIsHalfAsOpaque() throws {
    let enabled = try viewFrame { Slider(value: .constant(1.0)) }
    #expect(near(enabled.rgb(20, 100), (0, 122, 255)))
    let disabled = try viewFrame { Slider(value: .constant(1.0)).disabled(true) }
    #expect(near(disabled.rgb(20, 100), (121, 182, 249)))
  }
}
