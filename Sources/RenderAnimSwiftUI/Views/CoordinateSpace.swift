import Foundation

/// A frame of reference for a `GeometryProxy`'s frames: the canvas, the view itself, or a view around it
/// named with `.coordinateSpace(_:)`.
nonisolated public enum CoordinateSpace: Hashable {
  /// The canvas (the screen's window).
  case global
  /// The view itself, its origin at its top-leading corner.
  case local
  /// The space of the view around named `name`.
  case named(AnyHashable)

  /// Whether this is the canvas's space.
  public var isGlobal: Bool { self == .global }
  /// Whether this is the view's own space.
  public var isLocal: Bool { self == .local }
}

/// A type that stands for a ``CoordinateSpace`` (SwiftUI's `CoordinateSpaceProtocol`, iOS 17).
nonisolated public protocol CoordinateSpaceProtocol {
  /// The space it stands for.
  var coordinateSpace: CoordinateSpace { get }
}

/// A space named with `.coordinateSpace(_:)`.
nonisolated public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
  let name: AnyHashable
  /// The named space.
  public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The canvas's space.
nonisolated public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  /// The canvas's space.
  public init() {}
  /// `.global`.
  public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own space.
nonisolated public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  /// A view's own space.
  public init() {}
  /// `.local`.
  public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// The space of the view named `name`.
  nonisolated public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(name))
  }
  /// The space of the scroll view around: its visible region, which moves over its content as it
  /// scrolls.
  nonisolated public static var scrollView: NamedCoordinateSpace {
    NamedCoordinateSpace(name: ScrollViewSpace.name)
  }
  /// The space of the nearest scroll view around that scrolls along `axis` (iOS 17): here the nearest
  /// scroll view's, whichever way it scrolls.
  nonisolated public static func scrollView(axis: Axis) -> NamedCoordinateSpace { .scrollView }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// The canvas's space.
  nonisolated public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// The view's own space.
  nonisolated public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

nonisolated extension View {
  /// Names the view's space, so that a `GeometryProxy` inside measures frames from its top-leading corner.
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    annotate { node, context in context.nameSpace(name.name, at: node.path) }
  }
  /// Names the view's space (before iOS 17).
  public func coordinateSpace<T: Hashable>(name: T) -> some View { coordinateSpace(.named(name)) }
}
