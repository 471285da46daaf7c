import Foundation

/// UIKit's tab bar, as SwiftUI code reaches it: through its appearance proxy, to hide the bar a `TabView`
/// draws (`UITabBar.appearance().isHidden = true`, as views with a tab bar of their own do). The proxy is
/// the render's own (bound by the runtime around every evaluation), so what a view sets in its `init`
/// holds for that render and no other.
nonisolated public final class UITabBar: @unchecked Sendable {
  /// The appearance of the render being evaluated.
  @TaskLocal package static var current = UITabBar()

  private let lock = NSLock()
  private var hidden = false

  /// A tab bar appearance with nothing set.
  package init() {}

  /// The proxy whose settings every tab bar of the render takes.
  public static func appearance() -> UITabBar { current }

  /// Whether tab bars are hidden: a `TabView` then draws its chosen tab alone, over the whole of its frame.
  public var isHidden: Bool {
    get { lock.withLock { hidden } }
    set { lock.withLock { hidden = newValue } }
  }
}
