import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// `onChange(of:initial: true)` runs when the view appears, and `onGeometryChange` reports a view's size
/// when it appears and when it changes: a bar copies the width of another, 120 points, then 200 after a
/// state change at 0.5 s.
@Suite struct GeometryChangeTests {
  let measurer = EstimatedTextMeasurer()

  struct Copy: View {
    @State private var width: CGFloat = 0
    @State private var wide = false
    @State private var appeared = "no"
    var body: some View {
      VStack(spacing: 0) {
        Color.red.frame(width: wide ? 200 : 120, height: 10)
          .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { width = $0 }
        Color(red: 0, green: 0, blue: 1).frame(width: width, height: 10)
        Text(appeared).onChange(of: wide, initial: true) { appeared = "yes" }
      }
      .onReceive(Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()) { _ in wide = true }
    }
  }

  func list(at t: Double) throws -> DisplayList {
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test",
      options: ViewSceneOptions(size: Size(width: 300, height: 100), fps: 30, duration: 1), measurer: measurer
    ) { Copy() }
    return try scene.displayList(at: t, measurer: measurer)
  }

  /// The frame width of the item drawn in `color`.
  func width(of color: RGBAColor, in list: DisplayList) -> Double? {
    for item in list.items {
      if case .shape(let shape) = item.content, shape.fill == color { return item.frameSize.width }
    }
    return nil
  }

  @Test func theBarCopiesTheWidthItIsTold() throws {
    let blue = RGBAColor(red: 0, green: 0, blue: 1)
    #expect(try width(of: blue, in: list(at: 0.2)) == 120)
    #expect(try width(of: blue, in: list(at: 0.9)) == 200)
    let texts = try list(at: 0.2).items.compactMap { item -> String? in
      if case .text(let s, _, _, _, _) = item.content { return s }
      return nil
    }
    #expect(texts == ["yes"])
  }
}
