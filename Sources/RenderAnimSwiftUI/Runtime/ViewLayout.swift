import DisplayModel

/// A size a parent offers a child; nil on an axis asks for the child's ideal size.
nonisolated struct ProposedSize: Hashable {
  var width: Double?
  var height: Double?
}

/// SwiftUI's layout protocol on ``ViewNode``s: a parent proposes a size, the child chooses its own, the
/// parent places it. Stacks put SwiftUI's default 8 pt between children and offer the space left to the
/// least flexible child first.
nonisolated struct ViewLayout {
  let measurer: any TextMeasuring
  /// Sizes already chosen in this pass, by view and proposal: a stack asks each child several times
  /// (for its flexibility, then for its share), which would otherwise cost 3^depth for nested stacks.
  let sizes = SizeCache()
  /// The screen's safe area (`--device`); nil: none, the whole canvas is safe.
  var safeArea: SafeArea?

  init(measurer: any TextMeasuring, safeArea: SafeArea? = nil) {
    self.measurer = measurer
    self.safeArea = safeArea
  }

  final class SizeCache {
    struct Key: Hashable {
      var path: ViewPath
      var proposal: ProposedSize
      /// The container a `containerRelativeFrame` inside measures.
      var container: Size?
    }
    var entries: [Key: Size] = [:]
    /// The containers around the view being laid out, innermost last: the safe area, then each scroll
    /// view's visible region (`containerRelativeFrame`).
    var containers: [Size] = []
    /// The safe areas around the view being placed, innermost last: the screen's, then each
    /// `.safeAreaInset`'s (SafeAreaRegion.swift).
    var safeRegions: [SafeAreaRegion] = []
    /// Each scroll view's region inside its content insets, by the scroll view's path: where its content
    /// starts and ends when scrolled to either end (``ScrollExtent``).
    var scrollRegions: [ViewPath: Frame] = [:]
    /// Explicit alignment guides found in this pass, by view, alignment and size (nil: none): a stack
    /// asks for each child's guide while it sizes and again while it places.
    struct GuideKey: Hashable {
      var path: ViewPath
      var key: RenderAnimSwiftUI.GuideKey
      var width: Double
      var height: Double
    }
    var guides: [GuideKey: Double?] = [:]
    /// Text baselines found in this pass (nil: no text), keyed as guides: a stack's is found by placing
    /// its children, which it must not do again for each question.
    var baselines: [GuideKey: Double?] = [:]
  }

  /// Several top-level views stand in a vertical stack, as in a preview.
  static func root(_ nodes: [ViewNode]) -> ViewNode {
    if nodes.count == 1 { return nodes[0] }
    return ViewNode(path: ViewPath("/root"), kind: .stack(.vertical, alignment: .center, spacing: nil), children: nodes)
  }

  /// Every node's frame when `root` is offered the canvas (its safe area, when there is one) and centred
  /// on it.
  func frames(_ root: ViewNode, canvas: Size) -> [ViewPath: Frame] {
    var frames: [ViewPath: Frame] = [:]
    let safe =
      safeArea?.inner ?? Frame(x: canvas.width / 2, y: canvas.height / 2, width: canvas.width, height: canvas.height)
    sizes.containers = [Size(width: safe.width, height: safe.height)]
    sizes.safeRegions = safeArea.map { [$0.region] } ?? []
    let s = size(root, ProposedSize(width: safe.width, height: safe.height))
    place(root, Frame(x: safe.x, y: safe.y, width: s.width, height: s.height), into: &frames)
    matchGeometry(root, &frames)
    return frames
  }

  /// Sets each text that layout placed narrower than its ideal width to wrap at that width, in place. The
  /// width is the model's (the layout of the state at that instant), not an animated frame's: as in
  /// SwiftUI, a text is set in lines once for its new layout, and its frame animates around those lines.
  /// A text that does not fit even so tightens or shrinks as `allowsTightening` and `minimumScaleFactor` allow.
  func wrapTexts(_ node: inout ViewNode, model: [ViewPath: Frame]) {
    Self.wrapTexts(&node, model: model, layout: self)
  }

  private static func wrapTexts(_ node: inout ViewNode, model: [ViewPath: Frame], layout: ViewLayout) {
    if case .fixed(.text(let s, let font, let color, let paragraph, let gradient), let ideal) = node.kind,
      let f = model[node.path],
      f.width < ideal.width - 1e-3
    {
      func setting(_ width: Double) -> (font: FontSpec, paragraph: TextParagraph, size: Size) {
        layout.setText(
          s, font: font, paragraph: paragraph, ideal: ideal, ProposedSize(width: width, height: f.height),
          fitting: node)
      }
      // Set at its frame's width (its widest line), a text whose widest line was cut inside a word can
      // break a line sooner than where it was measured (Pango's break counts the letter spacing after the
      // line's last character): it is set a fraction of a point wider, up to 2 points, until its lines fit
      // its frame again, rather than drawing a line more than the frame holds.
      var set = setting(f.width)
      for k in 1...8 where set.size.height > f.height + 1e-3 {
        let wider = setting(f.width + 0.25 * Double(k))
        if wider.size.height <= f.height + 1e-3 { set = wider }
      }
      node.kind = .fixed(
        .text(s, font: set.font, color: color, paragraph: set.paragraph, gradient: gradient), size: ideal)
    }
    for i in node.children.indices { wrapTexts(&node.children[i], model: model, layout: layout) }
  }

  /// Views that are not the source of their matched geometry are offered the source's size and take the
  /// size they choose for it, as in SwiftUI (an underline in an overlay gets the width of the word it
  /// follows); with `properties: .position` they only move, with `.size` they only resize.
  /// The shared position is the source's point at its anchor, where a follower puts its own anchor's
  /// point: a follower anchored at its top under a source anchored at its bottom stands below it.
  private func matchGeometry(_ root: ViewNode, _ frames: inout [ViewPath: Frame]) {
    var sources: [String: (path: ViewPath, frame: Frame, anchor: UnitPoint)] = [:]
    var followers: [ViewNode] = []
    func collect(_ n: ViewNode) {
      for m in n.matchedSources + (n.matched.map { [$0] } ?? []) {
        if m.isSource, sources[m.key] == nil, let f = frames[n.path] {
          sources[m.key] = (n.path, f, m.anchor)
        } else if !m.isSource {
          followers.append(n)
        }
      }
      n.children.forEach(collect)
    }
    collect(root)
    guard !followers.isEmpty else { return }
    // The frames are shared in the window: with the offsets and scales around each view.
    let placements = MatchedPlacement.of(root, frames: frames)
    for n in followers {
      guard let m = n.matched, let source = sources[m.key], let laidOut = frames[n.path] else { continue }
      let placement = placements[n.path] ?? .identity
      let own = placement.apply(laidOut)
      let s = placements[source.path]?.apply(source.frame) ?? source.frame
      // Offered the source's size (in its own units, under a scale), the follower takes the size it chooses
      // for it (a fixed frame keeps its own).
      let offer = placement.inverse(s)
      let chosen = m.properties.contains(.size) ? size(n, ProposedSize(width: offer.width, height: offer.height)) : nil
      let w = chosen.map { $0.width * abs(placement.scaleX) } ?? own.width
      let h = chosen.map { $0.height * abs(placement.scaleY) } ?? own.height
      // The follower's anchor point on the source's anchor point (both centres by default).
      let x = s.x - s.width / 2 + source.anchor.x * s.width - m.anchor.x * w + w / 2
      let y = s.y - s.height / 2 + source.anchor.y * s.height - m.anchor.y * h + h / 2
      switch (m.properties.contains(.position), m.properties.contains(.size)) {
      case (true, _): place(n, placement.inverse(Frame(x: x, y: y, width: w, height: h)), into: &frames)
      case (false, true): place(n, placement.inverse(Frame(x: own.x, y: own.y, width: w, height: h)), into: &frames)
      case (false, false): break
      }
    }
  }

  /// The innermost container around the view being laid out: a scroll view's visible region, else the
  /// safe area; nil when a view is sized to its ideal size.
  var container: Size? { sizes.containers.last }

  /// `body` with `region` as the innermost container (a scroll view's visible region).
  func inContainer<T>(_ region: Size, _ body: () -> T) -> T {
    sizes.containers.append(region)
    defer { sizes.containers.removeLast() }
    return body()
  }

  /// The size `node` chooses when offered `p`.
  func size(_ node: ViewNode, _ p: ProposedSize) -> Size {
    let key = SizeCache.Key(path: node.path, proposal: p, container: sizes.containers.last)
    if let known = sizes.entries[key] { return known }
    let chosen = computeSize(node, p)
    sizes.entries[key] = chosen
    return chosen
  }

  private func computeSize(_ node: ViewNode, _ p: ProposedSize) -> Size {
    switch node.kind {
    case .fixed(.text(let string, let font, _, let paragraph, _), let ideal):
      // Text takes its ideal size when it fits and wraps at a narrower width offered, as SwiftUI does
      // (a thousandth of a point less is arithmetic, not a narrower offer: Pango measures in 1/1024 pt).
      guard let w = p.width, w.isFinite, w < ideal.width - 1e-3 else { return ideal }
      return setText(string, font: font, paragraph: paragraph, ideal: ideal, p, fitting: node).size
    case .fixed(_, let s):
      return s
    case .shape:
      guard let sizing = node.shapeSize else { return Size(width: p.width ?? 10, height: p.height ?? 10) }
      let s = sizing(ProposedViewSize(width: p.width.map { CGFloat($0) }, height: p.height.map { CGFloat($0) }))
      return Size(width: s.width, height: s.height)
    case .resizableImage(_, let natural, let aspect, _), .resizableSymbol(_, _, let natural, let aspect, _):
      guard let aspect else { return Size(width: p.width ?? natural.width, height: p.height ?? natural.height) }
      return aspectSize(
        ratio: aspect.ratio ?? natural.width / max(natural.height, 1e-9), fit: aspect.fit, p, natural: natural)
    case .spacer(let minLength):
      // Inside a modifier in a stack (`Spacer().frame(width: 24)` in an `HStack`), it has no length across.
      let width = node.spacerAxis == .vertical ? 0 : max(p.width ?? 0, minLength ?? 0)
      let height = node.spacerAxis == .horizontal ? 0 : max(p.height ?? 0, minLength ?? 0)
      return Size(width: width, height: height)
    case .frame(let f):
      return frameSize(node, f.concrete(in: container), p)
    case .padding(let e):
      let inner = ProposedSize(
        width: p.width.map { max($0 - e.leading - e.trailing, 0) },
        height: p.height.map { max($0 - e.top - e.bottom, 0) })
      let c = node.children.first.map { size($0, inner) } ?? .zero
      return Size(width: c.width + e.leading + e.trailing, height: c.height + e.top + e.bottom)
    case .stack(let axis, let alignment, let spacing):
      return stackLayout(node, axis, alignment, spacing, p).size
    case .wrapper:
      return node.children.first.map { size($0, p) } ?? .zero
    case .fixedSize(let horizontal, let vertical):
      let offer = ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
      return node.children.first.map { size($0, offer) } ?? .zero
    case .scroll(let axis, _):
      let offer = ProposedSize(width: axis == .horizontal ? nil : p.width, height: axis == .vertical ? nil : p.height)
      return inContainer(Size(width: p.width ?? container?.width ?? 0, height: p.height ?? container?.height ?? 0)) {
        node.children.first.map { size($0, offer) } ?? .zero
      }
    case .aspect(let ratio, let fit):
      guard let child = node.children.first else { return .zero }
      let ideal = size(child, ProposedSize(width: nil, height: nil))
      let r = ratio ?? ideal.width / max(ideal.height, 1e-9)
      return size(child, proposal(aspectSize(ratio: r, fit: fit, p, natural: ideal)))
    case .layered(let main, _):
      return main < node.children.count ? size(node.children[main], p) : .zero
    case .position:
      // SwiftUI's position takes all it is offered (an unspecified side: the child's ideal).
      let ideal = node.children.first.map { size($0, ProposedSize(width: nil, height: nil)) } ?? .zero
      return Size(width: p.width ?? ideal.width, height: p.height ?? ideal.height)
    case .custom(let layout):
      return customSize(node, layout, p)
    case .screen:
      return screenSize(node, p)
    }
  }

  private func proposal(_ s: Size) -> ProposedSize { ProposedSize(width: s.width, height: s.height) }

  private func aspectSize(ratio: Double, fit: Bool, _ p: ProposedSize, natural: Size) -> Size {
    guard ratio > 0, ratio.isFinite else { return natural }
    switch (p.width, p.height) {
    case (nil, nil): return Size(width: natural.height * ratio, height: natural.height)
    case (let w?, nil): return Size(width: w, height: w / ratio)
    case (nil, let h?): return Size(width: h * ratio, height: h)
    case (let w?, let h?):
      let byWidth = Size(width: w, height: w / ratio)
      let byHeight = Size(width: h * ratio, height: h)
      if !w.isFinite { return byHeight }
      if !h.isFinite { return byWidth }
      return (byWidth.height <= h) == fit ? byWidth : byHeight
    }
  }

  private func frameSize(_ node: ViewNode, _ f: FrameLayout, _ p: ProposedSize) -> Size {
    let flexible = f.minWidth != nil || f.maxWidth != nil || f.minHeight != nil || f.maxHeight != nil
    func clamp(_ x: Double, _ lo: Double?, _ hi: Double?) -> Double { min(max(x, lo ?? -.infinity), hi ?? .infinity) }
    var inner = ProposedSize(width: f.width ?? p.width, height: f.height ?? p.height)
    if flexible {
      inner.width = p.width.map { clamp($0, f.minWidth, f.maxWidth) } ?? f.idealWidth
      inner.height = p.height.map { clamp($0, f.minHeight, f.maxHeight) } ?? f.idealHeight
    }
    let c = node.children.first.map { size($0, inner) } ?? .zero
    var w = f.width ?? c.width
    var h = f.height ?? c.height
    if flexible {
      if f.minWidth != nil || f.maxWidth != nil {
        w = clamp(
          p.width ?? f.idealWidth ?? c.width, f.minWidth ?? (f.maxWidth.map { min(c.width, $0) } ?? c.width),
          f.maxWidth ?? max(c.width, f.minWidth ?? c.width))
      }
      if f.minHeight != nil || f.maxHeight != nil {
        h = clamp(
          p.height ?? f.idealHeight ?? c.height, f.minHeight ?? (f.maxHeight.map { min(c.height, $0) } ?? c.height),
          f.maxHeight ?? max(c.height, f.minHeight ?? c.height))
      }
    }
    return Size(width: w, height: h)
  }

  /// A stack's size and its children's sizes: the space along the axis less the spacing is offered to
  /// the children in order of flexibility, each getting an equal share of what is left.
  func stackLayout(
    _ node: ViewNode, _ axis: StackAxis, _ alignment: Alignment, _ spacing: Double?,
    _ p: ProposedSize
  ) -> (size: Size, children: [Size]) {
    let children = node.children
    if axis == .depth { return zStackLayout(children, alignment, p) }
    let horizontal = axis == .horizontal
    let total = Self.gaps(children, spacing).reduce(0, +)
    func along(_ s: Size) -> Double { horizontal ? s.width : s.height }
    func offer(_ x: Double?) -> ProposedSize {
      horizontal ? ProposedSize(width: x, height: p.height) : ProposedSize(width: p.width, height: x)
    }
    var sizes = [Size](repeating: .zero, count: children.count)
    // Offered its ideal length (up to a point more: the canvas made from it is rounded up, and a stack
    // that hugs its children is placed at the length it chose), a stack gives each child its ideal length,
    // as SwiftUI, which places children with the proposal the stack was offered. Shared out, the least
    // flexible child would get an equal share first and a wide title in a row of buttons would wrap.
    let offered = horizontal ? p.width : p.height
    let idealLength =
      offered == nil
      ? nil
      : children.map { c -> Double in
        if case .spacer(let m) = c.kind { return m ?? 8 }
        return along(size(c, offer(nil)))
      }.reduce(total, +)
    if let available = offered, available.isFinite, let idealLength,
      !(available >= idealLength - 1e-9 && available < idealLength + 1)
    {
      sizes = share(available - total, among: children, horizontal: horizontal, p)
    } else if offered == .infinity {
      // Offered an infinite length (how a stack around it finds how far it can grow), each child is offered
      // an infinite length too, as SwiftUI's stack shares out infinity: a stack holding a flexible view is
      // as flexible as that view (a slider between two icons in a row takes the row).
      for (i, c) in children.enumerated() {
        if case .spacer = c.kind {
          sizes[i] = horizontal ? Size(width: .infinity, height: 0) : Size(width: 0, height: .infinity)
        } else {
          sizes[i] = size(c, offer(.infinity))
        }
      }
    } else {
      for (i, c) in children.enumerated() {
        var s = size(c, offer(nil))
        if case .spacer(let minLength) = c.kind {
          s = horizontal ? Size(width: minLength ?? 8, height: 0) : Size(width: 0, height: minLength ?? 8)
        }
        sizes[i] = s
      }
    }
    let length = sizes.map(along).reduce(0, +) + total
    let extents = crossExtents(
      children, sizes, horizontal ? .vertical(alignment.vertical) : .horizontal(alignment.horizontal))
    let cross = extents.before + extents.after
    return (horizontal ? Size(width: length, height: cross) : Size(width: cross, height: length), sizes)
  }

  /// SwiftUI's ZStack: the children of the highest layout priority are offered the space first; the
  /// others are offered the size those take (a knob's capsule with priority sizes the switch).
  private func zStackLayout(
    _ children: [ViewNode], _ alignment: Alignment, _ p: ProposedSize
  ) -> (size: Size, children: [Size]) {
    var sizes = children.map { size($0, p) }
    if let top = children.map(\.layoutPriority).max(), children.contains(where: { $0.layoutPriority != top }) {
      let first = children.indices.filter { children[$0].layoutPriority == top }
      let w = first.map { sizes[$0].width }.max() ?? 0
      let h = first.map { sizes[$0].height }.max() ?? 0
      for i in children.indices where children[i].layoutPriority != top {
        sizes[i] = size(children[i], ProposedSize(width: w, height: h))
      }
    }
    let x = crossExtents(children, sizes, .horizontal(alignment.horizontal))
    let y = crossExtents(children, sizes, .vertical(alignment.vertical))
    return (Size(width: x.before + x.after, height: y.before + y.after), sizes)
  }

  /// A stack's length `available` (less its spacing) shared among its children in SwiftUI's order: by
  /// layout priority, highest first, each group offered what is left once every lower group has its
  /// minimum; within a group, the least flexible first, each an equal share of what is left. A `Spacer`'s
  /// priority is the lowest there is (SwiftUI's spacer layout trait, as OpenSwiftUI's `Spacer` reads it),
  /// so a text beside a spacer is offered all but the spacer's minimum, not half.
  private func share(
    _ available: Double, among children: [ViewNode], horizontal: Bool, _ p: ProposedSize
  ) -> [Size] {
    func along(_ s: Size) -> Double { horizontal ? s.width : s.height }
    func offer(_ x: Double?) -> ProposedSize {
      horizontal ? ProposedSize(width: x, height: p.height) : ProposedSize(width: p.width, height: x)
    }
    let minimum = children.map { c -> Double in
      if case .spacer(let minLength) = c.kind { return minLength ?? 8 }
      return along(size(c, offer(0)))
    }
    let flexibility = children.indices.map { i -> Double in
      if case .spacer = children[i].kind { return .infinity }
      return along(size(children[i], offer(.infinity))) - minimum[i]
    }
    let priority = children.map { c -> Double in
      if case .spacer = c.kind, c.layoutPriority == 0 { return -.infinity }
      return c.layoutPriority
    }
    var sizes = [Size](repeating: .zero, count: children.count)
    var remaining = available - minimum.reduce(0, +)
    for level in Set(priority).sorted(by: >) {
      let group = children.indices.filter { priority[$0] == level }
      remaining += group.map { minimum[$0] }.reduce(0, +)
      // Among children without a maximum (spacers, `maxWidth: .infinity`), the one with the larger
      // minimum goes first, as SwiftUI's flexibility estimate orders them (OpenSwiftUI's
      // `_LayoutTraits.FlexibilityEstimate`).
      let order = group.sorted { a, b in
        if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
        if flexibility[a].isInfinite, minimum[a] != minimum[b] { return minimum[a] > minimum[b] }
        return a < b
      }
      for (k, i) in order.enumerated() {
        let share = max(remaining, 0) / Double(order.count - k)
        var s = size(children[i], offer(share))
        if case .spacer(let minLength) = children[i].kind {
          s =
            horizontal
            ? Size(width: max(share, minLength ?? 8), height: 0) : Size(width: 0, height: max(share, minLength ?? 8))
        }
        sizes[i] = s
        remaining -= along(s)
      }
    }
    return sizes
  }

  /// Places `node` at `frame` and its children inside it.
  func place(_ node: ViewNode, _ frame: Frame, into frames: inout [ViewPath: Frame]) {
    var frame = frame
    let laidOut = frame
    if !node.ignoredSafeAreaEdges.isEmpty, !sizes.safeRegions.isEmpty {
      // Offered the region grown by the insets it reaches, the view takes what it takes there, from the
      // region's top-leading corner, as SwiftUI places it (OpenSwiftUI's `_SafeAreaIgnoringLayout`): a
      // flexible view fills the insets, a view of fixed height stays as tall as it was.
      let region = SafeAreaRegion.expand(frame, edges: node.ignoredSafeAreaEdges, through: sizes.safeRegions)
      if region != frame {
        let s = size(node, ProposedSize(width: region.width, height: region.height))
        frame = Frame(
          x: region.x - (region.width - s.width) / 2, y: region.y - (region.height - s.height) / 2, width: s.width,
          height: s.height)
      }
    }
    frames[node.path] = frame
    if node.keepsSafeArea { frame = laidOut }
    // A scroll view that grew under the status bar, the home indicator or an inset's bar keeps its content
    // where layout put it (UIKit's adjusted content inset): its content starts there and scrolls as far as
    // ends there, and runs on under the bars, inside the scroll view's frame.
    if node.scroller != nil {
      frame = SafeAreaRegion.inset(frame, to: laidOut, on: node.contentInsetEdges)
      sizes.scrollRegions[node.path] = frame
    }
    let proposal = ProposedSize(width: frame.width, height: frame.height)
    let left = frame.x - frame.width / 2
    let top = frame.y - frame.height / 2
    switch node.kind {
    case .fixed, .shape, .resizableImage, .resizableSymbol, .spacer:
      return
    case .frame(let f):
      guard let child = node.children.first else { return }
      let f = f.concrete(in: container)
      let placed = aligned(child, size(child, frameOffer(f, frame)), f.alignment, in: frame)
      // A scroll view's frame is its visible region: the container of what it scrolls (its content is
      // as long as it is).
      guard case .scroll = child.kind else { return place(child, placed, into: &frames) }
      inContainer(Size(width: frame.width, height: frame.height)) { place(child, placed, into: &frames) }
    case .padding(let e):
      guard let child = node.children.first else { return }
      let inner = Frame(
        x: left + e.leading + (frame.width - e.leading - e.trailing) / 2,
        y: top + e.top + (frame.height - e.top - e.bottom) / 2,
        width: max(frame.width - e.leading - e.trailing, 0), height: max(frame.height - e.top - e.bottom, 0))
      place(child, inner, into: &frames)
    case .wrapper, .fixedSize, .aspect:
      guard let child = node.children.first else { return }
      place(child, Frame(x: frame.x, y: frame.y, width: frame.width, height: frame.height), into: &frames)
    case .scroll(let axis, let offset):
      guard let child = node.children.first else { return }
      let (dx, dy) = axis == .horizontal ? (-offset, 0.0) : (0.0, -offset)
      place(child, Frame(x: frame.x + dx, y: frame.y + dy, width: frame.width, height: frame.height), into: &frames)
    case .layered(_, let alignment):
      for c in node.children { place(c, aligned(c, size(c, proposal), alignment, in: frame), into: &frames) }
    case .position(let x, let y):
      guard let child = node.children.first else { return }
      let s = size(child, proposal)
      place(child, Frame(x: left + x, y: top + y, width: s.width, height: s.height), into: &frames)
    case .custom(let layout):
      placeCustom(node, layout, frame, into: &frames)
    case .screen:
      placeScreen(node, frame, into: &frames)
    case .stack(let axis, let alignment, let spacing):
      let placed = stackFrames(node, axis, alignment, spacing, frame)
      guard let edge = node.safeAreaInsetEdge, placed.count > 1 else {
        for (c, f) in zip(node.children, placed) { place(c, f, into: &frames) }
        return
      }
      placeInsetting(node.children, placed, edge: edge, into: &frames)
    }
  }

  /// Places the children of a `.safeAreaInset`'s stack at `placed`: the inset's content (the first child
  /// at the top or leading edge, else the last) where the stack put it, and the view it insets with a safe
  /// area whose edge there is the inset's far side, so that what in it ignores the safe area (a scroll
  /// view, a background) runs on under the inset.
  private func placeInsetting(
    _ children: [ViewNode], _ placed: [Frame], edge: Edge, into frames: inout [ViewPath: Frame]
  ) {
    let inset = edge == .top || edge == .leading ? 0 : children.count - 1
    for (i, (c, f)) in zip(children, placed).enumerated() {
      guard i != inset else {
        place(c, f, into: &frames)
        continue
      }
      sizes.safeRegions.append(SafeAreaRegion.insetting(f, on: edge, to: placed[inset]))
      place(c, f, into: &frames)
      sizes.safeRegions.removeLast()
    }
  }

  /// The frames of a stack's children when the stack is laid out at `frame`.
  func stackFrames(
    _ node: ViewNode, _ axis: StackAxis, _ alignment: Alignment, _ spacing: Double?, _ frame: Frame
  ) -> [Frame] {
    let (_, sizes) = stackLayout(node, axis, alignment, spacing, ProposedSize(width: frame.width, height: frame.height))
    let x = crossExtents(node.children, sizes, .horizontal(alignment.horizontal))
    let y = crossExtents(node.children, sizes, .vertical(alignment.vertical))
    let left = frame.x - frame.width / 2
    let top = frame.y - frame.height / 2
    // The children's guides meet at one line, the content centred in the frame if the frame is larger.
    let x0 = left + (frame.width - x.before - x.after) / 2
    let y0 = top + (frame.height - y.before - y.after) / 2
    var cursor = axis == .horizontal ? left : top
    var frames: [Frame] = []
    let gaps = Self.gaps(node.children, spacing)
    for (i, s) in sizes.enumerated() {
      let cx = axis == .horizontal ? cursor + s.width / 2 : x0 + x.before - x.guides[i] + s.width / 2
      let cy = axis == .vertical ? cursor + s.height / 2 : y0 + y.before - y.guides[i] + s.height / 2
      frames.append(Frame(x: cx, y: cy, width: s.width, height: s.height))
      cursor += (axis == .horizontal ? s.width : s.height) + (i < gaps.count ? gaps[i] : 0)
    }
    return frames
  }

  /// The space between each child of a stack and the next: `spacing` when the stack has one, else
  /// SwiftUI's default 8 points, and none beside a spacer, whose spacing is zero (a spacer's own minimum
  /// length, 8 points by default, keeps its neighbours apart).
  static func gaps(_ children: [ViewNode], _ spacing: Double?) -> [Double] {
    guard children.count > 1 else { return [] }
    func isSpacer(_ n: ViewNode) -> Bool {
      if case .spacer = n.kind { return true }
      return false
    }
    return (1..<children.count).map { i in
      spacing ?? (isSpacer(children[i - 1]) || isSpacer(children[i]) ? 0 : 8)
    }
  }
}
