import Foundation

/// UIKit's page control, as SwiftUI code reaches it: through its appearance proxy, to colour the dots a
/// page-style `TabView` draws (`UIPageControl.appearance().currentPageIndicatorTintColor = .black`). The
/// proxy is the render's own (bound by the runtime around every evaluation), so what a view sets in its
/// `init` or `onAppear` holds for that render and no other.
nonisolated public final class UIPageControl: @unchecked Sendable {
  /// The appearance of the render being evaluated.
  @TaskLocal package static var current = UIPageControl()

  private let lock = NSLock()
  private var current: UIColor?
  private var others: UIColor?

  /// A page control appearance with nothing set.
  package init() {}

  /// The proxy whose settings every page control of the render takes.
  public static func appearance() -> UIPageControl { current }

  /// The colour of the dot of the page shown (nil: white).
  public var currentPageIndicatorTintColor: UIColor? {
    get { lock.withLock { current } }
    set { lock.withLock { current = newValue } }
  }

  /// The colour of the other pages' dots (nil: white at 30 %).
  public var pageIndicatorTintColor: UIColor? {
    get { lock.withLock { others } }
    set { lock.withLock { others = newValue } }
  }
}
