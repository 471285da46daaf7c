import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// A view's effects reach the display model in the order they are written, as a scene layer's do
/// (docs/architecture.md, The display model); the pixels of each order are checked in `EffectOrderTests`.
@Suite struct EffectStackTests {
  let measurer = EstimatedTextMeasurer()

  func item(_ root: @escaping () -> any View) throws -> DisplayItem {
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test",
      options: ViewSceneOptions(size: Size(width: 100, height: 100), fps: 60),
      measurer: measurer, root: root)
    let items = try scene.displayList(at: 0, measurer: measurer).items
    try #require(items.count == 1)
    return items[0]
  }

  /// The effects' kinds, innermost first, with shapes reduced to their kind.
  func kinds(_ item: DisplayItem) -> [String] {
    item.effects.map { e in
      switch e.kind {
      case .clip(let s): "clip \(s.kind)"
      case .blur(let r): "blur \(r)"
      case .opacity(let a): "opacity \(a)"
      case .shadow(_, let r, let x, let y): "shadow \(r) \(x) \(y)"
      case .projection: "3-D"
      case .mask(let s): "mask \(s.kind)"
      case .maskItems(let items): "mask of \(items.count)"
      case .color: "colour"
      case .decoration(let s, _, let over): "\(over ? "overlay" : "background") \(s.kind)"
      case .blendMode(let m): "blend \(m)"
      case .compositingGroup: "compositing group"
      case .alphaThreshold(let low, _, _): "alpha threshold \(low)"
      }
    }
  }

  @Test func effectsKeepTheirOrder() throws {
    #expect(
      kinds(try item { Color.blue.frame(width: 40, height: 40).clipShape(Circle()).blur(radius: 8) }) == [
        "clip circle", "blur 8.0",
      ])
    #expect(
      kinds(try item { Color.blue.frame(width: 40, height: 40).blur(radius: 8).clipShape(Circle()) }) == [
        "blur 8.0", "clip circle",
      ])
    #expect(
      kinds(try item { Color.blue.frame(width: 40, height: 40).shadow(radius: 4, x: 2).opacity(0.5) })
        == ["shadow 4.0 2.0 0.0", "opacity 0.5"])
    #expect(
      kinds(
        try item {
          Color.blue.frame(width: 40, height: 40).clipShape(Circle()).rotation3DEffect(
            .degrees(30), axis: (x: 0, y: 1, z: 0))
        })
        == ["clip circle", "3-D"])
  }

  /// A clip after an offset stays where the view was laid out: its effect coordinates undo the offset.
  @Test func anEffectStandsAfterTheAffineModifiersInsideIt() throws {
    let moved = try item { Color.blue.frame(width: 40, height: 40).offset(x: 30).clipShape(Rectangle()) }
    #expect(moved.effects.count == 1 && moved.effects[0].inner == .translation(x: 30, y: 0))
    #expect(moved.transform.x0 == 80)
  }

  /// An opacity on a stack reaches each view in it (SwiftUI fades each view: docs/architecture.md, Leaves);
  /// after `compositingGroup()` the stack is one item, a group made one picture, faded whole.
  @Test func aStacksOpacityReachesEachViewUnlessGrouped() throws {
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test", options: ViewSceneOptions(size: Size(width: 100, height: 100), fps: 60),
      measurer: measurer
    ) {
      ZStack {
        Circle().fill(.black).frame(width: 60, height: 60)
        Circle().fill(.red).frame(width: 100, height: 100)
      }
      .opacity(0.5)
    }
    let items = try scene.displayList(at: 0, measurer: measurer).items
    #expect(items.map(kinds) == [["opacity 0.5"], ["opacity 0.5"]])
    let grouped = try item {
      ZStack {
        Circle().fill(.black).frame(width: 60, height: 60)
        Circle().fill(.red).frame(width: 100, height: 100)
      }
      .compositingGroup().opacity(0.5)
    }
    #expect(kinds(grouped) == ["compositing group", "opacity 0.5"])
    #expect(grouped.leafCount == 1)
  }

  /// A symbol drawn from an enclosure and a glyph is one picture, as iOS draws a symbol as one image.
  @Test func aComposedSymbolIsOneLeaf() throws {
    let symbol = try item { Image(systemName: "checkmark.circle.fill").opacity(0.5) }
    #expect(symbol.leafCount == 1)
  }
}
