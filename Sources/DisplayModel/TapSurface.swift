/// A view that a tap can reach, as an interactive front end (the preview page) offers it.
public struct TappableView: Sendable, Equatable {
  /// The name `--tap NAME@T` accepts for it: a Button's label, a text, an accessibility identifier, or
  /// its path in the view tree when it has none.
  public var name: String
  /// Its frame's centre and size in picture points, when it was laid out.
  public var centerX: Double, centerY: Double, width: Double, height: Double

  /// Creates an entry.
  public init(name: String, centerX: Double, centerY: Double, width: Double, height: Double) {
    self.name = name
    self.centerX = centerX
    self.centerY = centerY
    self.width = width
    self.height = height
  }
}

/// What of a front end's frames a person can tap: its tappable views after its last event, and where
/// the canvas that taps at points are given in (`--tap X,Y@T`) stands in the picture.
public struct TapSurface: Sendable, Equatable {
  /// The tappable views, front to back as the tree lists them.
  public var views: [TappableView]
  /// The picture point of the canvas's origin: a tap at picture point p is a tap at p − origin.
  public var originX: Double, originY: Double

  /// Creates a surface.
  public init(views: [TappableView] = [], originX: Double = 0, originY: Double = 0) {
    self.views = views
    self.originX = originX
    self.originY = originY
  }
}
