import DisplayModel
import Foundation
import Keyframes
import RenderAnimUIKit

/// A tap to play: on the view named `target` (a `Button`'s label text, or the text or
/// `.accessibilityIdentifier` of a view with `.onTapGesture`), or on the only tappable view when nil.
nonisolated public struct ViewTap: Sendable, Equatable {
  /// The tappable view's name (a label, a text, an identifier, an SF Symbol's name); nil: the only one.
  public var target: String?
  /// Where a person taps, in canvas points: the front-most view hit there (docs/swift-views.md, Taps).
  public var location: CGPoint?
  /// When, in seconds.
  public var time: Double
  /// A tap, or a drag or long press from ``location`` (docs/swift-views.md, Gestures).
  public var gesture: Gesture = .tap

  /// What the finger does.
  public enum Gesture: Sendable, Equatable {
    /// Lands and lifts at once.
    case tap
    /// Moves in a straight line to `to` (canvas points) over `duration` seconds, then lifts.
    case drag(to: CGPoint, duration: Double)
    /// Stays down for `duration` seconds.
    case longPress(duration: Double)
  }

  /// A drag from `from` to `to`, starting at `time`, lasting `duration` seconds.
  public init(dragFrom from: CGPoint, to: CGPoint, time: Double, duration: Double) {
    location = from
    self.time = time
    gesture = .drag(to: to, duration: duration)
  }
  /// A press at `location` from `time`, lasting `duration` seconds.
  public init(longPressAt location: CGPoint, time: Double, duration: Double) {
    self.location = location
    self.time = time
    gesture = .longPress(duration: duration)
  }
  /// A tap on the view named `target` (nil: the only tappable view).
  public init(target: String?, time: Double) {
    self.target = target
    self.time = time
  }
  /// A tap at a point of the canvas.
  public init(location: CGPoint, time: Double) {
    self.location = location
    self.time = time
  }
}

/// How to render a view: canvas, frame rate, duration, taps.
nonisolated public struct ViewSceneOptions: Sendable {
  /// The canvas in points; nil: the root view's ideal size, at least 64 × 64.
  public var size: Size?
  /// Frames per second of the clip (`--fps`).
  public var fps: Int
  /// Pixels per point (`--scale`).
  public var scale: Double
  /// The clip's length; nil: until everything comes to rest.
  public var duration: Double?
  /// The taps and gestures the history plays (`--tap`), by target or at a point.
  public var taps: [ViewTap]
  /// The canvas's colour; nil: the system background of the presentation's colour scheme (white, or
  /// black in dark mode).
  public var background: RGBAColor?
  /// `--color-scheme`: the colour scheme at the root (light by default).
  public var colorScheme: ColorScheme
  /// `--assets`: folders searched for `Image("name")` after the view's folder and its `Assets/`.
  public var assetDirectories: [URL]
  /// `--seed`: mixed into the seed of every update's random numbers (docs/semantics.md §0b.18).
  public var seed: UInt64
  /// `--date`: the render clock's date at t = 0 (docs/semantics.md §0b.18).
  public var date: Date
  /// `--device`: the screen the view is laid out on, in its safe area (the canvas, unless `size` is
  /// given); nil: no safe area.
  public var device: Device?
  /// `--dynamic-type`: the reader's text size at the root (`large`, iOS's default).
  public var dynamicTypeSize = DynamicTypeSize.large
  /// `--locale`: the locale at the root, in which text formats its numbers (`en_US`, as a simulator's
  /// default).
  public var locale = Locale(identifier: "en_US")
  /// Options with SwiftUI's and render-anim's defaults for everything not given: 60 frames per second at
  /// 1×, the view's own size and natural length, no taps, the light scheme on the render clock's epoch.
  public init(
    size: Size? = nil, fps: Int = 60, scale: Double = 1, duration: Double? = nil, taps: [ViewTap] = [],
    background: RGBAColor? = nil, assetDirectories: [URL] = [], seed: UInt64 = 0, colorScheme: ColorScheme = .light,
    date: Date = RenderClock.defaultEpoch
  ) {
    self.date = date
    self.size = size
    self.fps = fps
    self.scale = scale
    self.duration = duration
    self.taps = taps
    self.background = background
    self.colorScheme = colorScheme
    self.assetDirectories = assetDirectories
    self.seed = seed
  }
}

