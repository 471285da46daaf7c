import Foundation
import RenderAnimSwiftUI
import SceneFormat

/// A layer where it stands in the canvas or in its group: there while its `if` holds (its insertion and
/// removal play its transition, and `sample` lists its `presence`), else always.
///
/// A transition applies to the layer's own frame (docs/scene-format.md). SwiftUI applies it to the view
/// inserted, which for a view written with `.position` is the whole space the position takes; so a layer
/// with a `position` is inserted inside a frame of its container's size that is positioned, as a SwiftUI
/// developer writes a view that moves or scales in its own frame at a point.
nonisolated struct LayerSlot: View {
  let layer: LayerView

  var body: some View {
    if let condition = layer.spec.condition {
      if let position = layer.placement {
        // A frame of the container's size, which does not change as the layer comes and goes.
        Group { if layer.environment.bool(condition) { layer.unplaced.presenceSampled() } }
          .contentFrame(width: layer.container.width, height: layer.container.height)
          .position(x: position.x, y: position.y)
      } else if layer.environment.bool(condition) {
        layer.presenceSampled()
      }
    } else {
      layer
    }
  }
}
