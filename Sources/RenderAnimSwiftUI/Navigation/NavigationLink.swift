import DisplayModel

/// A link that pushes a view onto the navigation stack it is in (SwiftUI's `NavigationLink`): a tap
/// (`--tap TITLE`) pushes its destination, or its value for the stack's `.navigationDestination(for:)`.
/// In a list or form its row shows the label with a chevron at the trailing edge in the tertiary label
/// colour; elsewhere the label is drawn as a button's, in the tint.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
  public typealias Body = Never
  let label: Label
  let target: NavigationTarget

  /// A link with a label to `destination`.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.target = .view(AnyView(destination()))
  }
  /// A link with a label to `destination`.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.target = .view(AnyView(destination))
  }
  /// A link that pushes `value` (nil: a link that does nothing).
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
    self.label = label()
    self.target = value.map { .value(AnyHashable($0)) } ?? .none
  }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    let push = environment.navigationPush
    let target = self.target
    let action = { if let push { push(target) } }
    if environment.listContext != nil {
      var row = environment
      row.navigationPush = nil
      let content = HStack(spacing: 6) {
        label.frame(maxWidth: .infinity, alignment: .leading)
        Image(systemName: "chevron.right").font(.system(size: 14, weight: .semibold))
          .foregroundStyle(Color(named: "tertiaryLabel"))
      }
      .contentShape(Rectangle())
      .onTapGesture(perform: action)
      return try context.resolve(content, path: path.appending("row"), environment: row)
    }
    return try context.resolve(
      Button(action: action) { label }, path: path.appending("button"), environment: environment)
  }
}

nonisolated extension NavigationLink where Label == Text {
  /// A link titled `title` to `destination`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }
  /// A link titled with a string, as written, to `destination`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }
  /// A link titled `title` to `destination` (the older form, the destination made at once).
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }
  /// A link titled with a string, as written, to `destination` (the older form).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }
  /// A link titled `title` that pushes `value`.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Destination == Never {
    self.init(value: value) { Text(titleKey) }
  }
  /// A link titled with a string, as written, that pushes `value`.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Destination == Never {
    self.init(value: value) { Text(title) }
  }
}

/// What a link pushes: a view, or a value for the stack's destinations.
nonisolated enum NavigationTarget {
  case view(AnyView)
  case value(AnyHashable)
  case none
}

/// A view pushed on a navigation stack, and how it is popped.
nonisolated struct NavigationEntry {
  var view: AnyView
  var pop: () -> Void
}
