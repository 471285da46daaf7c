import Foundation

extension Scene {
  /// What is drawn in place of something missing, one line each: the front end's warnings (for a scene
  /// file, its asset and SF Symbol names that nothing answers; its other warnings are `check`'s lints).
  public var sourceWarnings: [String] { source.warnings }

  /// A scene file's asset names that no file answers and SF Symbol names render-anim does not know, one
  /// line each (`line:column: warning: …`).
  package static func fileWarnings(_ layers: [LayerSpec]) -> [String] {
    var lines: [String] = []
    func walk(_ layers: [LayerSpec]) {
      for layer in layers {
        switch layer.content {
        case .placeholder(let name):
          let l = layer.location
          lines.append(
            "\(l.line):\(l.column): warning: no image '\(name)' (looked for \(name), \(name).png, .jpg or .jpeg "
              + "beside the scene, in Assets/ and in --assets); drawn as placeholder art")
        case .symbol(let v, _):
          if case .constant(.string(let name)) = v.source, !SFSymbols.isKnown(name) {
            let l = layer.location
            lines.append(
              "\(l.line):\(l.column): warning: no SF Symbol '\(name)' in render-anim's table; drawn as a placeholder"
                + DidYouMean.hint(for: name, among: SFSymbols.names))
          }
        case .group(let children): walk(children)
        default: break
        }
      }
    }
    walk(layers)
    return lines
  }
}

extension Scene {
  /// What a person can tap in the scene's frames (a Swift view's buttons and gestures); empty for a scene
  /// file, whose events are written in it.
  public var tapSurface: TapSurface { source.tapSurface }
}

extension Scene {
  /// A scene whose frames come from `source`: the canvas, frame rate and duration given here, everything
  /// else (frames, outputs, `sample`, goldens) as for a scene file.
  /// - Parameters:
  ///   - source: the frames.
  ///   - file: where the source came from, for messages.
  ///   - text: what identifies the source (its text, say): the ``fingerprint`` is computed from it.
  ///   - size: the canvas in points.
  ///   - fps: frames per second.
  ///   - scale: pixels per point.
  ///   - background: the canvas's colour under every frame.
  ///   - duration: the clip's length in seconds; its frame count is round(duration × fps), at least 1.
  public init(
    source: some FrameSource, file: String, text: String, size: Size, fps: Int, scale: Double = 1,
    background: RGBAColor = .white, duration: Double
  ) throws(SceneError) {
    guard fps >= 1, fps <= 1000 else {
      throw SceneError(file: file, line: 1, column: 1, message: "fps must be 1…1000, not \(fps)")
    }
    try self.init(
      source: source, file: file, text: text, size: size, fps: (fps, 1), fpsText: String(fps), scale: scale,
      background: background, duration: duration)
  }

  /// A scene whose frames come from `source` at a frame rate of `fps.numerator / fps.denominator` frames
  /// per second (a scene file's `"30000/1001"`, checked as its decoder checks it), written `fpsText`.
  package init(
    source: some FrameSource, file: String, text: String, size: Size, fps: (numerator: Int, denominator: Int),
    fpsText: String, scale: Double, background: RGBAColor, duration: Double
  ) throws(SceneError) {
    guard duration.isFinite, duration >= 0, duration <= Self.maximumTime else {
      throw SceneError(file: file, line: 1, column: 1, message: "the duration must be 0…1000000 s, not \(duration)")
    }
    if let problem = Self.pixelLimitProblem(width: size.width, height: size.height, scale: scale) {
      throw SceneError(file: file, line: 1, column: 1, message: problem)
    }
    self.file = file
    self.size = size
    self.scale = scale
    self.fps = fps
    self.fpsText = fpsText
    self.background = background
    self.duration = duration
    let frames = (duration * Double(fps.numerator) / Double(fps.denominator)).rounded(.toNearestOrAwayFromZero)
    guard frames <= 1_000_000 else {
      let count = String(format: "%.0f", frames)
      throw SceneError(file: file, line: 1, column: 1, message: "the scene has \(count) frames, more than 1000000")
    }
    self.frameCount = max(1, Int(frames))
    self.fingerprint = Self.fingerprint(
      of: text, overrides: Overrides(fps: fps.denominator == 1 ? fps.numerator : nil, scale: scale, duration: duration))
    self.source = source
  }
}

extension Scene {
  /// A frame source's answer, its errors as scene errors (a source's own message, at the start of its file).
  func fromSource<T>(_ body: () throws -> T) throws(SceneError) -> T {
    do {
      return try body()
    } catch let error as SceneError {
      throw error
    } catch {
      throw SceneError(file: "", line: 1, column: 1, message: String(describing: error))
    }
  }
}
