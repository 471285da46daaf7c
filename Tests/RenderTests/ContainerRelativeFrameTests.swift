import DisplayModel
import Render
import RenderAnimSwiftUI
import Testing

/// `containerRelativeFrame` (iOS 17) sizes a view by its container: the nearest scroll view's visible
/// region, else the safe area (docs/swift-views.md, What is supported). In a 300-point-wide horizontal
/// scroll view, three columns 10 points apart are (300 − 2 × 10) / 3 = 93.33 wide and a span of two
/// 2 × 93.33 + 10 = 196.67; outside any scroll view the canvas (200 wide) is the container.
@Suite struct ContainerRelativeFrameTests {
  let measurer = PangoTextMeasurer()

  /// The widths of the shapes the scene draws at time 0, in order.
  func widths(size: Size, _ root: @escaping () -> any View) throws -> [Double] {
    let scene = try ViewScene.scene(
      file: "/tmp/View.swift", text: "view", options: ViewSceneOptions(size: size), measurer: measurer, root: root)
    func shapes(_ items: [DisplayItem]) -> [Double] {
      items.flatMap { item -> [Double] in
        if case .shape = item.content { return [item.frameSize.width] }
        if case .group(let inner) = item.content { return shapes(inner) }
        return []
      }
    }
    return shapes(try scene.displayList(at: 0, measurer: measurer).items)
  }

  @Test func columnsOfAScrollViewsVisibleRegion() throws {
    let w = try widths(size: Size(width: 300, height: 100)) {
      ScrollView(.horizontal) {
        HStack(spacing: 10) {
          Color.blue.containerRelativeFrame(.horizontal, count: 3, spacing: 10)
          Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
          Color.green.containerRelativeFrame(.horizontal)
        }
      }
    }
    let expected = [280.0 / 3, 2 * 280.0 / 3 + 10, 300]
    #expect(w.count == 3 && zip(w, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(w)")
  }

  @Test func theSafeAreaOutsideAScrollView() throws {
    let w = try widths(size: Size(width: 200, height: 100)) {
      Color.red.frame(height: 10).containerRelativeFrame(.horizontal) { length, axis in
        axis == .horizontal ? length / 4 : length
      }
    }
    #expect(w == [50], "\(w)")
  }
}
