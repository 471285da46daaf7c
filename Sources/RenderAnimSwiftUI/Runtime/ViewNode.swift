import DisplayModel
import Keyframes

/// One view after its body is evaluated: what it draws or how it lays out its children, the modifiers
/// applied to it (innermost first), and where its gestures and identifiers are.
nonisolated struct ViewNode {
  /// What the node is.
  enum Kind {
    /// A leaf that sizes itself (text, SF Symbol, emoji, image): drawn as `content` in `size`.
    case fixed(DisplayContent, size: Size)
    /// A shape or colour: takes the size it is offered.
    case shape(ShapeSpec)
    /// An image that scales to the size it is offered (`resizable`), keeping `aspect` when given; painted
    /// in the `template` colour through its alpha with `renderingMode(.template)`.
    case resizableImage(path: String, natural: Size, aspect: (ratio: Double?, fit: Bool)?, template: RGBAColor?)
    /// An SF Symbol made `resizable`: its glyph (`content`, measured `glyph`) scaled so that the symbol's
    /// box (`natural`, centred `inkCentre` from the glyph's centre: the ink, as
    /// ``SFSymbols/inkBox(of:size:measurer:)`` finds it) fills the size it is offered, keeping `aspect` when given.
    case resizableSymbol(
      DisplayContent, glyph: Size, natural: Size, aspect: (ratio: Double?, fit: Bool)?,
      inkCentre: (x: Double, y: Double))
    /// A stack: `.horizontal`, `.vertical` or `.depth` (ZStack), with alignment and spacing (nil: 8 pt).
    case stack(StackAxis, alignment: Alignment, spacing: Double?)
    /// Flexible space along the enclosing stack's axis.
    case spacer(minLength: Double?)
    /// `.frame(width:height:alignment:)` and `.frame(minWidth:…)`.
    case frame(FrameLayout)
    /// `.padding`.
    case padding(EdgeInsets)
    /// A container with one child that takes the child's size.
    case wrapper
    /// `.aspectRatio`: the child at `ratio` (or its own), fitting or filling the space offered.
    case aspect(ratio: Double?, fit: Bool)
    /// `.fixedSize(horizontal:vertical:)`: the child at its ideal size on those axes.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// A scroll view's content: the child at its ideal length along `axis` (and the length offered across
    /// it), from the top or leading edge less `offset` points.
    case scroll(StackAxis, offset: Double)
    /// Backgrounds and overlays: the size of child `main`; the others are offered that size and placed in
    /// it at `alignment` (`.overlay(alignment: .topLeading)`).
    case layered(main: Int, alignment: Alignment = .center)
    /// `.position(x:y:)`: takes the space offered and puts the child's centre at (x, y) in it.
    case position(x: Double, y: Double)
    /// A layout of your own (`Layout`), or one of SwiftUI's built on it (`Grid`).
    case custom(CustomLayout)
    /// The screen: a black backdrop (child 0), the root (child 1) laid out as without presentations, and
    /// the presentations the views in it make (sheets, alerts), each over the whole of the space the root
    /// is offered (ViewLayout+Presentations.swift).
    case screen
  }

  var path: ViewPath
  var kind: Kind
  var children: [ViewNode] = []
  var effects: [Effect] = []
  /// The transaction for the frames of this node and those inside it, when a modifier changed it.
  var layoutTransaction: Transaction? = nil
  /// A tap action and the texts it can be named by.
  var tap: TapTarget? = nil
  /// A drag gesture (`.gesture(DragGesture()…)`), played by `--drag`.
  var drag: DragTarget? = nil
  /// A long press (`.onLongPressGesture`, `LongPressGesture`), played by `--long-press`.
  var longPress: LongPressTarget? = nil
  /// `.accessibilityIdentifier`.
  var identifier: String? = nil
  /// What the view is called for `--tap` besides its text: an SF Symbol's name.
  var name: String? = nil
  /// Paint that does not animate: an image's placeholder art (another image is not a colour change).
  var staticPaint = false
  /// `.mask` with a view that is not a shape: the children from this index on are the mask, laid out over
  /// the first as an overlay is, and drawn as the alpha of what the others draw.
  var masksFrom: Int? = nil
  /// `.blendMode`.
  var blendMode: BlendMode = .normal
  /// Whether `sample` lists its presence (a scene file's layer under `if`): 0 absent, 1 present, between
  /// while its transition plays.
  var samplesPresence = false
  /// Whether `sample` lists its animated frame's centre (`place.x`, `place.y`).
  var samplesPlace = false
  /// Whether `sample` lists it as one layer with its children's values (a scene file's group).
  var samplesAsLayer = false
  /// Whether `sample` lists its text's `font.size` as drawn (a scene file's font size that changes).
  var samplesFontSize = false
  /// Whether `sample` lists its shape's gradient fill as drawn (a scene file's gradient `fill`).
  var samplesGradient = false
  /// A text's content transition (`.contentTransition`, else a crossfade; nil under `.identity`).
  var textTransition: TextContentTransition? = nil
  /// Whether `sample` lists the progress of the text's changes (`contentTransition`) when none has played:
  /// under a `.contentTransition` written around it, as a scene's text layer lists it.
  var listsTextTransition = false
  /// Values for `sample` that are not modifiers (a keyframe animator's `value.*`).
  var values: [(String, Double)] = []
  /// The transition for insertion and removal.
  var transition: AnyTransition? = nil

  /// The transition it is inserted and removed with: its own, else that of the view its modifiers wrap — a
  /// `.transition` written inside `.position`, `.frame`, `.padding` or `.background` belongs to the
  /// inserted view, as SwiftUI's transition trait does — else nil (a container's children keep theirs).
  var insertionTransition: AnyTransition? {
    if let transition { return transition }
    switch kind {
    case .position, .frame, .padding, .wrapper, .aspect, .fixedSize:
      return children.count == 1 ? children[0].insertionTransition : nil
    case .layered(let main, _): return main < children.count ? children[main].insertionTransition : nil
    default: return nil
    }
  }
  /// A custom shape's outline, made at the size the shape is drawn.
  var outline: CustomOutline? = nil
  /// A shape's size for a proposal (`Shape.sizeThatFits(_:)`); nil: the proposal, 10 where it is open.
  var shapeSize: ((ProposedViewSize) -> CGSize)? = nil
  /// `.navigationTitle`, `.toolbar` and their kin: what the view asks of its navigation stack's bar.
  var navigation: NavigationRequest? = nil
  /// `.tag`, or the id `ForEach` gave the view: the value a picker's option stands for.
  var tag: AnyHashable? = nil
  /// `.tabItem`: the view's item in a tab bar.
  var tabItem: AnyView? = nil
  /// A list's section (Section.swift) and what a row asks of its list.
  var listSection: ListSectionParts? = nil
  var listRow: ListRowOptions? = nil
  /// In a list's row, where the separator under it starts, from the row's content edge: a label's title.
  var listSeparatorLeading: Double? = nil
  /// `.preference` and `.transformPreference` written on the view, innermost first (PreferenceKey.swift).
  var preferences: [PreferenceWrite] = []
  /// A `Canvas`'s drawing, made at the size it is drawn.
  var drawing: ((Size) -> [DisplayItem])? = nil
  /// `matchedGeometryEffect` id and namespace, and whether this view is the geometry's source.
  var matched: MatchedGeometry? = nil
  /// Further geometries this view is the source of (`.matchedGeometryEffect` written more than once).
  var matchedSources: [MatchedGeometry] = []
  /// Made by the body of an `Animatable` (``DerivedScope``): its frame and paint are recomputed each
  /// frame from the animated data.
  var derived = DerivedScope.active
  /// An SF Symbol as drawn: its name with the environment's variant applied (`heart` under
  /// `.symbolVariant(.fill)` is `heart.fill`), what a content transition compares.
  var symbolDrawn: String? = nil
  /// `.zIndex`: among its siblings, drawn (and hit) in this order, then in the order written.
  var zIndex = 0.0
  /// `.allowsHitTesting(false)`: a tap at a point passes through the view and all inside it.
  var hitTesting = true
  /// `.disabled(true)`: taps on the view and all inside it do nothing.
  var disabled = false
  /// `.contentShape`: the view is hit anywhere in this shape of its frame, not only where it draws.
  var contentShape: ShapeSpec? = nil
  /// `.alignmentGuide`s written on the view, innermost first.
  var guides: [AlignmentGuide] = []
  /// `.layoutPriority`: in a stack, children of higher priority are offered the space first.
  var layoutPriority = 0.0
  /// `.minimumScaleFactor`: a text that does not fit its lines shrinks down to this fraction of its size.
  var minimumScaleFactor = 1.0
  /// `.allowsTightening(true)`: a line that would be cut is set with tighter character spacing when that
  /// makes it fit (``ViewLayout/setText(_:font:paragraph:ideal:_:fitting:)``).
  var allowsTightening = false
  /// `.geometryGroup()`: the frames of the views inside animate relative to this view's frame, so views
  /// inserted inside move with it (``ViewGraph/frameKey(_:_:group:)``).
  var geometryGroup = false
  /// Whether the frames inside animate relative to this view's: a `.geometryGroup()`, or a matched
  /// geometry, whose frame its views are laid out in as it moves.
  var groupsGeometry: Bool { geometryGroup || matched != nil }
  /// `.layoutValue(key:value:)`s, by key type: what the layout around the view reads from it.
  var layoutValues: [ObjectIdentifier: Any] = [:]
  /// What the view presents over the screen (`.sheet`, `.alert`…), each a depth stack under the
  /// presentation's own path, empty while nothing is presented; ``ViewLayout/screen(_:)`` lifts them to the
  /// screen.
  var presentations: [ViewNode] = []
  /// A presented view behind which the screen recedes (a large sheet).
  var recedesScreen = false
  /// `.ignoresSafeArea(edges:)`: on these edges, where the view reaches them, it is offered the region
  /// grown by the safe area's insets (Device.swift, `ViewLayout.place`).
  var ignoredSafeAreaEdges: Edge.Set = []
  /// A scroll view's edges at which, grown into the safe area, it keeps its content inside it (UIKit's
  /// adjusted content inset): the top and bottom of a vertical one, less those its code ignores the safe
  /// area on.
  var contentInsetEdges: Edge.Set = []
  /// The stack a `.safeAreaInset` at this edge makes: the inset's content is its first or last child, and
  /// the view it insets lays out in a safe area that ends at the content's far side.
  var safeAreaInsetEdge: Edge? = nil
  /// `.toolbar(.hidden, for: .tabBar)`: while the tab this is in is chosen, the tab view draws no bar.
  var hidesTabBar = false
  /// A UIKit container (a navigation stack, a tab view with a bar) that lays its bars and content out
  /// inside the screen's safe area whatever region it is given: ignoring the safe area, it grows into the
  /// insets, and what is in it stays where the safe area puts it (what in it ignores the safe area grows
  /// into the insets itself).
  var keepsSafeArea = false
  /// A spacer's stack axis (``ViewEnvironment/stackAxis``): it grows along `.horizontal` or `.vertical`
  /// only, with no length across; both ways along `.depth`.
  var spacerAxis: StackAxis = .depth
  /// A scroll view: what `--drag` on it scrolls (ScrollPlayback.swift).
  var scroller: ScrollTarget? = nil
  /// `.scrollTargetLayout()`: the children of this view are where a `.viewAligned` scroll comes to rest.
  var scrollTargetLayout = false

  init(path: ViewPath, kind: Kind, children: [ViewNode] = []) {
    self.path = path
    self.kind = kind
    self.children = children
  }

  /// The `zIndex` its siblings order it by: its own, else that of the one view it wraps, as SwiftUI's view
  /// traits pass out through modifiers and a custom view's body up to the container (a stack's children's
  /// do not pass out of the stack).
  var drawingZIndex: Double {
    guard zIndex == 0 else { return zIndex }
    switch kind {
    case .stack: return 0
    case .layered(let main, _): return main < children.count ? children[main].drawingZIndex : 0
    default: return children.count == 1 ? children[0].drawingZIndex : 0
    }
  }

  /// `items` in drawing order: by `zIndex`, then in the order written.
  static func drawingOrder<T>(_ items: [T], zIndex: (T) -> Double) -> [T] {
    guard items.contains(where: { zIndex($0) != 0 }) else { return items }
    return items.enumerated().sorted { (zIndex($0.element), $0.offset) < (zIndex($1.element), $1.offset) }.map(
      \.element)
  }

  /// What the node can be named by for `--tap`: the identifier of every `.accessibilityIdentifier` in it
  /// (wherever in the chain it was written) and the text of every `Text` (emoji too) and SF Symbol in it.
  var texts: [String] {
    var result: [String] = identifier.map { [$0] } ?? []
    if let name {
      result.append(name)
    } else if case .fixed(let content, _) = kind {
      if case .text(let s, _, _, _, _) = content { result.append(s) }
      if case .emoji(let s, _) = content { result.append(s) }
    }
    for c in children { result += c.texts }
    return result
  }
}

