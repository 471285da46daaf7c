import Foundation
import Render
import SceneFormat

/// One loaded clip of a preview: its scene, the settings it was made with, and its frames as PNG files,
/// drawn on demand and kept (a frame is a pure function of the scene and t, so a kept one never goes stale).
final class PreviewClip: @unchecked Sendable {
  /// Counts clips over the session: the page asks for frames by clip and index.
  let id: Int
  let scene: Scene
  let settings: PreviewSettings
  private let lock = NSLock()
  private var frames: [Int: Data] = [:]
  private var cachedBytes = 0
  private var rasterizers: [Rasterizer] = []
  /// Frames kept at most, in bytes of PNG; beyond it frames are drawn again when asked for.
  static let cacheLimit = 512 << 20

  init(id: Int, scene: Scene, settings: PreviewSettings) {
    self.id = id
    self.scene = scene
    self.settings = settings
  }

  /// The PNG of frame `index` (0 ..< frameCount).
  func png(frame index: Int) throws -> Data {
    if let data = lock.withLock({ frames[index] }) { return data }
    let rasterizer = lock.withLock { rasterizers.popLast() } ?? Rasterizer()
    defer { lock.withLock { rasterizers.append(rasterizer) } }
    let list = try scene.displayList(at: scene.frameTime(index), measurer: PangoTextMeasurer())
    let data = try rasterizer.render(list).pngData()
    lock.withLock {
      if cachedBytes + data.count <= Self.cacheLimit, frames[index] == nil {
        frames[index] = data
        cachedBytes += data.count
      }
    }
    return data
  }

  /// What the page needs to play, scrub and tap the clip.
  var info: PreviewState.Clip {
    let surface = scene.tapSurface
    return PreviewState.Clip(
      id: id, width: max(1, Int((scene.size.width * scene.scale).rounded())),
      height: max(1, Int((scene.size.height * scene.scale).rounded())),
      scale: scene.scale, fps: scene.framesPerSecond, frameCount: scene.frameCount, duration: scene.duration,
      marks: scene.marks().filter(\.time.isFinite).map {
        PreviewState.Mark(time: $0.time, kind: $0.kind.rawValue, label: $0.label)
      },
      tappables: surface.views.map {
        PreviewState.Tappable(name: $0.name, x: $0.centerX, y: $0.centerY, width: $0.width, height: $0.height)
      },
      originX: surface.originX, originY: surface.originY)
  }
}
