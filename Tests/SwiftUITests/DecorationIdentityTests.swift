import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// A view written directly as an overlay's, background's or mask's content keeps an identity of its own,
/// apart from the layer that holds it: a `GeometryReader` there puts its content at its top-leading corner,
/// as on iOS (its own content and the overlay's layer once had one path, and the two frames one place).
@Suite struct DecorationIdentityTests {
  let measurer = EstimatedTextMeasurer()

  /// The 10-point centres of what is drawn, in drawing order, groups' items included.
  func centres(_ root: @escaping () -> any View) throws -> [(Double, Double)] {
    let scene = try tappedScene(measurer: measurer, root)
    func flat(_ items: [DisplayItem], x: Double, y: Double) -> [(Double, Double)] {
      items.flatMap { item -> [(Double, Double)] in
        let (cx, cy) = (x + item.transform.x0, y + item.transform.y0)
        if case .group(let inner) = item.content {
          return flat(inner, x: cx - item.frameSize.width / 2, y: cy - item.frameSize.height / 2)
        }
        return item.frameSize == Size(width: 10, height: 10) ? [(cx, cy)] : []
      }
    }
    return flat(try scene.displayList(at: 0, measurer: measurer).items, x: 0, y: 0)
  }

  /// A 60-point square in the middle of the 100-point canvas (x, y = 20…80): the reader over it, as big as
  /// it, puts its 10-point square at its top-leading corner, centred at 25, 25.
  @Test func aReaderInAnOverlayIsTopLeading() throws {
    let over = try centres {
      Color.blue.frame(width: 60, height: 60)
        .overlay { GeometryReader { _ in Color.red.frame(width: 10, height: 10) } }
    }
    #expect(over.count == 1 && over[0] == (25, 25), "\(over)")
    let under = try centres {
      Color.clear.frame(width: 60, height: 60)
        .background { GeometryReader { _ in Color.red.frame(width: 10, height: 10) } }
    }
    #expect(under.count == 1 && under[0] == (25, 25), "\(under)")
  }
}