/// Renders SwiftUI views with render-anim's engine: a root view becomes frames, and `ViewLoading` makes a scene of them
/// (docs/swift-views.md).
///
/// ```swift
/// let scene = try ViewScene.scene(file: "Like.swift", text: source,
///                                 options: ViewSceneOptions(taps: [ViewTap(target: nil, time: 0.5)]),
///                                 measurer: PangoTextMeasurer()) { KeyframeAnimationView(emoji: "heart") }
/// ```
nonisolated public enum ViewScene {
  /// Runs the view's history (t = 0, `onAppear`, the taps, completions) and returns its frames: a
  /// `FrameSource` with the canvas and the clip's length (`ViewLoading` makes a scene of it).
  /// Throws ``ViewError`` for the view's own problems.
  public static func frames(
    file: String, options: ViewSceneOptions, measurer: any TextMeasuring,
    root: @escaping () -> any View
  ) throws -> ViewFrames {
    let (history, duration) = try self.history(root: root, file: file, options: options, measurer: measurer)
    // Without --size or --device the picture grows to hold all the view draws over the clip; the view
    // keeps the layout of its own canvas, and taps at points are in that canvas's coordinates.
    if options.size == nil, options.device == nil {
      let box = try history.drawnBounds(duration: duration, fps: options.fps, measurer: measurer)
      history.place(at: -box.x0, -box.y0, in: Size(width: box.x1 - box.x0, height: box.y1 - box.y0))
    }
    let scheme = history.presentationColorScheme
    if options.background == nil { history.followSchemeWithBackground() }
    let background = options.background ?? Color(named: "systemBackground").resolved(scheme)
    return ViewFrames(
      source: ViewSceneSource(history: history, measurer: measurer),
      size: history.picture, duration: max(duration, 0),
      colorScheme: scheme, background: background)
  }

  /// The view's history for `options`, and the clip's length.
  static func history(
    root: @escaping () -> any View, file: String, options: ViewSceneOptions,
    measurer: any TextMeasuring
  ) throws -> (ViewHistory, Double) {
    let directory = URL(fileURLWithPath: file).deletingLastPathComponent()
    var graph = try run(root: root, directory: directory, options: options, measurer: measurer)
    // Laid out at its ideal size, a view that grows later (text typed in) is laid out again, from the
    // start, at the largest ideal size it had (up to the grown picture's limit), so that it is not wrapped
    // in its first frame's.
    if let largest = graph.largestIdeal, let first = graph.canvas {
      let limit = ViewHistory.maximumGrownSide
      let side = { (a: Double, b: Double) in max(a, min(b, limit)) }
      let canvas = Size(width: side(first.width, largest.width), height: side(first.height, largest.height))
      if canvas != first {
        graph = try run(root: root, directory: directory, options: options, measurer: measurer, canvas: canvas)
      }
    }
    let history = try ViewHistory(graph: graph, duration: options.duration)
    let duration = options.duration ?? history.naturalEnd
    guard duration.isFinite else {
      var error = ViewError(
        .runaway,
        "the view never comes to rest (repeatForever, a cycling phase animator or a repeating keyframe animator); "
          + "give --duration")
      error.neverRests = true
      throw error
    }
    // Phase engines run until the clip's end: once the natural length is known, build them again for it
    // from the same history (the updates themselves do not depend on it).
    return (options.duration == nil ? try ViewHistory(graph: graph, duration: duration) : history, duration)
  }

  /// The view's graph run through its events; laid out in `canvas` when given, else in the options' size
  /// or device, else at its first ideal size.
  static func run(
    root: @escaping () -> any View, directory: URL?, options: ViewSceneOptions,
    measurer: any TextMeasuring, canvas: Size? = nil
  ) throws(ViewError) -> ViewGraph {
    let assets =
      directory.map { ImageFile.assetDirectories(beside: $0, extra: options.assetDirectories) }
      ?? options.assetDirectories
    let catalogs: AssetCatalogs
    do {
      catalogs = try AssetCatalogs(beside: directory, extra: options.assetDirectories)
    } catch { throw ViewError(.unsupported, error.description) }
    let graph = ViewGraph(
      root: root, measurer: measurer, assetDirectories: assets, canvas: canvas ?? options.size ?? options.device?.size,
      seed: options.seed, colorScheme: options.colorScheme, scale: options.scale, catalogs: catalogs,
      date: options.date, safeArea: options.device?.safeArea)
    graph.rootEnvironment.values.dynamicTypeSize = options.dynamicTypeSize
    graph.platform.contentSize = UIContentSizeCategory(options.dynamicTypeSize)
    graph.rootEnvironment.values.locale = options.locale
    // An iPad's full-screen window is regular both ways; an iPhone upright (the default) compact by regular.
    if options.device?.name == "ipad" { graph.rootEnvironment.values.horizontalSizeClass = .regular }
    do {
      let reference = ViewGraphReference(graph)
      return try PublishedClock.$graph.withValue(reference) {
        try _ObservationRuntime.$graph.withValue(reference) { try run(graph, options: options) }
      }
    } catch let e as ViewError { throw e } catch { throw ViewError(.unsupported, "\(error)") }
  }

  private static func run(_ graph: ViewGraph, options: ViewSceneOptions) throws(ViewError) -> ViewGraph {
    var loop = ViewEventLoop(graph: graph, options: options)
    try loop.run()
    return graph
  }

  /// The action a tap runs: one tappable view must match.
  static func target(of tap: ViewTap, in graph: ViewGraph) throws(ViewError) -> () -> Void {
    let all = Self.distinct(graph.tappables())
    let when = String(format: "%.3f s", tap.time)
    func names(_ list: [(path: ViewPath, names: [String], target: TapTarget)]) -> String {
      list.map { "'\($0.names.first(where: { !$0.isEmpty }) ?? $0.path.readable)'" }.joined(separator: ", ")
    }
    if let location = tap.location { return try target(at: location, when: when, in: graph, all: all) }
    guard let target = tap.target else {
      guard all.count == 1 else {
        throw ViewError(
          .usage,
          all.isEmpty
            ? "--tap at \(when): the view has nothing tappable (no Button or onTapGesture)"
            : "--tap at \(when): \(all.count) views are tappable (\(names(all))); name one as --tap NAME@\(tap.time)")
      }
      return all[0].target.action
    }
    // Every name an error lists is accepted back: a view's names, or its path when it has none.
    let matches = Self.distinct(graph.tappables().filter { $0.names.contains(target) || $0.path.readable == target })
    guard matches.count == 1 else {
      throw ViewError(
        .usage,
        matches.isEmpty
          ? "--tap '\(target)' at \(when) matches no view; tappable views: \(all.isEmpty ? "none" : names(all))"
          : "--tap '\(target)' at \(when) matches \(matches.count) views "
            + "(\(matches.map(\.path.readable).joined(separator: ", "))); give one an .accessibilityIdentifier"
      )
    }
    return matches[0].target.action
  }

  /// The action of a tap at a point (HitTest), or a line saying why there is none.
  static func target(
    at location: CGPoint, when: String, in graph: ViewGraph,
    all: [(path: ViewPath, names: [String], target: TapTarget)]
  ) throws(ViewError) -> () -> Void {
    let point = (x: Double(location.x), y: Double(location.y))
    func number(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.2f", v) }
    let at = "--tap \(number(point.x)),\(number(point.y)) at \(when)"
    let frames = graph.previousFrames ?? [:]
    func describe(_ list: [(path: ViewPath, names: [String], target: TapTarget)]) -> String {
      list.isEmpty
        ? "none"
        : list.map { entry -> String in
          let name = entry.names.first(where: { !$0.isEmpty }) ?? entry.path.readable
          guard let f = frames[entry.path] else { return "'\(name)'" }
          return "'\(name)' at \(number(f.x)),\(number(f.y))"
        }.joined(separator: ", ")
    }
    switch HitTest(frames: frames).target(at: point, in: graph.tree) {
    case .tap(let target): return target.action
    case .nothing: throw ViewError(.usage, "\(at): nothing is drawn there; tappable views: \(describe(all))")
    case .notTappable(let node):
      throw ViewError(
        .usage, "\(at): \(node.path.readable) is there and has no gesture; tappable views: \(describe(all))")
    case .disabled(let node): throw ViewError(.usage, "\(at): \(node.path.readable) is disabled")
    }
  }

  /// One entry per action: the views of a group that a gesture was attached to are one target.
  static func distinct(
    _ list: [(path: ViewPath, names: [String], target: TapTarget)]
  ) -> [(path: ViewPath, names: [String], target: TapTarget)] {
    var seen: Set<ViewPath> = []
    return list.filter { entry in entry.target.origin.map { seen.insert($0).inserted } ?? true }
  }
}

/// A view's frames: the source, the canvas it draws on and the clip's length.
nonisolated public struct ViewFrames: Sendable {
  /// The frames at any t.
  public var source: any FrameSource
  /// The canvas in points: `--size`, or the picture that holds all the view draws over the clip.
  public var size: Size
  /// The clip's length in seconds: `--duration`, or until everything comes to rest.
  public var duration: Double
  /// The presentation's colour scheme: a `.preferredColorScheme`'s, else `--color-scheme`'s.
  public var colorScheme: ColorScheme
  /// The canvas's colour: `options.background`, else the system background of ``colorScheme``.
  public var background: RGBAColor
}

/// A view's history as a scene's frames.
nonisolated struct ViewSceneSource: FrameSource {
  let history: ViewHistory
  /// What measures text when `marks()` finds the drawn layers (at t = 0, only when asked: `plot`, `check`).
  let measurer: any TextMeasuring

  func items(at t: Double, canvas: Size, measurer: any TextMeasuring) throws -> [DisplayItem] {
    try history.items(at: t, measurer: measurer)
  }

  func values(
    at t: Double, canvas: Size, measurer: any TextMeasuring
  ) throws -> [(layer: DisplayItem, values: [(String, Double)])] {
    try history.layers(at: t, measurer: measurer).map { ($0.item, $0.values) }
  }

  func marks() -> [TimelineMark] {
    history.marks(layers: ((try? history.layers(at: 0, measurer: measurer)) ?? []).map(\.path))
  }
  var warnings: [String] { history.warnings }
  var census: FrameCensus? {
    FrameCensus(
      layers: ((try? history.layers(at: 0, measurer: measurer)) ?? []).count,
      animators: history.keyframePlaybacks.count + history.phaseAnimators,
      animatedModifiers: history.animators.filter {
        !$0.value.animationHandles.isEmpty && ViewHistory.quantity(ofAnimator: $0.key) != nil
      }.count)
  }
  var tapSurface: TapSurface { history.tapSurface }
}
