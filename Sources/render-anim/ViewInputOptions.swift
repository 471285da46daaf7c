import ArgumentParser
import Foundation
import RenderAnimSwiftUI
import SceneFormat
import ViewLoading

/// The options of every command that reads a scene, for Swift view files (docs/swift-views.md):
/// which view, the canvas, and the taps to play.
struct ViewInputOptions: ParsableArguments {
  @Option(
    name: .customLong("tap"),
    help: ArgumentHelp(
      """
      For a .swift view: tap at T seconds, at the point X,Y of the canvas (in points: the front-most view there, as a \
      person taps), the view named TARGET (a Button's label, or the text or .accessibilityIdentifier of a view with \
      .onTapGesture) or the only tappable view. Repeatable.
      """,
      valueName: "X,Y@T|TARGET@T|T"))
  var taps: [String] = []
  @Option(
    name: .customLong("drag"),
    help: ArgumentHelp(
      """
      For a .swift view: a finger lands at X1,Y1 of the canvas at T seconds and moves in a straight line to X2,Y2 over \
      D seconds (default 0.5), then lifts; the nearest DragGesture on the view there plays it. Repeatable.
      """,
      valueName: "X1,Y1->X2,Y2@T[+D]"))
  var drags: [String] = []
  @Option(
    name: .customLong("long-press"),
    help: ArgumentHelp(
      """
      For a .swift view: a finger presses X,Y of the canvas at T seconds for D seconds (default 1); the nearest \
      onLongPressGesture or LongPressGesture on the view there plays it. Repeatable.
      """,
      valueName: "X,Y@T[+D]"))
  var longPresses: [String] = []
  @Option(help: "For a .swift view: the View type, or an expression such as 'KeyframeAnimationView(emoji: \"heart\")'.")
  var view: String?
  @Option(help: "For a .swift view: the N-th #Preview (1-based).") var preview: Int?
  @Option(
    name: .customLong("with"),
    help: ArgumentHelp(
      """
      For a .swift view: another Swift file compiled with it (helper types, a package's other view files). \
      Repeatable.
      """,
      valueName: "FILE"))
  var helpers: [String] = []
  @Flag(
    name: .customLong("with-target"),
    help:
      """
      For a .swift view: compile it with every other Swift file of its SwiftPM target (the folder right under Sources/ \
      that holds it) and read the target's asset catalogs, as the SwiftPM plugin does.
      """
  )
  var withTarget = false
  @Option(help: "For a .swift view: the canvas in points, WxH (default: the view's ideal size, at least 64x64).")
  var size: String?
  @Option(
    help: ArgumentHelp(
      """
      For a .swift view: the device's screen as the canvas, the view laid out in its safe area, at its scale unless \
      --scale is given: \(Device.all.map(\.name).joined(separator: ", ")).
      """,
      valueName: "NAME"))
  var device: String?
  @Option(
    name: .customLong("assets"),
    help: ArgumentHelp(
      """
      A folder searched for asset names (image: NAME, Image(\"NAME\")) after the scene's or view's folder and its \
      Assets/; for a .swift view, also an Xcode asset catalog (.xcassets) or a folder holding catalogs. Repeatable.
      """,
      valueName: "DIR"))
  var assets: [String] = []
  @Option(
    name: .customLong("dynamic-type"),
    help: ArgumentHelp(
      """
      For a .swift view: the reader's text size, which text styles and @ScaledMetric follow: xSmall, small, medium, \
      large (default), xLarge, xxLarge, xxxLarge, accessibility1 … accessibility5 (or AX1 … AX5).
      """,
      valueName: "SIZE"))
  var dynamicType: String?
  @Option(
    help: ArgumentHelp(
      "For a .swift view: the locale text formats its numbers in, such as de_DE (default: en_US).", valueName: "ID"))
  var locale: String?
  @Option(
    help:
      """
      For a .swift view: the seed of its random numbers (random(in:), shuffled(), UUID()); the same seed draws the \
      same clip.
      """
  )
  var seed: UInt64 = 0
  @Option(
    name: .customLong("swift-version"),
    help:
      """
      For a .swift view: the Swift language mode it is compiled in, 5 or 6 (default: its package target's or \
      Xcode project's, as its own build compiles it; else 5).
      """
  )
  var swiftVersion: Int?
  @Option(
    name: .customLong("color-scheme"),
    help: ArgumentHelp(
      """
      For a .swift view: light or dark, the appearance at the root (iOS's system colours and background follow it; \
      default: light).
      """,
      valueName: "light|dark"))
  var colorScheme: String?
  @Option(
    help: ArgumentHelp(
      """
      For a .swift view: the date at t = 0 of the render clock (Date(), TimelineView, timers): \
      2024-06-10T14:30[:05][Z|+02:00], 2024-06-10 (at 09:41) or 14:30 (on 9 January 2007). Default: 2007-01-09T09:41, \
      local time.
      """,
      valueName: "DATE"))
  var date: String?
  @Option(
    name: .customLong("font-dir"),
    help: ArgumentHelp(
      """
      A folder of fonts to draw with, besides fontconfig's: where Apple's SF Pro, SF Compact, SF Mono or New York are \
      kept, they draw the system font and its designs (docs/swift-views.md, Text and Dynamic Type). Repeatable.
      """,
      valueName: "DIR"))
  var fontDirectories: [String] = []
  @Flag(help: "Print which font file draws each text style and font design, one line each, to standard error.")
  var verbose = false

