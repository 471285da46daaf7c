/// `.contextMenu`: the actions a long press on the view shows on iOS (the view lifted over a blur, a list of
/// actions beside it). Until it is pressed iOS draws the view alone, and so does a render; render-anim does
/// not open the menu on `--long-press` (docs/swift-views.md, Controls): the items are kept and never shown.
nonisolated extension View {
  /// A context menu of `menuItems`.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }
  /// A context menu of `menuItems` over `preview` (what the pressed view shows as it lifts).
  public func contextMenu<M: View, P: View>(
    @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
  ) -> some View { self }
  /// A context menu for the selected rows of a list.
  public func contextMenu<I: Hashable, M: View>(
    forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
    primaryAction: ((Set<I>) -> Void)? = nil
  ) -> some View { self }
}
