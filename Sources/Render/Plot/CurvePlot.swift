import Foundation
import SceneFormat

/// Value-over-time curves of a scene's animated scalars, one panel per quantity, with the instants of
/// note marked (events, triggers, keyframe boundaries, phase changes, settling and removal): what
/// `render-anim plot` draws, as PNG or SVG.
///
/// ```swift
/// let plot = try CurvePlot(scene: scene, layers: ["emoji"])
/// try plot.write(to: "out/curves.svg")
/// ```
public struct CurvePlot: Sendable {
  /// The curves, one per panel, top to bottom.
  public let series: [ValueSeries]
  /// The instants marked on the panels.
  public let marks: [TimelineMark]
  /// Where everything is drawn.
  public let layout: PlotLayout
  /// The scene's frame rate (for frame ticks and frame dots).
  public let framesPerSecond: Double
  /// The heading: the scene file and its clip.
  public let title: String

  /// Errors of the plot's own options.
  public enum PlotError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No top-level layer has the id asked for; `known` lists the ids the scene has.
    case noLayer(String, known: [String])
    /// No value of the chosen layers has the name asked for; `known` lists their qualified names.
    case noValue(String, known: [String])
    /// No value was named and none of the chosen layers' values changes over the clip.
    case nothingAnimated
    public var description: String {
      switch self {
      case .noLayer(let id, let known): return "no layer with id '\(id)'; layers: \(known.joined(separator: ", "))"
      case .noValue(let name, let known): return "no value named '\(name)'; values: \(known.joined(separator: ", "))"
      case .nothingAnimated:
        return "nothing in the chosen layers changes over the clip; name values with --values to plot them anyway"
      }
    }
  }

  /// Samples `scene` and lays out the plot.
  /// - Parameters:
  ///   - scene: the scene to sample at every frame.
  ///   - layers: ids of the top-level layers to plot (nil: all).
  ///   - values: names of the values to plot (`value.scale`, or `emoji.value.scale`); nil: every value
  ///     that changes over the clip.
  ///   - width: the image width in pixels.
  ///   - panelHeight: the height of each value's panel in pixels.
  ///   - measurer: measures the scene's text while it is sampled.
  public init(
    scene: Scene, layers: [String]? = nil, values: [String]? = nil, width: Int = 1200, panelHeight: Int = 150,
    measurer: some TextMeasuring = PangoTextMeasurer()
  ) throws {
    let ids = scene.layerIDs
    var chosenLayers = Set(ids.indices)
    if let layers {
      chosenLayers = []
      for id in layers {
        guard let i = ids.firstIndex(of: id) else { throw PlotError.noLayer(id, known: ids.compactMap { $0 }) }
        chosenLayers.insert(i)
      }
    }
    let samples = min(max(scene.frameCount * 4, 400), 4000)
    var times = scene.evenlySpacedTimes(samples)
    times += (0..<scene.frameCount).map(scene.frameTime)
    times = Array(Set(times)).sorted()
    let all = try scene.series(times: times, measurer: measurer).filter { chosenLayers.contains($0.layer) }
    var chosen: [ValueSeries]
    if let values {
      chosen = []
      for name in values {
        let matches = all.filter { $0.name == name || $0.qualifiedName == name }
        guard !matches.isEmpty else { throw PlotError.noValue(name, known: all.map(\.qualifiedName)) }
        chosen += matches
      }
    } else {
      chosen = all.filter(\.isAnimated)
      guard !chosen.isEmpty else { throw PlotError.nothingAnimated }
    }
    series = chosen
    marks = scene.marks().filter {
      $0.time >= 0 && $0.time <= scene.duration + 1e-9 && ($0.layer == nil || chosenLayers.contains($0.layer!))
    }
    framesPerSecond = scene.framesPerSecond
    layout = PlotLayout(
      width: width, panelHeight: panelHeight,
      ranges: chosen.map { ($0.values.min() ?? 0, $0.values.max() ?? 0) },
      startTime: 0, endTime: scene.duration)
    title =
      "\(URL(fileURLWithPath: scene.file).lastPathComponent) — \(String(format: "%.3f", scene.duration)) s, "
      + "\(scene.frameCount) frames at \(scene.fpsText) fps"
  }

  /// The pixel where panel `panel`'s curve passes at `time` if its value there is `value`.
  public func point(panel: Int, time: Double, value: Double) -> (x: Double, y: Double) {
    (layout.x(time: time), layout.y(panel: panel, value: value))
  }

  /// The plot as pixels (white background).
  public func render() throws -> RenderedFrame {
    let surface = try ImageSurface(width: layout.width, height: layout.height)
    let context = try DrawingContext(surface)
    draw(in: context)
    return surface.frame()
  }

  /// Writes the plot to `path`, PNG or SVG by its extension, replacing the file only when complete.
  public func write(to path: String) throws {
    let output = try AtomicOutput(target: URL(fileURLWithPath: path))
    if path.lowercased().hasSuffix(".svg") {
      let surface = try SVGSurface(
        path: output.temporary.path, width: Double(layout.width), height: Double(layout.height))
      draw(in: try DrawingContext(surface))
      try surface.finish()
    } else {
      let surface = try ImageSurface(width: layout.width, height: layout.height)
      draw(in: try DrawingContext(surface))
      try surface.frame().writePNG(to: output.temporary.path)
    }
    try output.commit()
  }
}
