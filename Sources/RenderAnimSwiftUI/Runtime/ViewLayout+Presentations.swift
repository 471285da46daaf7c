import DisplayModel

/// Presentations (`.sheet`, `.fullScreenCover`, `.alert`, `.confirmationDialog`) stand over the whole
/// screen wherever the view that makes them is: the nodes they resolve to are lifted out of the tree to
/// a ``ViewNode/Kind/screen`` node at its root, drawn and hit after everything else.
nonisolated extension ViewLayout {
  /// The views of a screen: ``root(_:)`` of `nodes`, with the presentations made anywhere in it lifted
  /// to a screen node over it (the root itself when nothing in it presents).
  static func screen(_ nodes: [ViewNode]) -> ViewNode {
    // The root's views in a stack that is always there, as a hosting view stacks a body of several views
    // vertically: a view that comes or goes beside another (`if` next to a `Button` in a body) is inserted
    // in the stack that was there, not with a stack that appears with it.
    var main = ViewNode(
      path: ViewPath("/root"), kind: .stack(.vertical, alignment: .center, spacing: nil), children: nodes)
    var presented: [ViewNode] = []
    lift(&main, into: &presented)
    guard !presented.isEmpty else { return main }
    // Behind a large sheet the screen recedes: the root shrinks to 92 % over black, as iOS draws a page
    // sheet's presenting view (our estimate of its scale, not measured). Both always stand here while
    // something can present, so they animate (with the presentations' spring) rather than appear.
    let recedes = presented.contains { $0.hitTesting && $0.children.contains(where: \.recedesScreen) }
    var scale = Effect(
      kind: .scale(anchor: .center), name: "scaleEffect", componentNames: ["x", "y"],
      vector: recedes ? [recededScale, recededScale] : [1, 1])
    scale.animation = _PresentationModifier.animation
    main.effects.append(scale)
    var backdrop = ViewNode(
      path: ViewPath("/screen/backdrop"),
      kind: .shape(ShapeSpec(kind: .rectangle, fill: RGBAColor(red: 0, green: 0, blue: 0))))
    var shown = Effect(kind: .opacity, name: "opacity", componentNames: [""], vector: [recedes ? 1 : 0])
    shown.animation = _PresentationModifier.animation
    backdrop.effects = [shown]
    backdrop.ignoredSafeAreaEdges = .all
    backdrop.hitTesting = false
    return ViewNode(path: ViewPath("/screen"), kind: .screen, children: [backdrop, main] + presented)
  }

  /// The scale of a screen behind a large sheet.
  static let recededScale = 0.92

  private static func lift(_ node: inout ViewNode, into presented: inout [ViewNode]) {
    for i in node.children.indices { lift(&node.children[i], into: &presented) }
    // A presentation stands under those made inside it (a sheet presented from a sheet is over it).
    for var p in node.presentations {
      let index = presented.count
      presented.append(p)
      lift(&p, into: &presented)
      presented[index] = p
    }
    node.presentations = []
  }

  /// A screen's size: all it is offered (its root's own size on an axis not offered).
  func screenSize(_ node: ViewNode, _ p: ProposedSize) -> Size {
    let main = node.children.dropFirst().first.map { size($0, p) } ?? Size(width: 0, height: 0)
    return Size(width: p.width ?? main.width, height: p.height ?? main.height)
  }

  /// Places a screen's root (child 1) as it would be placed alone (its own size, centred), and its
  /// backdrop (child 0) and each presentation over all of `frame`. The screen's own frame is recorded as the
  /// origin, so that the root's frame, relative to it, is the same number with or without presentations (nothing
  /// jumps when a view that presents comes or goes).
  func placeScreen(_ node: ViewNode, _ frame: Frame, into frames: inout [ViewPath: Frame]) {
    frames[node.path] = Frame(x: 0, y: 0, width: 0, height: 0)
    let proposal = ProposedSize(width: frame.width, height: frame.height)
    for (i, c) in node.children.enumerated() {
      let s = i == 1 ? size(c, proposal) : Size(width: frame.width, height: frame.height)
      place(c, Frame(x: frame.x, y: frame.y, width: s.width, height: s.height), into: &frames)
    }
  }
}

nonisolated extension ViewNode {
  /// What a person can reach on a screen: the front-most presentation while one is up (the views behind
  /// it are covered by its dimming or its card), else the whole screen. A presentation's place is hit
  /// only while it is presented (``_PresentationModifier``).
  var reachable: ViewNode {
    guard case .screen = kind, let front = children.dropFirst(2).last(where: \.hitTesting) else {
      return self
    }
    return front
  }
}
