/// A stack layout as a value (SwiftUI's `HStackLayout`, `VStackLayout`, `ZStackLayout`), used directly or
/// through ``AnyLayout``. Switching an `AnyLayout` keeps its children's identities, so they move to their
/// new places with the change's animation.
public protocol StackLayoutValue {
  /// The stack this layout is.
  var stack: (axis: StackAxis, alignment: Alignment, spacing: Double?) { get }
}

extension StackLayoutValue {
  /// Lays out `content` with this layout.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    _LayoutView(stack: stack, content: content())
  }
}

/// `HStackLayout(alignment:spacing:)`.
nonisolated public struct HStackLayout: StackLayoutValue {
  public let stack: (axis: StackAxis, alignment: Alignment, spacing: Double?)
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    stack = (.horizontal, Alignment(horizontal: .center, vertical: alignment), spacing.map(Double.init))
  }
}

/// `VStackLayout(alignment:spacing:)`.
nonisolated public struct VStackLayout: StackLayoutValue {
  public let stack: (axis: StackAxis, alignment: Alignment, spacing: Double?)
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    stack = (.vertical, Alignment(horizontal: alignment, vertical: .center), spacing.map(Double.init))
  }
}

/// `ZStackLayout(alignment:)`.
nonisolated public struct ZStackLayout: StackLayoutValue {
  public let stack: (axis: StackAxis, alignment: Alignment, spacing: Double?)
  public init(alignment: Alignment = .center) { stack = (.depth, alignment, 0) }
}

/// A type-erased layout (SwiftUI's `AnyLayout`).
nonisolated public struct AnyLayout: StackLayoutValue {
  public let stack: (axis: StackAxis, alignment: Alignment, spacing: Double?)
  public init<L: StackLayoutValue>(_ layout: L) { stack = layout.stack }
}

/// Content laid out by a layout value: one stack whose identity does not depend on which layout it is.
nonisolated struct _LayoutView<Content: View>: View, PrimitiveView {
  typealias Body = Never
  let stack: (axis: StackAxis, alignment: Alignment, spacing: Double?)
  let content: Content
  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    let children = try context.resolve(content, path: path.appending("items"), environment: environment)
    return [
      ViewNode(
        path: path, kind: .stack(stack.axis, alignment: stack.alignment, spacing: stack.spacing), children: children)
    ]
  }
}
