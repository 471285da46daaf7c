import DisplayModel

nonisolated extension View {
  /// Presents `content` in a sheet while `isPresented` is true (SwiftUI's `sheet(isPresented:onDismiss:content:)`):
  /// a card that rises from the bottom of the screen over the views, dimmed behind it
  /// (docs/swift-views.md, Presentations).
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presentation("sheet", isPresented: isPresented.wrappedValue, dismiss: Self.dismissing(isPresented, onDismiss)) {
      path, env, context, presented throws(ViewError) in
      try _SheetCard.resolve(presented ? content() : nil, cover: false, path: path, environment: env, in: context)
    }
  }
  /// Presents a sheet for `item` while it is not nil.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    let value = item.wrappedValue
    return presentation("sheet", isPresented: value != nil, dismiss: Self.dismissing(item, onDismiss)) {
      path, env, context, presented throws(ViewError) in
      try _SheetCard.resolve(value.map(content), cover: false, path: path, environment: env, in: context)
    }
  }
  /// Presents `content` over the whole screen while `isPresented` is true (SwiftUI's `fullScreenCover`).
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presentation("cover", isPresented: isPresented.wrappedValue, dismiss: Self.dismissing(isPresented, onDismiss)) {
      path, env, context, presented throws(ViewError) in
      try _SheetCard.resolve(presented ? content() : nil, cover: true, path: path, environment: env, in: context)
    }
  }
  /// Presents `content` over the whole screen for `item` while it is not nil.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    let value = item.wrappedValue
    return presentation("cover", isPresented: value != nil, dismiss: Self.dismissing(item, onDismiss)) {
      path, env, context, presented throws(ViewError) in
      try _SheetCard.resolve(value.map(content), cover: true, path: path, environment: env, in: context)
    }
  }
  /// Presents `content` in a popover; on an iPhone, as iOS adapts it, a sheet.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presentation("popover", isPresented: isPresented.wrappedValue, dismiss: Self.dismissing(isPresented, nil)) {
      path, env, context, presented throws(ViewError) in
      try _SheetCard.resolve(presented ? content() : nil, cover: false, path: path, environment: env, in: context)
    }
  }
  /// Presents a popover for `item` while it is not nil; on an iPhone, a sheet.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    let value = item.wrappedValue
    return presentation("popover", isPresented: value != nil, dismiss: Self.dismissing(item, nil)) {
      path, env, context, presented throws(ViewError) in
      try _SheetCard.resolve(value.map(content), cover: false, path: path, environment: env, in: context)
    }
  }

  /// Ends a presentation bound to a Boolean: false, then `onDismiss`.
  static func dismissing(_ binding: Binding<Bool>, _ onDismiss: (() -> Void)?) -> () -> Void {
    {
      binding.wrappedValue = false
      onDismiss?()
    }
  }
  /// Ends a presentation bound to an optional: nil, then `onDismiss`.
  static func dismissing<T>(_ binding: Binding<T?>, _ onDismiss: (() -> Void)?) -> () -> Void {
    {
      binding.wrappedValue = nil
      onDismiss?()
    }
  }
}

/// Where a popover points (SwiftUI's `PopoverAttachmentAnchor`); an iPhone shows popovers as sheets.
nonisolated public enum PopoverAttachmentAnchor: Sendable {
  /// A rectangle of the view.
  case rect(Anchor<CGRect>.Source)
  /// A point of the view.
  case point(UnitPoint)
}

/// A sheet or a full-screen cover, as iOS 17 draws them on an iPhone: the card filled with the system
/// background (dark mode: the elevated background, #1C1C1E), its top corners rounded by 10 points, at the
/// height of its detent (large: 10 points below the top of the safe area) and rising from the bottom;
/// behind a sheet, the screen dimmed by black at 30 % (a cover hides it). The content is laid out in the
/// card, centred, above the safe area's bottom inset; the card's fill reaches the screen's bottom edge.
nonisolated struct _SheetCard: View {
  /// The content's views; nil while the sheet is not presented.
  let content: [ViewNode]?
  let options: PresentationOptions
  let cover: Bool
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.dismiss) private var dismiss

  /// The dimming behind a sheet.
  static let dimming = 0.3

  static func resolve<V: View>(
    _ view: V?, cover: Bool, path: ViewPath, environment: ViewEnvironment, in context: ResolveContext
  ) throws(ViewError) -> [ViewNode] {
    var content: [ViewNode]? = nil
    if let view { content = try context.resolve(view, path: path.appending("content"), environment: environment) }
    let options = ViewNode.preference(PresentationOptionsKey.self, in: content ?? [])
    var nodes = try context.resolve(
      _SheetCard(content: content, options: options, cover: cover), path: path.appending("card"),
      environment: environment)
    if content != nil, !cover, options.detent == .large, !nodes.isEmpty { nodes[0].recedesScreen = true }
    return nodes
  }

  var body: some View {
    if content != nil, !cover {
      Color.black.opacity(Self.dimming).ignoresSafeArea().transition(.opacity)
        .onTapGesture { if options.detent != .large { dismiss() } }
    }
    _SheetLayout(detent: cover ? nil : options.detent) {
      if let content {
        card(content).transition(.moveOffScreen(edge: .bottom))
      }
    }
  }

  private func card(_ content: [ViewNode]) -> some View {
    _ResolvedNodes(nodes: content)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background {
        Group {
          if let background = options.background {
            background.clipShape(RoundedRectangle(cornerRadius: radius))
          } else {
            RoundedRectangle(cornerRadius: radius).fill(fill)
          }
        }
        .padding(.bottom, -radius)
        .ignoresSafeArea(edges: cover ? .all : .bottom)
      }
      .overlay(alignment: .top) {
        if showsGrabber {
          Capsule().fill(Color(white: colorScheme == .dark ? 0.35 : 0.75)).frame(width: 36, height: 5).padding(.top, 5)
        }
      }
  }

  private var radius: Double { cover ? 0 : options.cornerRadius ?? PresentationOptions.defaultCornerRadius }
  private var fill: Color {
    if colorScheme == .dark { return cover ? .black : Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255) }
    return .white
  }
  private var showsGrabber: Bool {
    guard !cover else { return false }
    switch options.dragIndicator ?? .automatic {
    case .visible: return true
    case .hidden: return false
    case .automatic: return (options.detents?.count ?? 1) > 1
    }
  }
}

/// Places a sheet's card at the bottom of the screen at its detent's height (nil: the whole screen).
nonisolated struct _SheetLayout: Layout {
  let detent: PresentationDetent?
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let h = detent.map { CGFloat($0.height(in: Double(bounds.height))) } ?? bounds.height
    for s in subviews {
      s.place(
        at: CGPoint(x: bounds.minX, y: bounds.maxY - h), anchor: .topLeading,
        proposal: ProposedViewSize(width: bounds.width, height: h))
    }
  }
}
