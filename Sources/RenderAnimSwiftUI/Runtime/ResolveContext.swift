import DisplayModel
import Foundation
import Keyframes

/// One evaluation of the view tree: bodies run, state is read from `store`, and each view becomes
/// ``ViewNode``s. During an update (``Mode/update``) changes are recorded by the graph; while a frame is
/// drawn (``Mode/frame``) animated values come from the finished ``ViewHistory``.
nonisolated final class ResolveContext {
  enum Mode {
    case update(ViewGraph)
    case frame(ViewHistory)
    /// A side evaluation whose results are read and thrown away (a phase animator's other phases).
    case probe
  }
  let mode: Mode
  let time: Double
  let measurer: any TextMeasuring
  let store: StateStore
  /// Where `Image("name")` looks for files, in order.
  let assetDirectories: [URL]
  private var depth = 0
  private var nodes = 0
  private var slots: [String: Int] = [:]
  /// Whether the body around the one being evaluated ran again in this update (its closures are new).
  var bodyRan = false
  /// For a side evaluation within an update (the layout's passes before it), the graph whose body runs it
  /// evaluates with: each body draws the numbers and ids the update's run of it will, so what the passes
  /// measure is found again in the update (ids made with `UUID()` in a body are the same).
  var runsOf: ViewGraph?
  /// Where the last layout put the views bodies ask about (readers, anchors, named spaces).
  var geometry = ViewGeometry()
  /// The views this evaluation asks layout about: `GeometryReader`s and the views of anchors.
  var measured: Set<ViewPath> = []
  /// How many `onChange` handlers this evaluation has met (a `TimelineView(.animation)` whose content
  /// has one updates every frame).
  var changeHandlers = 0
  /// The named coordinate spaces met in this evaluation.
  var spaceNames: [AnyHashable: [ViewPath]] = [:]

  /// The deepest nesting of views a body may build, and the most views in one evaluation.
  static let maximumDepth = 320
  static let maximumNodes = 100_000

  init(mode: Mode, time: Double, measurer: any TextMeasuring, store: StateStore, assetDirectories: [URL]) {
    self.mode = mode
    self.time = time
    self.measurer = measurer
    self.store = store
    self.assetDirectories = assetDirectories
  }

  /// Names the space of the view at `path` (a view may be named again in the next pass: once).
  func nameSpace(_ name: AnyHashable, at path: ViewPath) {
    if spaceNames[name]?.contains(path) != true { spaceNames[name, default: []].append(path) }
  }

  /// The canvas, once known (for `GeometryReader`).
  var canvas: Size? {
    switch mode {
    case .update(let g): return g.canvas
    case .frame(let h): return h.canvas
    case .probe: return nil
    }
  }

  var graph: ViewGraph? {
    if case .update(let g) = mode { return g }
    return nil
  }
  var history: ViewHistory? {
    if case .frame(let h) = mode { return h }
    return nil
  }

  /// The path component of a `ForEach` element whose id is `key` (ForEach.swift): `$` and the id, or for an
  /// id by reference (``ElementIdentities``) its type and the number its history gave the object.
  func elementComponent<ID: Hashable>(_ key: ID) -> String {
    guard ElementIdentities.isReference(key) else { return "$\(key)" }
    let identities: ElementIdentities?
    switch mode {
    case .update(let g): identities = g.elementIdentities
    case .frame(let h): identities = h.elementIdentities
    case .probe: identities = runsOf?.elementIdentities
    }
    guard let number = identities?.number(of: AnyHashable(key), assign: history == nil) else { return "$\(key)" }
    return "$\(type(of: key))#\(number)"
  }

  /// A stable key for the `n`-th use of `name` at `path` in this evaluation (the same in every evaluation
  /// that builds the same structure).
  func slot(_ path: ViewPath, _ name: String) -> String {
    let base = "\(path.description)#\(name)"
    let n = slots[base, default: 0]
    slots[base] = n + 1
    return n == 0 ? base : "\(base)\(n)"
  }

  /// Evaluates `view` at `path`.
  func resolve(_ view: any View, path: ViewPath, environment: ViewEnvironment) throws(ViewError) -> [ViewNode] {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maximumDepth else {
      throw ViewError(
        .runaway, "views nest more than \(Self.maximumDepth) deep at \(path.readable); does a body contain itself?")
    }
    if let shape = view as? any Shape, !(view is any PrimitiveView) {
      return try resolve(Self.shapeView(shape), path: path, environment: environment)
    }
    if let primitive = view as? any PrimitiveView {
      let result = try primitive.resolve(path: path, environment: environment, in: self)
      nodes += result.count
      guard nodes <= Self.maximumNodes else {
        throw ViewError(.runaway, "the view builds more than \(Self.maximumNodes) views")
      }
      return result
    }
    let bodyPath = path.appending(Self.typeName(view))
    let view = try bind(held(view, at: bodyPath), path: bodyPath, environment: environment)
    let animated = try animate(view, key: bodyPath.description + "#animatableData", environment: environment)
    return try DerivedScope.with(DerivedScope.active || Self.hasAnimatableData(view)) { () throws(ViewError) in
      try evaluatingBody(of: animated, at: bodyPath) { () throws(ViewError) in
        try resolveBody(animated, path: bodyPath, environment: environment)
      }
    }
  }

  private func resolveBody<V: View>(
    _ view: V, path: ViewPath, environment: ViewEnvironment
  ) throws(ViewError) -> [ViewNode] {
    try resolve(mainActorBody(view) { $0.body }, path: path, environment: environment)
  }

  /// Evaluates a custom modifier's body with `content` standing for the modified view.
  func resolveModifierBody<M: ViewModifier>(
    _ modifier: M, content: _ViewModifier_Content<M>, path: ViewPath,
    environment: ViewEnvironment
  ) throws(ViewError) -> [ViewNode] {
    let bodyPath = path.appending(Self.typeName(modifier))
    let modifier = try bind(held(modifier, at: bodyPath), path: bodyPath, environment: environment)
    let animated = try animate(modifier, key: bodyPath.description + "#animatableData", environment: environment)
    return try DerivedScope.with(DerivedScope.active || Self.hasAnimatableData(modifier)) { () throws(ViewError) in
      try evaluatingBody(of: animated, at: bodyPath) { () throws(ViewError) in
        try resolve(
          mainActorBody((animated, content)) { $0.0.body(content: $0.1) }, path: bodyPath, environment: environment)
      }
    }
  }

  /// Whether `value` is `Animatable` with data of its own (not `EmptyAnimatableData`).
  static func hasAnimatableData(_ value: Any) -> Bool {
    guard let animatable = value as? any Animatable else { return false }
    func open<A: Animatable>(_ a: A) -> Bool { A.AnimatableData.self != EmptyAnimatableData.self }
    return open(animatable)
  }

  /// Connects the `@State` and `@Namespace` properties of a view or modifier to the store, and its
  /// `@Environment` properties to the environment where it is (an object no view above placed is an error):
  /// the value to evaluate here, its state in boxes of this place's own.
  func bind<T>(_ value: T, path: ViewPath, environment: ViewEnvironment) throws(ViewError) -> T {
    let (bound, missing) = DynamicProperties.bind(value, view: path, store: store, environment: environment.values)
    if let missing { throw ViewError(.unsupported, "\(Self.typeName(value)): \(missing)") }
    return bound as? T ?? value
  }

  /// A custom `Animatable` view or modifier: during an update its `animatableData` is recorded; in a frame
  /// it is replaced by the animated value.
  func animate<T>(_ value: T, key: String, environment: ViewEnvironment) throws(ViewError) -> T {
    guard let animatable = value as? any Animatable else { return value }
    return (Self.animateOpened(animatable, key: key, environment: environment, context: self) as? T) ?? value
  }

  private static func animateOpened<A: Animatable>(
    _ value: A, key: String, environment: ViewEnvironment,
    context: ResolveContext
  ) -> A {
    if A.AnimatableData.self == EmptyAnimatableData.self { return value }
    switch context.mode {
    case .update(let graph):
      // The body sees the data as presented now (DerivedScope): an animation starting now has not moved.
      graph.record(data: value.animatableData, key: key, environment: environment)
      guard !environment.direct, let presented: A.AnimatableData = graph.presentedData(key) else { return value }
      var v = value
      v.animatableData = presented
      return v
    case .probe:
      return value
    case .frame(let history):
      guard !environment.direct, let data: A.AnimatableData = history.data(key, at: context.time) else { return value }
      var v = value
      v.animatableData = data
      return v
    }
  }

  /// A render effect built here, its value source and animation taken from `environment`.
  func effect(
    _ kind: Effect.Kind, name: String, components: [String], vector: [Double],
    environment: ViewEnvironment
  ) -> Effect {
    var e = Effect(kind: kind, name: name, componentNames: components, vector: vector)
    e.animation = environment.transaction.animation
    if environment.direct { e.source = .direct }
    return e
  }

  /// Records the scheme `.preferredColorScheme` asks for (the presentation's; the first one written wins).
  func preferColorScheme(_ scheme: ColorScheme) {
    guard let graph, graph.preferredColorScheme == nil else { return }
    graph.preferredColorScheme = scheme
  }

  /// Records a warning (once) during an update.
  func warn(_ message: String) { graph?.warn(message) }

  /// The file and size in points of the image named `name`: an asset catalog's image set (the file for
  /// the screen's scale and `scheme`, its pixels divided by its scale), else a PNG or JPEG beside the view
  /// file, in `Assets/` or `--assets` (a pixel a point).
  func image(named name: String, scheme: ColorScheme) -> (path: String, size: Size)? {
    if let set = AssetCatalogs.current.image(named: name),
      let file = set.file(scale: Double(UIScreen.current.scale), dark: scheme == .dark),
      let header = ImageFile.header(atPath: file.path)
    {
      return (file.path, Size(width: Double(header.width) / file.scale, height: Double(header.height) / file.scale))
    }
    guard let path = ImageFile.resolve(name, in: assetDirectories), let header = ImageFile.header(atPath: path) else {
      return nil
    }
    return (path, Size(width: Double(header.width), height: Double(header.height)))
  }

  private static func shapeView<S: Shape>(_ shape: S) -> any View { _ShapeView(shape: shape, fill: nil, stroke: nil) }

  /// A type's name without its module and generic arguments.
  static func typeName(_ value: Any) -> String {
    let full = String(describing: type(of: value))
    return String(full.prefix { $0 != "<" })
  }
}
