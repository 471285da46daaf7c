import Foundation

/// Foundation's `DateComponentsFormatter`, which swift-corelibs-foundation leaves out ("Not supported"):
/// a duration as text, in English, as Apple's formats it for `en_US` (docs/swift-views.md, Foundation). A
/// view file's `DateComponentsFormatter` is this one: render-anim's SwiftUI module declares it, and a
/// module's own declaration shadows the one of a module it imports.
///
/// Kept: `unitsStyle` (`.positional` "1:05", `.abbreviated` "1m 5s", `.brief` "1min 5sec", `.short`
/// "1 min, 5 sec", `.full` "1 minute, 5 seconds"; `.spellOut` is written as `.full`), `allowedUnits`
/// (days, hours, minutes, seconds), `zeroFormattingBehavior`, `maximumUnitCount`, and the approximation and
/// time-remaining phrases.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
  /// How each unit is written.
  public enum UnitsStyle: Int, Sendable {
    /// "1:05".
    case positional = 0
    /// "1m 5s".
    case abbreviated = 1
    /// "1 min, 5 sec".
    case short = 2
    /// "1 minute, 5 seconds".
    case full = 3
    /// Words for the numbers on Apple's platforms; here as `.full`.
    case spellOut = 4
    /// "1min 5sec".
    case brief = 5
  }

  /// Which zero units are left out or padded.
  public struct ZeroFormattingBehavior: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// A behavior from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No zero unit is dropped.
    public static let none = ZeroFormattingBehavior([])
    /// The style's default: positional drops leading zero units, the others drop every zero unit.
    public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
    /// Drops the zero units before the first that is not zero.
    public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
    /// Drops the zero units between others.
    public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
    /// Drops the zero units after the last that is not zero.
    public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
    /// Drops every zero unit.
    public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
    /// Pads the first positional unit with zeros too ("01:05").
    public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
  }

  /// How each unit is written (positional by default).
  open var unitsStyle: UnitsStyle = .positional
  /// The units used (empty: days, hours, minutes and seconds, from the largest that is not zero).
  open var allowedUnits: NSCalendar.Unit = []
  /// Which zero units are dropped or padded.
  open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
  /// At most this many units (0: no limit).
  open var maximumUnitCount = 0
  /// Writes "About " before the duration.
  open var includesApproximationPhrase = false
  /// Writes " remaining" after the duration.
  open var includesTimeRemainingPhrase = false

  /// A formatter with the default settings.
  public override init() { super.init() }
  /// A formatter from an archive (its settings are not read).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// `ti` seconds as text (whole seconds, rounded toward zero), or nil when it is not finite.
  open func string(from ti: TimeInterval) -> String? {
    guard ti.isFinite, abs(ti) < 1e15 else { return nil }
    return format(seconds: Int(ti))
  }
  /// The time from `startDate` to `endDate` as text.
  open func string(from startDate: Date, to endDate: Date) -> String? {
    string(from: endDate.timeIntervalSince(startDate))
  }
  /// The days, hours, minutes and seconds of `components` as text.
  open func string(from components: DateComponents) -> String? {
    let day = components.day ?? 0, hour = components.hour ?? 0
    let minute = components.minute ?? 0, second = components.second ?? 0
    return format(seconds: ((day * 24 + hour) * 60 + minute) * 60 + second)
  }
  /// A duration given as a `TimeInterval`, a number or `DateComponents` as text.
  open override func string(for obj: Any?) -> String? {
    switch obj {
    case let ti as TimeInterval: string(from: ti)
    case let n as Int: string(from: TimeInterval(n))
    case let components as DateComponents: string(from: components)
    default: nil
    }
  }
}
