import Foundation
import RenderAnimSwiftUI
import SceneEngine

/// A layer where it stands in the canvas or in its group: there while its `if` holds (its insertion and
/// removal play its transition, and `sample` lists its `presence`), else always.
nonisolated struct LayerSlot: View {
  let spec: LayerSpec
  let environment: SceneEnvironment
  /// The size of the layer's container: the canvas, or its group's frame.
  let container: CGSize
  /// Its place among its group's children, which names a child without an `id` in `sample` (`#2`), as the
  /// scene engine names it whether or not the children before it are there; nil at the top level.
  var index: Int? = nil
  /// Whether a stack places it (its `position` is ignored, docs/scene-format.md).
  var inStack = false

  var body: some View {
    if let condition = spec.condition {
      if environment.bool(condition) { layer.presenceSampled() }
    } else {
      layer
    }
  }

  private var layer: some View {
    LayerView(spec: spec, environment: environment, container: container, index: index, inStack: inStack)
  }
}
