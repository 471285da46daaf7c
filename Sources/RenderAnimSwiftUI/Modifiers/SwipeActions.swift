/// `.swipeActions`: the buttons a swipe on a list's row uncovers on iOS. A row at rest shows none of them,
/// on iOS and in a render; `--drag` scrolls a list and swipes no row, so they are kept and never shown
/// (docs/swift-views.md, Lists and forms).
nonisolated extension View {
  /// Buttons uncovered by a swipe from `edge`; a full swipe runs the first when `allowsFullSwipe`.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View { self }
}
