import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// Dark mode (docs/swift-views.md, Dark mode): the system colours, the labels' colours and the canvas follow
/// the colour scheme with iOS's values (Apple's Human Interface Guidelines: red #FF3B30 light, #FF453A
/// dark; label black / white; systemBackground white / black; secondarySystemBackground #F2F2F7 / #1C1C1E).
@Suite struct DarkModeTests {
  let measurer = EstimatedTextMeasurer()

  func list(
    _ scheme: ColorScheme = .light, background: RGBAColor? = nil, _ root: @escaping () -> any View
  ) throws -> DisplayList {
    let scene = try ViewScene.scene(
      file: "/tmp/Dark.swift", text: "dark",
      options: ViewSceneOptions(
        size: Size(width: 100, height: 100), background: background,
        colorScheme: scheme),
      measurer: measurer, root: root)
    return try scene.displayList(at: 0, measurer: measurer)
  }

  /// The fill of the first shape and the colour of the first text in the list.
  func paints(_ list: DisplayList) -> (fill: RGBAColor?, text: RGBAColor?) {
    var fill: RGBAColor?
    var text: RGBAColor?
    func visit(_ items: [DisplayItem]) {
      for item in items {
        switch item.content {
        case .shape(let s): fill = fill ?? s.fill
        case .text(_, _, let c, _, _): text = text ?? c
        case .group(let g): visit(g)
        default: break
        }
      }
    }
    visit(list.items)
    return (fill, text)
  }

  func hex(_ v: UInt32, _ alpha: Double = 1) -> RGBAColor {
    RGBAColor(
      red: Double(v >> 16 & 0xFF) / 255, green: Double(v >> 8 & 0xFF) / 255, blue: Double(v & 0xFF) / 255, alpha: alpha)
  }

  @Test func systemColoursAndLabelsFollowTheScheme() throws {
    let view = { () -> any View in
      VStack {
        Color.red.frame(width: 10, height: 10)
        Text("A")
      }
    }
    let light = paints(try list(.light, view))
    let dark = paints(try list(.dark, view))
    #expect(light.fill == hex(0xFF3B30) && light.text == hex(0x000000))
    #expect(dark.fill == hex(0xFF453A) && dark.text == hex(0xFFFFFF))
    // A colour made from components is the same in both.
    let fixed = { () -> any View in Color(red: 0.2, green: 0.4, blue: 0.6) }
    #expect(paints(try list(.dark, fixed)).fill == RGBAColor(red: 0.2, green: 0.4, blue: 0.6))
  }

  @Test func theCanvasIsTheSystemBackgroundUnlessOneIsGiven() throws {
    let view = { () -> any View in Circle() }
    #expect(try list(.light, view).background == hex(0xFFFFFF))
    #expect(try list(.dark, view).background == hex(0x000000))
    #expect(try list(.dark, background: hex(0x336699), view).background == hex(0x336699))
    // `.preferredColorScheme(.dark)` is the presentation's scheme: the canvas and what is inside.
    let preferred = try list(.light) { Text("B").preferredColorScheme(.dark) }
    #expect(preferred.background == hex(0x000000) && paints(preferred).text == hex(0xFFFFFF))
  }

  /// `.colorScheme(.dark)` changes only the views inside it; the canvas keeps the presentation's scheme.
  @Test func colorSchemeAppliesToItsSubtree() throws {
    let l = try list(.light) {
      VStack {
        Color(uiColor: .secondarySystemBackground).frame(width: 10, height: 10).colorScheme(.dark)
        Text("C")
      }
    }
    #expect(paints(l).fill == hex(0x1C1C1E) && paints(l).text == hex(0x000000) && l.background == hex(0xFFFFFF))
  }

  /// `.environment(\.colorScheme, .dark)` is the same change as `.colorScheme(.dark)`: the system colours
  /// and labels inside follow it.
  @Test func theEnvironmentsColorSchemeAppliesToItsSubtree() throws {
    let l = try list(.light) {
      VStack {
        Color(uiColor: .secondarySystemBackground).frame(width: 10, height: 10)
        Text("C")
      }
      .environment(\.colorScheme, .dark)
    }
    #expect(paints(l).fill == hex(0x1C1C1E) && paints(l).text == hex(0xFFFFFF) && l.background == hex(0xFFFFFF))
  }

  @Test func uiKitColoursKeepBothAppearances() throws {
    let dynamic = UIColor {
      $0.userInterfaceStyle == .dark ? UIColor(white: 0.25, alpha: 1) : UIColor(white: 0.75, alpha: 1)
    }
    let view = { () -> any View in Color(uiColor: dynamic) }
    #expect(paints(try list(.light, view)).fill == RGBAColor(red: 0.75, green: 0.75, blue: 0.75))
    #expect(paints(try list(.dark, view)).fill == RGBAColor(red: 0.25, green: 0.25, blue: 0.25))
    let label = { () -> any View in Color(UIColor.secondaryLabel) }
    #expect(paints(try list(.light, label)).fill == hex(0x3C3C43, 0.6))
    #expect(paints(try list(.dark, label)).fill == hex(0xEBEBF5, 0.6))
    // UIKit's fixed `red` is the sRGB primary, not the system red.
    #expect(
      paints(try list(.dark) { Color(uiColor: .red.withAlphaComponent(0.5)) }).fill
        == RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5))
  }

  /// A gradient of system colours and a foreground style are resolved where they are drawn.
  @Test func gradientsAndForegroundStylesResolveInTheScheme() throws {
    let gradient = try list(.dark) {
      Rectangle().fill(LinearGradient(colors: [.blue, .green], startPoint: .top, endPoint: .bottom))
    }
    var stops: [RGBAColor] = []
    if case .shape(let s)? = gradient.items.first?.content { stops = s.gradient?.stops.map(\.color) ?? [] }
    #expect(stops == [hex(0x0A84FF), hex(0x30D158)])
    let styled = try list(.dark) { Text("D").foregroundStyle(.secondary) }
    #expect(paints(styled).text == hex(0xEBEBF5, 0.6))
  }
}
