import DisplayModel

/// The chosen tab over iOS's tab bar: 49 points tall at the bottom of the safe area, the items sharing its
/// width, each its label's icon (22 points) over its title (10-point medium), in the tint when chosen and
/// in grey (#8E8E93) otherwise. As at the edge of a scroll view, the bar has no background of its own.
/// A tap on an item (`--tap Title`) chooses its tab (by its index).
nonisolated struct TabBarTabs: View {
  let tabs: [ViewNode]
  let chosen: Int
  let tint: RGBAColor?
  let choose: (Int) -> Void

  var body: some View {
    VStack(spacing: 0) {
      if chosen < tabs.count {
        _ResolvedNodes(nodes: [tabs[chosen]]).frame(maxWidth: .infinity, maxHeight: .infinity)
      } else {
        Color.clear
      }
      HStack(spacing: 0) {
        ForEach(Array(tabs.enumerated()), id: \.element.path.description) { i, tab in
          (tab.tabItem ?? AnyView(EmptyView()))
            .labelStyle(TabItemLabelStyle())
            .foregroundStyle(i == chosen ? tint.map { Color($0) } ?? Color.accentColor : Color(named: "gray"))
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .contentShape(Rectangle())
            .onTapGesture { choose(i) }
        }
      }
      .frame(height: 49)
    }
    // A list or form in the chosen tab goes on under the bar, which has no background of its own.
    .background {
      if chosen < tabs.count, let background = NavigationBarItems.collect([tabs[chosen]]).background {
        background.ignoresSafeArea()
      }
    }
  }
}

/// Pages side by side, each the tab view's size, the chosen one showing (a change of page slides them
/// with its animation), with iOS's page dots 8 points across and 8 apart near the bottom: white, the
/// others at 30 % opacity (`UIPageControl`).
nonisolated struct PagedTabs: View {
  let pages: [ViewNode]
  let chosen: Int
  let showsIndex: Bool
  /// The dots on a capsule of black at 25 % (`.indexViewStyle(.page(backgroundDisplayMode: .always))`).
  let backed: Bool

  var body: some View {
    GeometryReader { p in
      HStack(spacing: 0) {
        ForEach(Array(pages.enumerated()), id: \.element.path.description) { _, page in
          _ResolvedNodes(nodes: [page]).frame(width: p.size.width, height: p.size.height)
        }
      }
      .offset(x: -Double(chosen) * Double(p.size.width))
    }
    .clipped()
    .overlay(alignment: .bottom) {
      if showsIndex && pages.count > 1 {
        HStack(spacing: 8) {
          ForEach(0..<pages.count, id: \.self) { i in
            Circle().fill(Color.white.opacity(i == chosen ? 1 : 0.3)).frame(width: 8, height: 8)
          }
        }
        .padding(.horizontal, 10).padding(.vertical, 9)
        .background { if backed { Capsule().fill(Color.black.opacity(0.25)) } }
        .padding(.bottom, 11)
      }
    }
  }
}