  func validate() throws {
    for tap in taps where Self.parseTap(tap) == nil {
      throw ValidationError("--tap must look like T, TARGET@T or X,Y@T with T ≥ 0 seconds; got '\(tap)'")
    }
    for drag in drags where Self.parseDrag(drag) == nil {
      throw ValidationError(
        "--drag must look like X1,Y1->X2,Y2@T or X1,Y1->X2,Y2@T+D (points, T ≥ 0 s, 0 < D ≤ 60 s); got '\(drag)'")
    }
    for press in longPresses where Self.parseLongPress(press) == nil {
      throw ValidationError(
        "--long-press must look like X,Y@T or X,Y@T+D (points, T ≥ 0 s, 0 < D ≤ 60 s); got '\(press)'")
    }
    if size != nil, parsedSize == nil {
      throw ValidationError("--size must look like 400x300, each side 1…16384 points")
    }
    if let dynamicType, DynamicTypeSize.named(dynamicType) == nil {
      throw ValidationError(
        """
        --dynamic-type must be one of \(DynamicTypeSize.allCases.map { "\($0)" }.joined(separator: ", ")) \
        or AX1 … AX5; got '\(dynamicType)'
        """
      )
    }
    if let locale, parsedLocale == nil {
      throw ValidationError("--locale must name a locale such as en_US or de_DE; got '\(locale)'")
    }
    if let device, Device.named(device) == nil {
      throw ValidationError(
        "--device must be one of \(Device.all.map(\.name).joined(separator: ", ")); got '\(device)'")
    }
    if size != nil, device != nil { throw ValidationError("--size and --device both set the canvas; give one of them") }
    if let preview, preview < 1 { throw ValidationError("--preview must be 1 or more") }
    if let colorScheme, parsedColorScheme == nil {
      throw ValidationError("--color-scheme must be light or dark; got '\(colorScheme)'")
    }
    if let date, RenderClock.date(parsing: date) == nil {
      throw ValidationError(
        "--date must look like 2024-06-10T14:30, 2024-06-10T14:30:05Z, 2024-06-10 or 14:30 and name a real date; "
          + "got '\(date)'"
      )
    }
    if let swiftVersion, !SwiftViewFile.Choice.swiftVersions.contains(swiftVersion) {
      throw ValidationError("--swift-version must be 5 or 6; got \(swiftVersion)")
    }
    for (option, dirs) in [("--assets", assets), ("--font-dir", fontDirectories)] {
      for dir in dirs {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDirectory), isDirectory.boolValue else {
          throw ValidationError("\(option) must name a folder; '\(dir)' is not one")
        }
      }
    }
  }

  var parsedSize: Size? {
    guard let size else { return nil }
    let parts = size.lowercased().split(separator: "x")
    guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), (1...16384).contains(w),
      (1...16384).contains(h)
    else { return nil }
    return Size(width: w, height: h)
  }

  /// `--locale`, when it names a locale Foundation knows.
  var parsedLocale: Locale? {
    guard let locale else { return nil }
    let id = locale.replacingOccurrences(of: "-", with: "_")
    return Locale.availableIdentifiers.contains(id) ? Locale(identifier: id) : nil
  }

  /// `--device`.
  var parsedDevice: Device? { device.flatMap(Device.named) }

  /// `--color-scheme`.
  var parsedColorScheme: ColorScheme? {
    switch colorScheme {
    case "light": .light
    case "dark": .dark
    default: nil
    }
  }

  var parsedTaps: [ViewTap] {
    taps.compactMap(Self.parseTap) + drags.compactMap(Self.parseDrag) + longPresses.compactMap(Self.parseLongPress)
  }

  /// `T` or `T+D`: a start time and a duration (default `defaultDuration`).
  static func timeAndDuration(_ text: Substring, defaultDuration: Double) -> (Double, Double)? {
    let parts = text.split(separator: "+", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), let t = Double(parts[0].trimmingCharacters(in: .whitespaces)), t.isFinite,
      t >= 0,
      t <= Scene.maximumTime
    else { return nil }
    guard parts.count == 2 else { return (t, defaultDuration) }
    guard let d = Double(parts[1].trimmingCharacters(in: .whitespaces)), d.isFinite, d > 0, d <= 60 else { return nil }
    return (t, d)
  }

  /// `X1,Y1->X2,Y2@T[+D]`.
  static func parseDrag(_ text: String) -> ViewTap? {
    guard let at = text.lastIndex(of: "@"),
      let (t, d) = timeAndDuration(text[text.index(after: at)...], defaultDuration: 0.5)
    else { return nil }
    let ends = text[..<at].components(separatedBy: "->")
    guard ends.count == 2, let from = point(ends[0]), let to = point(ends[1]) else { return nil }
    return ViewTap(dragFrom: from, to: to, time: t, duration: d)
  }

  /// `X,Y@T[+D]`.
  static func parseLongPress(_ text: String) -> ViewTap? {
    guard let at = text.lastIndex(of: "@"),
      let (t, d) = timeAndDuration(text[text.index(after: at)...], defaultDuration: 1),
      let p = point(String(text[..<at]))
    else { return nil }
    return ViewTap(longPressAt: p, time: t, duration: d)
  }

  /// The `--assets` folders.
  var assetDirectories: [URL] { assets.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL } }

  /// `T`, `X,Y@T` (two numbers: a point of the canvas) or `TARGET@T` (the last `@` separates: a label may
  /// contain one).
  static func parseTap(_ text: String) -> ViewTap? {
    func time(_ s: Substring) -> Double? {
      guard let t = Double(s.trimmingCharacters(in: .whitespaces)), t.isFinite, t >= 0, t <= Scene.maximumTime else {
        return nil
      }
      return t
    }
    if let at = text.lastIndex(of: "@") {
      guard let t = time(text[text.index(after: at)...]) else { return nil }
      let target = String(text[..<at])
      if let location = point(target) { return ViewTap(location: location, time: t) }
      return target.isEmpty ? nil : ViewTap(target: target, time: t)
    }
    return time(text[...]).map { ViewTap(target: nil, time: $0) }
  }

  /// `X,Y`: two finite numbers within the canvas limit.
  static func point(_ text: String) -> CGPoint? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let x = Double(parts[0].trimmingCharacters(in: .whitespaces)),
      let y = Double(parts[1].trimmingCharacters(in: .whitespaces)),
      abs(x) <= 16384, abs(y) <= 16384
    else { return nil }
    return CGPoint(x: x, y: y)
  }

  /// No options (parsed from no arguments, as ArgumentParser requires).
  static var none: ViewInputOptions { (try? parse([]))! }

  /// Whether any option for Swift views was given (they mean nothing for a scene file).
  var isEmpty: Bool {
    !withTarget && taps.isEmpty && drags.isEmpty && longPresses.isEmpty && view == nil && preview == nil && size == nil
      && device == nil && dynamicType == nil && locale == nil && helpers.isEmpty && seed == 0 && swiftVersion == nil
      && colorScheme == nil && date == nil
  }
}
