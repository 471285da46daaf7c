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
  /// Named coordinate spaces (`.coordinateSpace(name:)`) by name.
  var spaces: [AnyHashable: Frame] = [:]

  /// The most evaluations one update makes to settle the places.
  static let maximumPasses = 4

  init() {}

  /// The places layout gave (`frames`) to the views an evaluation asked about.
  init(measuring paths: Set<ViewPath>, spaces names: [AnyHashable: ViewPath], in laidOut: [ViewPath: Frame]) {
    for path in paths { frames[path] = laidOut[path] }
    for (name, path) in names { spaces[name] = laidOut[path] }
  }

  /// The view at `path` as a rectangle in the canvas (nil before it was laid out).
  func rect(_ path: ViewPath) -> CGRect? { frames[path].map(Self.rect) }

  /// The named space's rectangle in the canvas.
  func space(_ name: AnyHashable) -> CGRect? { spaces[name].map(Self.rect) }

  static func rect(_ f: Frame) -> CGRect {
    CGRect(x: f.x - f.width / 2, y: f.y - f.height / 2, width: f.width, height: f.height)
  }
}
