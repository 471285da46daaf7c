/// The leading and trailing edges (SwiftUI's `HorizontalEdge`).
nonisolated public enum HorizontalEdge: Int8, CaseIterable, Sendable {
  /// The leading edge (left, left to right).
  case leading
  /// The trailing edge.
  case trailing
}

nonisolated extension View {
  /// Puts `content` at `edge` and lays this view out in the space it leaves (SwiftUI's safe area inset):
  /// a bar of buttons under a list. `spacing` (0 when nil) stands between them; `alignment` places the
  /// inset across. The view's safe area ends at the content's far side: a scroll view in it runs on under
  /// the content and can scroll its last row out from under it, and a background that ignores the safe
  /// area fills in behind it (docs/swift-views.md, Modifiers).
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    let gap = Double(spacing ?? 0)
    return VStack(alignment: alignment, spacing: gap) {
      if edge == .top { inset }
      self
      if edge == .bottom { inset }
    }
    .annotate { node, _ in node.safeAreaInsetEdge = edge == .top ? .top : .bottom }
  }

  /// Puts `content` at the leading or trailing `edge` and lays this view out in the space it leaves, its
  /// safe area ending at the content's far side.
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    let gap = Double(spacing ?? 0)
    return HStack(alignment: alignment, spacing: gap) {
      if edge == .leading { inset }
      self
      if edge == .trailing { inset }
    }
    .annotate { node, _ in node.safeAreaInsetEdge = edge == .leading ? .leading : .trailing }
  }

  /// Insets the view's safe area by `insets` (iOS 17): render-anim pads the view by them.
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }
  /// Insets the view's safe area on `edges` by `length` (16 points when nil): render-anim pads the view.
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    padding(edges, length.map { Double($0) } ?? 16)
  }
  /// Insets the view's safe area on every edge by `length`: render-anim pads the view.
  public func safeAreaPadding(_ length: CGFloat) -> some View { padding(Double(length)) }
}
