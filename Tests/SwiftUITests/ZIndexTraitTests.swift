import DisplayModel
import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// `.zIndex` is a view trait: it orders a view among its container's children when it is written inside a
/// custom view's body or under other modifiers, as SwiftUI's traits pass out to the container; a stack's
/// children's stay in the stack.
@Suite struct ZIndexTraitTests {
  let measurer = EstimatedTextMeasurer()

  /// A red square raised by `zIndex` inside its body over a blue one written after it.
  struct Raised: View {
    var body: some View { Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 40).zIndex(1).padding(2) }
  }

  /// The colours of the items drawn, in drawing order: "red" or "blue".
  func drawn(_ root: @escaping () -> any View) throws -> [String] {
    let scene = try tappedScene(size: Size(width: 100, height: 100), measurer: measurer, root)
    return try scene.displayList(at: 0, measurer: measurer).items.compactMap { item -> String? in
      guard case .shape(let shape) = item.content, let fill = shape.fill else { return nil }
      return fill.red > fill.blue ? "red" : "blue"
    }
  }

  @Test func aTraitInABodyOrdersTheViewInItsContainer() throws {
    let raised = try drawn {
      ZStack {
        Raised()
        Color(red: 0, green: 0, blue: 1).frame(width: 40, height: 40)
      }
    }
    #expect(raised == ["blue", "red"], "\(raised)")
    // In a stack of its own, the red square is raised among the stack's children only: the stack, written
    // first, stays under the blue square.
    let contained = try drawn {
      ZStack {
        VStack { Raised() }
        Color(red: 0, green: 0, blue: 1).frame(width: 40, height: 40)
      }
    }
    #expect(contained == ["red", "blue"], "\(contained)")
  }
}
