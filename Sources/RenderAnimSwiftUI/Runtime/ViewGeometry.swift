import CoreFoundation
import Foundation

/// Where layout put the views whose place a body reads: each `GeometryReader`, each view an anchor
/// preference points at, and each named coordinate space, in canvas points.
///
/// A body runs before layout, so an update settles these by a fixed point: it evaluates the bodies with
/// the places of the last layout, lays the views out, and evaluates again until the places stop moving
/// (at most ``maximumPasses`` evaluations), then records the update with the settled places. Each frame
/// reads the places of the update it draws, so a frame stays a pure function of its time.
nonisolated struct ViewGeometry: Equatable {
  /// Measured views by path.
  var frames: [ViewPath: Frame] = [:]
  /// Named coordinate spaces (`.coordinateSpace(name:)`, each scroll view's `.scrollView`) by name: the
  /// views of that name, in the order they were met, and their frames.
  var spaces: [AnyHashable: [NamedSpace]] = [:]

  /// A view that names a space, and its frame.
  struct NamedSpace: Equatable {
    let path: ViewPath
    let frame: Frame
  }

  /// The most evaluations one update makes to settle the places.
  static let maximumPasses = 4

  init() {}

  /// The places layout gave (`frames`) to the views an evaluation asked about.
  init(measuring paths: Set<ViewPath>, spaces names: [AnyHashable: [ViewPath]], in laidOut: [ViewPath: Frame]) {
    for path in paths { frames[path] = laidOut[path] }
    for (name, paths) in names {
      spaces[name] = paths.compactMap { p in laidOut[p].map { NamedSpace(path: p, frame: $0) } }
    }
  }

  /// The view at `path` as a rectangle in the canvas (nil before it was laid out).
  func rect(_ path: ViewPath) -> CGRect? { frames[path].map(Self.rect) }

  /// The rectangle in the canvas of the space named `name` for the view at `path`: the nearest view around
  /// it of that name (two scroll views side by side each are the `.scrollView` of their own content), or,
  /// when none is around it, the last view met of that name.
  func space(_ name: AnyHashable, around path: ViewPath) -> CGRect? {
    guard let named = spaces[name], let last = named.last else { return nil }
    let around = named.filter { path.isInside($0.path) }.max { $0.path.depth < $1.path.depth }
    return Self.rect((around ?? last).frame)
  }

  static func rect(_ f: Frame) -> CGRect {
    CGRect(x: f.x - f.width / 2, y: f.y - f.height / 2, width: f.width, height: f.height)
  }
}
