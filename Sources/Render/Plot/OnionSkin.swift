import Foundation
import SceneFormat

/// Several moments of a layer drawn on one frame, older ones fainter: a motion trail that shows a path
/// and its spacing (timing) at a glance (`render-anim sheet --onion`).
///
/// The other layers are drawn as they are at the last moment.
/// ```swift
/// let trail = try OnionSkin(scene: scene, layer: "emoji", selection: .count(8))
/// try trail.write(to: "out/trail.png")
/// ```
public struct OnionSkin: Sendable {
  /// The moments drawn, oldest first.
  public let frames: [Int]
  /// The layer that leaves the trail (all layers when nil).
  public let layer: Int?
  let scene: Scene
  let scale: Double

  /// Chooses the moments; `width` (pixels) sets the image size, else the scene's own scale.
  public init(
    scene: Scene, layer id: String? = nil, selection: ContactSheet.Selection = .count(8), width: Int? = nil
  ) throws {
    if let id {
      guard let i = scene.layerIDs.firstIndex(of: id) else {
        throw RenderError.output(
          "no layer with id '\(id)'; layers: \(scene.layerIDs.compactMap { $0 }.joined(separator: ", "))")
      }
      layer = i
    } else {
      layer = nil
    }
    frames = try ContactSheet.frames(selection, of: scene)
    guard frames.count <= 200 else {
      throw RenderError.output("the trail would have \(frames.count) moments; at most 200")
    }
    self.scene = scene
    scale = width.map { Double($0) / scene.size.width } ?? scene.scale
  }

  /// The opacity of moment `i`: from 0.15 for the oldest to 1 for the last.
  public func alpha(_ i: Int) -> Double {
    frames.count == 1 ? 1 : 0.15 + 0.85 * Double(i) / Double(frames.count - 1)
  }

  /// The composite display list: the last moment, with the trail's earlier moments under it.
  public func displayList(measurer: some TextMeasuring = PangoTextMeasurer()) throws -> DisplayList {
    let lists = try frames.map { try scene.displayList(at: scene.frameTime($0), measurer: measurer) }
    var result = lists[lists.count - 1]
    result.scale = scale
    var items: [DisplayItem] = []
    for (index, item) in result.items.enumerated() {
      guard layer == nil || layer == index else {
        items.append(item)
        continue
      }
      for (i, list) in lists.enumerated() {
        var ghost = list.items[index]
        ghost.effects.append(DisplayEffect(.opacity(alpha(i))))
        items.append(ghost)
      }
    }
    result.items = items
    return result
  }

  /// The trail as pixels.
  public func render() throws -> RenderedFrame { try Rasterizer().render(displayList()) }

  /// Writes the trail as a PNG, replacing `path` only when complete.
  public func write(to path: String) throws {
    let frame = try render()
    let output = try AtomicOutput(target: URL(fileURLWithPath: path))
    try frame.writePNG(to: output.temporary.path)
    try output.commit()
  }
}