/// `matchedGeometryEffect(id:in:isSource:)`: views with the same key share one frame animator, so a
/// view inserted as another with its key is removed moves from where that one was; a view that is not the
/// source takes the source's frame.
nonisolated struct MatchedGeometry {
  var key: String
  var isSource: Bool
  /// What a follower takes from the source: its position, its size, or both (its frame).
  var properties: MatchedGeometryProperties = .frame
  /// The point of the view that is the shared position: a source gives its own point there, a follower
  /// puts its own point there.
  var anchor: UnitPoint = .center
  /// How many of the view's effects were written before the modifier (inside it); the others, and its
  /// ancestors', move it in the window (``MatchedPlacement``).
  var effectsInside = 0
}

/// The axis of a stack.
nonisolated public enum StackAxis: Sendable {
  /// Children side by side, in order along the line (an `HStack`).
  case horizontal
  /// Children one above another, top to bottom (a `VStack`).
  case vertical
  /// Children layered one over another, the first at the back (a `ZStack`).
  case depth
}

/// A frame modifier's numbers (nil: the child's own).
nonisolated struct FrameLayout {
  var width: Double?, height: Double?
  var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
  var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
  var alignment: Alignment
  /// Whether `sample` lists its `frame.width` and `frame.height` (not for a scene layer's `frame` key,
  /// which sizes its content).
  var reportsValues = true
  /// `containerRelativeFrame`: the length along each of its axes, from the container's length there (the
  /// nearest scroll view's visible region, else the safe area); layout sets ``width`` and ``height`` from it.
  var relative: (axes: Axis.Set, length: (Double, Axis) -> Double)? = nil

  /// The frame with its container-relative lengths made fixed for a container of `container` (none: a
  /// view sized to its ideal size has no container, and the frame fixes nothing).
  func concrete(in container: Size?) -> FrameLayout {
    guard let relative, let container else { return self }
    var f = self
    if relative.axes.contains(.horizontal) { f.width = max(0, relative.length(container.width, .horizontal)) }
    if relative.axes.contains(.vertical) { f.height = max(0, relative.length(container.height, .vertical)) }
    return f
  }
}

