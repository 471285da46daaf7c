import Foundation
import SceneFormat
import Testing

/// SwiftUI's modifiers that a scene file names through SceneLowering's `ViewModifierTable` (docs/architecture.md,
/// Adding a modifier): each does what it does in a Swift view, and a name, arguments or a type the table
/// does not have is one line at the modifier.
@Suite struct ViewModifierTableTests {
  let measurer = EstimatedTextMeasurer()

  func scene(_ layers: String, state: String = "{}") throws -> Scene {
    try runtimeScene(text: "size: [100, 100]\nfps: 10\nstate: \(state)\nlayers:\n" + layers, file: "table.yaml")
  }

  /// The ids of the layers drawn, in drawing order.
  func order(_ scene: Scene) throws -> [String] {
    try scene.values(at: 0, measurer: measurer).filter { $0.layer.opacity > 0 }.compactMap(\.layer.id)
  }

  /// `zIndex` raises a layer over the layers written after it, as it raises a view in a `ZStack`; `hidden`
  /// leaves its layer's place and draws nothing.
  @Test func zIndexAndHidden() throws {
    let layers = """
        - { id: a, shape: rectangle, frame: [60, 60], modifiers: [{ zIndex: "raise ? 1 : 0" }] }
        - { id: b, shape: rectangle, frame: [60, 60] }
        - { id: c, shape: circle, frame: [10, 10], modifiers: [{ hidden: [] }] }
      """
    #expect(try order(scene(layers, state: "{ raise: true }")) == ["b", "a"])
    #expect(try order(scene(layers, state: "{ raise: false }")) == ["a", "b"])
    let hidden = try scene(layers, state: "{ raise: true }").displayList(at: 0, measurer: measurer).items.filter {
      if case .shape(let shape) = $0.content { return shape.kind == .circle }
      return false
    }
    #expect(hidden.allSatisfy { $0.opacity == 0 }, "\(hidden)")
  }

  @Test(arguments: [
    ("{ zIndx: 1 }", "unknown modifier 'zIndx' (did you mean 'zIndex'?)"),
    ("{ zIndex: [1, 2] }", "'zIndex' takes 1 argument (write a value), not 2"),
    ("{ hidden: true }", "'hidden' takes 0 arguments (write []), not 1"),
    ("{ zIndex: true }", "expected a number, got Bool"),
    ("{ zIndex: \"Color.red\" }", "expected a number, got Color"),
  ])
  func mistakesAreOneLineAtTheModifier(modifier: String, message: String) throws {
    let error = #expect(throws: SceneError.self) {
      try scene("  - { shape: circle, frame: [10, 10], modifiers: [\(modifier)] }")
    }
    #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    #expect(error?.line == 5 && error?.keyPath.hasPrefix("layers[0].modifiers[0]") == true)
  }
}
