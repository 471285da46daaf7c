import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// `.toggleStyle` (docs/swift-views.md, What is supported): a custom ``ToggleStyle`` draws the toggle from
/// its configuration and toggles it through `configuration.isOn`; `.button` draws a tinted background
/// when on.
@Suite struct ToggleStyleTests {
  let measurer = EstimatedTextMeasurer()

  struct Checkbox: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        RoundedRectangle(cornerRadius: 4).fill(configuration.isOn ? Color.green : Color.gray).frame(
          width: 20, height: 20)
        configuration.label
      }
      .onTapGesture { configuration.isOn.toggle() }
    }
  }

  struct Form: View {
    @State private var on = false
    var body: some View { Toggle("Wi-Fi", isOn: $on).toggleStyle(Checkbox()) }
  }

  struct Pressed: View {
    @State private var on = true
    var body: some View { Toggle("Bold", isOn: $on).toggleStyle(.button) }
  }

  func fills(_ root: @escaping () -> any View, taps: [ViewTap] = []) throws -> [RGBAColor?] {
    let scene = try ViewScene.scene(
      file: "/tmp/Toggle.swift", text: "toggle",
      options: ViewSceneOptions(size: Size(width: 200, height: 100), fps: 60, duration: 0.5, taps: taps),
      measurer: measurer, root: root)
    return try scene.displayList(at: 0.4, measurer: measurer).items.compactMap { item in
      guard case .shape(let spec) = item.content else { return nil }
      return spec.fill
    }
  }

  /// iOS's light-mode colours by their hex values (0x34C759 green, 0x8E8E93 grey, 0x007AFF blue).
  func hex(_ v: Int, alpha: Double = 1) -> RGBAColor {
    RGBAColor(
      red: Double(v >> 16) / 255, green: Double((v >> 8) & 0xFF) / 255, blue: Double(v & 0xFF) / 255, alpha: alpha)
  }

  @Test func aCustomStyleDrawsAndToggles() throws {
    let green = hex(0x34C759)
    let gray = hex(0x8E8E93)
    #expect(try fills { Form() } == [gray])
    #expect(try fills({ Form() }, taps: [ViewTap(target: nil, time: 0.1)]) == [green])
  }

  @Test func aButtonToggleIsTintedWhenOn() throws {
    #expect(try fills { Pressed() } == [hex(0x007AFF, alpha: 0.15)])
  }
}
