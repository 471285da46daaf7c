import DisplayModel
import Foundation
import RenderAnimUIKit

/// What a view's code reads from the platform around it while the runtime evaluates it: the screen
/// (`UIScreen.main`, the canvas at the render's scale), the tab bar's and page control's appearances and
/// the asset catalogs (`Color("name")`, `UIColor(named:)`, `Image("name")`). Bound for each evaluation,
/// so two views rendered at once in one process each see their own.
nonisolated struct ViewPlatform: Sendable {
  var screen: UIScreen
  var catalogs: AssetCatalogs
  /// The render clock's date at t = 0 (`--date`).
  var epoch: Date
  /// The render's tab bar appearance (`UITabBar.appearance()`).
  var tabBar = UITabBar()
  /// The render's page control appearance (`UIPageControl.appearance()`).
  var pageControl = UIPageControl()
  /// The render's preferred text size (`--dynamic-type`), as UIKit reads it (`UITraitCollection.current`,
  /// `UIFontMetrics`).
  var contentSize = UIContentSizeCategory.large

  /// Runs `body` with the platform bound.
  func bind<R>(_ body: () throws -> R) rethrows -> R {
    try UIScreen.$current.withValue(screen) {
      try AssetCatalogs.$current.withValue(catalogs) {
        try UITabBar.$current.withValue(tabBar) {
          try UIPageControl.$current.withValue(pageControl) {
            try UIContentSizeCategory.$render.withValue(contentSize) {
              try RenderClock.$boundEpoch.withValue(epoch) { try body() }
            }
          }
        }
      }
    }
  }
}