/// A tappable view.
nonisolated struct TapTarget {
  var action: () -> Void
  /// `Button`, or `onTapGesture`.
  var isButton: Bool
  /// Where the action was attached: a gesture on a group is on each of its views, one action.
  var origin: ViewPath? = nil
  /// A button's finger going down (true) and up (false): its style's `isPressed` in between.
  var pressing: ((Bool) -> Void)? = nil
}

/// One render modifier on a node, with the value it has at the update that built it.
nonisolated struct Effect {
  /// What the modifier does.
  enum Kind {
    case offset
    case scale(anchor: UnitPoint)
    case rotation(anchor: UnitPoint)
    case opacity, blur
    case shadow, saturation, grayscale, brightness, contrast, hueRotation, colorMultiply, colorInvert
    /// Its vector: the angle in radians, the axis (x, y, z), the anchor (x, y), anchorZ and perspective,
    /// all animated, as SwiftUI's.
    case rotation3D
    /// `clipShape`/`mask` with a built-in shape, or a custom shape's outline made at the frame's size.
    case clip(ShapeSpec, outline: CustomOutline? = nil)
    case background(ShapeSpec, over: Bool)
    case mask(ShapeSpec, outline: CustomOutline? = nil)
    /// `GeometryEffect`, `transformEffect`, `projectionEffect`: a transform made for the view's size.
    case geometry(GeometryTransform)
    /// `compositingGroup()`/`drawingGroup()`: what is inside becomes one picture (no value).
    case compositingGroup
    /// `.transaction`/`.animation` recorded on the chain (no value).
    case marker
  }
  /// Where the value comes from at a frame.
  enum Source {
    /// A state-driven value, animated by the transactions of the updates.
    case state
    /// Set per frame (inside a keyframe animator's content).
    case direct
  }
  var kind: Kind
  /// SwiftUI's name, as `sample` prints it (`offset`, `scaleEffect`, `rotationEffect`…).
  var name: String
  /// Component names (`x`, `y`; `radians`; `""` for a scalar).
  var componentNames: [String]
  var vector: [Double]
  var source: Source = .state
  /// Made by the body of an `Animatable` (``DerivedScope``): recomputed each frame from the animated data.
  var derived = DerivedScope.active
  var animation: Animation? = nil
}

extension ViewNode {
  /// Whether the node draws content whose change plays a content transition: a text, an emoji, a symbol,
  /// also a `resizable()` one.
  var drawsChangingContent: Bool {
    switch kind {
    case .fixed, .resizableSymbol: true
    default: false
    }
  }

  /// What the node draws, as a content transition compares and fades it: a fixed leaf's content; a
  /// resizable symbol's glyph scaled about its centre so that the symbol's box fills `size` (its frame;
  /// nil: its natural box); nil for other nodes.
  func changingDrawn(in size: Size? = nil) -> DisplayContent? {
    switch kind {
    case .fixed(let content, _): return content
    case .resizableSymbol(let glyph, let glyphSize, let natural, _, let ink):
      let size = size ?? natural
      let scale = AffineTransform.scale(
        x: size.width / max(natural.width, 1e-9), y: size.height / max(natural.height, 1e-9))
      let centred = scale.concatenating(.translation(x: -ink.x, y: -ink.y))
      return .group([DisplayItem(content: glyph, frameSize: glyphSize, transform: centred)])
    default: return nil
    }
  }

  /// ``changingDrawn(in:)`` at the natural box.
  var changingDrawn: DisplayContent? { changingDrawn() }
}
