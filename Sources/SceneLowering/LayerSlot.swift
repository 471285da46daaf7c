import Foundation
import RenderAnimSwiftUI
import SceneEngine

/// A layer where it stands in the canvas or in its group: there while its `if` holds (its insertion and
/// removal play its transition, and `sample` lists its `presence`), else always.
nonisolated struct LayerSlot: View {
  let layer: LayerView

  var body: some View {
    if let condition = layer.spec.condition {
      if layer.environment.bool(condition) { layer.presenceSampled() }
    } else {
      layer
    }
  }
}
