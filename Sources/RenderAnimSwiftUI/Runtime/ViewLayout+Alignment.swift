import DisplayModel

/// Alignment guides, as SwiftUI's layout reads them: a stack lines its children up on the value of its
/// alignment in each child — the child's explicit `.alignmentGuide` when it has one (written on the view,
/// or inside a padding, frame, background or overlay around it, moved by where that puts the view), else
/// the alignment's default (a fraction of the child's size, or a custom `AlignmentID`'s value).
nonisolated extension ViewLayout {
  /// The value of `key` in `node` laid out at `size`, measured from its leading or top edge.
  func guide(_ node: ViewNode, _ key: GuideKey, size: Size) -> Double {
    if let value = explicitGuide(node, key, size: size) { return value }
    if case .vertical(let a) = key, let which = a.key.baseline, let value = textBaseline(node, which, size: size) {
      return value
    }
    switch key {
    case .horizontal(let a): return a.defaultValue(size)
    case .vertical(let a): return a.defaultValue(size)
    }
  }

  /// `node`'s explicit guide for `key` at `size`, if it or the view it wraps has one.
  func explicitGuide(_ node: ViewNode, _ key: GuideKey, size: Size) -> Double? {
    let cacheKey = SizeCache.GuideKey(path: node.path, key: key, width: size.width, height: size.height)
    if let known = sizes.guides[cacheKey] { return known }
    let value = explicitGuide(node, key, size: size, written: node.guides.count)
    sizes.guides[cacheKey] = value
    return value
  }

  /// The explicit guide among the first `written` guides of `node`, or from inside it.
  private func explicitGuide(_ node: ViewNode, _ key: GuideKey, size: Size, written: Int) -> Double? {
    if let i = node.guides.prefix(written).lastIndex(where: { $0.key == key }) {
      // The closure sees the view as the modifiers inside it made it: the guides written before it.
      let dimensions = ViewDimensions(width: size.width, height: size.height) { inner in
        self.explicitGuide(node, inner, size: size, written: i)
      }
      return node.guides[i].compute(dimensions)
    }
    if case .custom(let layout) = node.kind { return customGuide(node, layout, key, size: size) }
    if case .stack(let axis, let alignment, let spacing) = node.kind, key.isCustom {
      return stackGuide(node, axis, alignment, spacing, key, size: size)
    }
    guard let (child, frame) = wrappedChild(node, size: size),
      let value = explicitGuide(child, key, size: Size(width: frame.width, height: frame.height))
    else { return nil }
    switch key {
    case .horizontal: return value + frame.x - frame.width / 2
    case .vertical: return value + frame.y - frame.height / 2
    }
  }

  /// A stack's explicit value of a custom guide: its children's explicit values where they stand in it,
  /// their mean where several have one (nil where none has). SwiftUI reads a custom guide through
  /// containers (a guide set on a view in an `HStack` aligns the stack in the `ZStack` around it); the
  /// built-in guides stop at the first container.
  private func stackGuide(
    _ node: ViewNode, _ axis: StackAxis, _ alignment: Alignment, _ spacing: Double?, _ key: GuideKey, size: Size
  ) -> Double? {
    let whole = Frame(x: size.width / 2, y: size.height / 2, width: size.width, height: size.height)
    var values: [Double] = []
    for (child, f) in zip(node.children, stackFrames(node, axis, alignment, spacing, whole)) {
      guard let value = explicitGuide(child, key, size: Size(width: f.width, height: f.height)) else { continue }
      switch key {
      case .horizontal: values.append(value + f.x - f.width / 2)
      case .vertical: values.append(value + f.y - f.height / 2)
      }
    }
    return values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
  }

  /// The one view a padding, frame, background, overlay or wrapper puts inside `node` at `size`, and its
  /// frame there (origin at `node`'s top-left corner); nil for stacks and leaves.
  func wrappedChild(_ node: ViewNode, size: Size) -> (ViewNode, Frame)? {
    let whole = Frame(x: size.width / 2, y: size.height / 2, width: size.width, height: size.height)
    switch node.kind {
    case .padding(let e):
      guard let child = node.children.first else { return nil }
      let w = max(size.width - e.leading - e.trailing, 0)
      let h = max(size.height - e.top - e.bottom, 0)
      return (child, Frame(x: e.leading + w / 2, y: e.top + h / 2, width: w, height: h))
    case .wrapper, .aspect:
      return node.children.first.map { ($0, whole) }
    case .screen:
      return node.children.dropFirst().first.map { ($0, whole) }
    case .layered(let main, _):
      return main < node.children.count ? (node.children[main], whole) : nil
    case .frame(let f):
      guard let child = node.children.first else { return nil }
      let f = f.concrete(in: container)
      let s = self.size(child, frameOffer(f, whole))
      return (child, aligned(child, s, f.alignment, in: whole))
    default:
      return nil
    }
  }

  /// What a frame offers its child when it is laid out at `frame`.
  func frameOffer(_ f: FrameLayout, _ frame: Frame) -> ProposedSize {
    let flexible = f.minWidth != nil || f.maxWidth != nil || f.minHeight != nil || f.maxHeight != nil
    return flexible
      ? ProposedSize(width: frame.width, height: frame.height)
      : ProposedSize(width: f.width ?? frame.width, height: f.height ?? frame.height)
  }

  /// `child` of size `s` placed in `f` so that its guides for `a` meet `f`'s own (SwiftUI's frame and
  /// ZStack alignment).
  func aligned(_ child: ViewNode, _ s: Size, _ a: Alignment, in f: Frame) -> Frame {
    let own = Size(width: f.width, height: f.height)
    let dx = a.horizontal.defaultValue(own) - guide(child, .horizontal(a.horizontal), size: s)
    let dy = a.vertical.defaultValue(own) - guide(child, .vertical(a.vertical), size: s)
    return Frame(
      x: f.x - f.width / 2 + dx + s.width / 2, y: f.y - f.height / 2 + dy + s.height / 2,
      width: s.width, height: s.height)
  }

  /// How far a stack's children reach before and after their common guide on the cross axis: the stack's
  /// cross size is their sum, and a child stands `before - its guide` from the stack's edge.
  func crossExtents(
    _ children: [ViewNode], _ sizes: [Size], _ key: GuideKey
  ) -> (before: Double, after: Double, guides: [Double]) {
    guard !children.isEmpty else { return (0, 0, []) }
    var before = -Double.infinity
    var after = -Double.infinity
    var guides: [Double] = []
    for (c, s) in zip(children, sizes) {
      let length: Double
      if case .horizontal = key { length = s.width } else { length = s.height }
      // A child that takes an infinite length (offered one, to find how far it can grow) has no guide to
      // speak of: it reaches without end after its leading or top edge.
      let g = length.isFinite ? guide(c, key, size: s) : 0
      before = max(before, g)
      after = max(after, length - g)
      guides.append(g)
    }
    return (before, after, guides)
  }
}
