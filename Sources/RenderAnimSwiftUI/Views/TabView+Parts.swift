import DisplayModel
import RenderAnimUIKit

/// The chosen tab over iOS's tab bar: 49 points tall at the bottom of the safe area, the items sharing its
/// width, each its label's icon (22 points) over its title (10-point medium), in the tint when chosen and
/// in grey (#8E8E93) otherwise. As at the edge of a scroll view, the bar has no background of its own.
/// A tap on an item (`--tap Title`) chooses its tab (by its index).
nonisolated struct TabBarTabs: View {
  let tabs: [ViewNode]
  let chosen: Int
  let tint: RGBAColor?
  let choose: (Int) -> Void

  /// Whether a view in `node` hides the tab bar.
  static func hidesBar(_ node: ViewNode) -> Bool { node.hidesTabBar || node.children.contains(where: hidesBar) }

  var body: some View {
    // The bar is the tab's bottom safe area: a tab that ignores it (`.ignoresSafeArea()`) runs on under the
    // bar to the screen's edge, as on iOS; any other stops at the bar.
    // `UITabBar.appearance().isHidden = true`, or `.toolbar(.hidden, for: .tabBar)` in the chosen tab: no
    // bar, the tab over the whole frame.
    let hidden = UITabBar.appearance().isHidden || chosen < tabs.count && Self.hidesBar(tabs[chosen])
    let underBar = hidden || chosen < tabs.count && tabs[chosen].ignoredSafeAreaEdges.contains(.bottom)
    // UITabBarController changes tabs at once, whatever the change's animation: the update that changes the
    // tab has no animation here (the tab comes and goes in that frame, the items change colour in it).
    ZStack(alignment: .bottom) {
      if chosen < tabs.count {
        _ResolvedNodes(nodes: [tabs[chosen]]).frame(maxWidth: .infinity, maxHeight: .infinity)
          .padding(.bottom, underBar ? 0 : 49)
      } else {
        Color.clear
      }
      if !hidden { bar }
    }
    .transaction(value: chosen) { $0.animation = nil }
    // A list or form in the chosen tab goes on under the bar, which has no background of its own.
    .background {
      if chosen < tabs.count, let background = NavigationBarItems.collect([tabs[chosen]]).background {
        background.ignoresSafeArea()
      }
    }
  }

  /// The items side by side, 49 points tall.
  private var bar: some View {
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
}

/// Pages side by side, each the tab view's size, the chosen one showing (a change of page slides them
/// with its animation), with iOS's page dots 8 points across and 8 apart near the bottom: white, the
/// others at 30 % opacity (`UIPageControl`), or the tints its appearance proxy was given.
nonisolated struct PagedTabs: View {
  let pages: [ViewNode]
  let chosen: Int
  let showsIndex: Bool
  /// The dots on a capsule of black at 25 % (`.indexViewStyle(.page(backgroundDisplayMode: .always))`).
  let backed: Bool
  let choose: (Int) -> Void
  /// How far a finger has dragged the pages (`--drag`); back to 0 in the update that turns the page, so
  /// the pages settle from where the finger left them.
  @State private var dragged = 0.0

  /// How a page comes to rest after a swipe: render-anim's estimate of a paging scroll view's settling
  /// (Apple publishes no numbers), without overshoot.
  static var settling: Animation { .spring(response: 0.35, dampingFraction: 1) }

  var body: some View {
    GeometryReader { p in
      let width = Double(p.size.width)
      // Past the first or the last page the pages follow the finger a third of the way, as at a scroll
      // view's edge.
      let atEdge = (chosen == 0 && dragged > 0) || (chosen == pages.count - 1 && dragged < 0)
      HStack(spacing: 0) {
        ForEach(Array(pages.enumerated()), id: \.element.path.description) { _, page in
          _ResolvedNodes(nodes: [page]).frame(width: p.size.width, height: p.size.height)
        }
      }
      .offset(x: -Double(chosen) * width + (atEdge ? dragged / 3 : dragged))
      .contentShape(Rectangle())
      .gesture(swipe(width: width))
    }
    .clipped()
    .overlay(alignment: .bottom) {
      if showsIndex && pages.count > 1 {
        HStack(spacing: 8) {
          // `UIPageControl.appearance()`'s tints, where a view set them.
          let appearance = UIPageControl.appearance()
          let current = appearance.currentPageIndicatorTintColor.map { Color($0) } ?? Color.white
          let others = appearance.pageIndicatorTintColor.map { Color($0) } ?? Color.white.opacity(0.3)
          ForEach(0..<pages.count, id: \.self) { i in
            Circle().fill(i == chosen ? current : others).frame(width: 8, height: 8)
          }
        }
        .padding(.horizontal, 10).padding(.vertical, 9)
        .background { if backed { Capsule().fill(Color.black.opacity(0.25)) } }
        .padding(.bottom, 11)
      }
    }
  }

  /// A swipe moves the pages with the finger; released past half a page (where it would come to rest,
  /// with the finger's speed), the next or the previous page comes to rest, else the page it left.
  private func swipe(width: Double) -> DragGesture {
    let (chosen, count, choose, dragged) = (chosen, pages.count, choose, $dragged)
    return DragGesture()
      .onChanged { value in dragged.wrappedValue = Double(value.translation.width) }
      .onEnded { value in
        let moved = Double(value.predictedEndTranslation.width)
        let target = moved < -width / 2 ? chosen + 1 : moved > width / 2 ? chosen - 1 : chosen
        withAnimation(Self.settling) {
          dragged.wrappedValue = 0
          choose(min(max(target, 0), max(count - 1, 0)))
        }
      }
  }
}
