import DisplayModel

/// A device whose screen a view is rendered on (`--device`): its screen in points, its scale, and the
/// safe area of its portrait orientation with no bars (the status bar, the Dynamic Island and the home
/// indicator's strip), as Xcode's simulators report them. The view is laid out in the safe area and
/// what ignores it (`.ignoresSafeArea()`, a `.background` colour) reaches the screen's edges
/// (docs/swift-views.md, Canvas).
nonisolated public struct Device: Sendable, Hashable {
  /// The name `--device` takes, such as `iphone15`.
  public let name: String
  /// The screen in points, portrait.
  public let size: Size
  /// Pixels per point.
  public let scale: Double
  /// The safe area's insets from the screen's edges.
  public let safeArea: EdgeInsets

  /// The devices `--device` knows, phones first.
  public static let all: [Device] = [
    phone("iphone15", 393, 852, top: 59),
    phone("iphone15plus", 430, 932, top: 59),
    phone("iphone15pro", 393, 852, top: 59),
    phone("iphone15promax", 430, 932, top: 59),
    phone("iphone16", 393, 852, top: 59),
    phone("iphone16plus", 430, 932, top: 59),
    phone("iphone16pro", 402, 874, top: 62),
    phone("iphone16promax", 440, 956, top: 62),
    Device(name: "iphonese", size: Size(width: 375, height: 667), scale: 2, safeArea: EdgeInsets(top: 20)),
    Device(name: "ipad", size: Size(width: 820, height: 1180), scale: 2, safeArea: EdgeInsets(top: 24, bottom: 20)),
  ]

  private static func phone(_ name: String, _ width: Double, _ height: Double, top: Double) -> Device {
    Device(name: name, size: Size(width: width, height: height), scale: 3, safeArea: EdgeInsets(top: top, bottom: 34))
  }

  /// The device called `name`, in any case and with or without spaces and hyphens (`"iPhone 15 Pro"`).
  public static func named(_ name: String) -> Device? {
    let key = name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
    return all.first { $0.name == key }
  }
}

/// The screen's safe area while a view is laid out: views are offered the inset rectangle, and a view
/// that ignores the safe area on an edge it touches grows to the screen's edge there.
nonisolated struct SafeArea: Hashable {
  let screen: Size
  let insets: EdgeInsets

  /// The rectangle inside the insets.
  var inner: Frame {
    Frame(
      x: insets.leading + (screen.width - insets.leading - insets.trailing) / 2,
      y: insets.top + (screen.height - insets.top - insets.bottom) / 2,
      width: max(screen.width - insets.leading - insets.trailing, 0),
      height: max(screen.height - insets.top - insets.bottom, 0))
  }
}
