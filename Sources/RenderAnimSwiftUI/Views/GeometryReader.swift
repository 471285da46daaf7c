import DisplayModel
import Foundation

/// SwiftUI's `GeometryReader`: its content is a function of the place layout gives the reader, which
/// takes all the space it is offered and puts its content at its top-leading corner.
///
/// A body runs before layout: an update evaluates the bodies again until the readers' places stop moving
/// (`ViewGeometry`), so the proxy holds the reader's laid-out frame, as in SwiftUI.
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: (GeometryProxy) -> Content
  /// A reader of its place whose content `content` makes.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    context.measured.insert(path)
    let canvas = context.canvas ?? Size(width: 390, height: 844)
    let frame = context.geometry.rect(path) ?? CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
    let proxy = GeometryProxy(frame: frame, geometry: context.geometry, path: path)
    let children = try context.resolve(content(proxy), path: path.appending("items"), environment: environment)
    let stack = ViewNode(
      path: path.appending("stack"), kind: .stack(.depth, alignment: .topLeading, spacing: 0), children: children)
    return [
      ViewNode(
        path: path, kind: .frame(Self.layout),
        children: [stack])
    ]
  }
}

extension GeometryReader {
  /// A reader takes exactly the space it is offered, whatever its content's size (10 points where a side
  /// is not offered, as SwiftUI's `replacingUnspecifiedDimensions()`).
  static var layout: FrameLayout {
    FrameLayout(
      minWidth: 0, idealWidth: 10, maxWidth: .infinity, minHeight: 0, idealHeight: 10, maxHeight: .infinity,
      alignment: .topLeading)
  }
}

/// What a `GeometryReader` knows of its place: its size, its frame in the canvas or in a named space, and
/// the frames anchors point at, as layout put them.
nonisolated public struct GeometryProxy {
  /// The reader's frame in the canvas.
  let global: CGRect
  let geometry: ViewGeometry
  /// The reader's identity: a named space is the nearest view around it of that name.
  let path: ViewPath

  init(frame: CGRect, geometry: ViewGeometry, path: ViewPath) {
    global = frame
    self.geometry = geometry
    self.path = path
  }

  /// The reader's size.
  public var size: CGSize { global.size }
  /// The part of the reader under the screen's bars and rounded corners (none: the reader is laid out in
  /// the safe area).
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The reader's frame in `space`: the canvas (`.global`), itself (`.local`, at the origin) or a named
  /// space of a view around it (the canvas when no view has that name).
  public func frame(in space: CoordinateSpace) -> CGRect {
    switch space {
    case .global: return global
    case .local: return CGRect(origin: .zero, size: global.size)
    case .named(let name):
      guard let outer = geometry.space(name, around: path) else { return global }
      return global.offsetBy(dx: -outer.minX, dy: -outer.minY)
    }
  }

  /// The reader's frame in `space`.
  public func frame(in space: some CoordinateSpaceProtocol) -> CGRect { frame(in: space.coordinateSpace) }

  /// The named space's bounds in the reader's own coordinates (nil when no view around has that name).
  public func bounds(of space: NamedCoordinateSpace) -> CGRect? {
    guard case .named(let name) = space.coordinateSpace, let outer = geometry.space(name, around: path) else {
      return nil
    }
    return outer.offsetBy(dx: -global.minX, dy: -global.minY)
  }

  /// The value an anchor stands for, in the reader's coordinates.
  public subscript<T>(anchor: Anchor<T>) -> T {
    let rect = geometry.rect(anchor.path) ?? .zero
    return anchor.value(rect.offsetBy(dx: -global.minX, dy: -global.minY))
  }
}
