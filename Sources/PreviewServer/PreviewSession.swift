import Foundation
import SceneFormat

/// One previewed file: the clip made from it with the current settings, made again when the file (or a
/// file it needs) changes or the page changes a setting or adds a tap.
///
/// Clips are made one at a time on a queue of their own; a change during a load makes one more load after
/// it. A failed load keeps the last good clip: a compile error shows beside the clip it broke, and a tap or
/// setting the view refuses is undone with a notice.
///
/// ```swift
/// let session = PreviewSession(file: "Like.swift", devices: ["iphone15"]) { settings in
///   try makeScene(for: settings)
/// }
/// session.reload()
/// ```
public final class PreviewSession: @unchecked Sendable {
  /// Makes the scene for some settings, or throws (a ``PreviewLoadFailure`` carries the lines to show).
  public typealias Loader = @Sendable (PreviewSettings) throws -> Scene

  private let file: String
  private let devices: [String]
  private let loader: Loader
  private let queue = DispatchQueue(label: "render-anim.preview.load")
  private let lock = NSLock()
  private var settings: PreviewSettings
  private var clip: PreviewClip?
  private var error: String?
  private var notice: String?
  private var loading = false
  private var again = false
  private var version = 0
  private var clips = 0

  /// A session for `file` (named on the page), offering `devices`, starting from `settings`.
  public init(file: String, devices: [String], settings: PreviewSettings = PreviewSettings(), loader: @escaping Loader)
  {
    self.file = file
    self.devices = devices
    self.settings = settings
    self.loader = loader
  }

  /// Makes the clip again (the file changed); returns at once.
  public func reload() {
    let start: Bool = lock.withLock {
      version += 1
      if loading {
        again = true
        return false
      }
      loading = true
      return true
    }
    if start { queue.async { self.load() } }
  }

  /// Changes the settings and makes the clip again.
  public func change(_ edit: (inout PreviewSettings) -> Void) {
    lock.withLock { edit(&settings) }
    reload()
  }

  /// The state now.
  public var state: PreviewState {
    lock.withLock {
      PreviewState(
        version: version, file: file, clip: clip?.info, loading: loading, error: error, notice: notice,
        settings: settings, devices: devices)
    }
  }

  /// The state once its version is past `version`, or after `timeout` seconds.
  public func state(after version: Int, timeout: Double) async -> PreviewState {
    let deadline = Date().addingTimeInterval(timeout)
    while lock.withLock({ self.version <= version }), Date() < deadline {
      try? await Task.sleep(nanoseconds: 40_000_000)
    }
    return state
  }

  /// The PNG of frame `index` of clip `id`, or `nil` when that clip is no longer the one shown or has no
  /// such frame.
  public func png(clip id: Int, frame index: Int) throws -> Data? {
    guard let clip = lock.withLock({ clip }), clip.id == id, (0..<clip.scene.frameCount).contains(index) else {
      return nil
    }
    return try clip.png(frame: index)
  }

  /// Where the canvas stands in clip `id`'s picture, for taps at picture points.
  public func canvasOrigin(clip id: Int) -> (x: Double, y: Double)? {
    lock.withLock { clip.flatMap { $0.id == id ? ($0.scene.tapSurface.originX, $0.scene.tapSurface.originY) : nil } }
  }

  private func load() {
    while true {
      let wanted = lock.withLock { settings }
      let result = Result { try loader(wanted) }
      let more: Bool = lock.withLock {
        version += 1
        switch result {
        case .success(let scene):
          clips += 1
          clip = PreviewClip(id: clips, scene: scene, settings: wanted)
          error = nil
          notice = nil
        case .failure(let failure):
          let message = (failure as? PreviewLoadFailure)?.message ?? "\(failure)"
          if let good = clip, good.settings != wanted, settings == wanted {
            // The page asked for something the view refuses: undo it and say why.
            settings = good.settings
            notice = message
          } else if settings == wanted {
            error = message
          }
        }
        if again {
          again = false
          return true
        }
        loading = false
        return false
      }
      if !more { return }
    }
  }
}
