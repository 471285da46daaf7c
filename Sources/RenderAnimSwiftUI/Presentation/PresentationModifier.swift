import DisplayModel
import Keyframes

/// A presentation a view makes (`.sheet`, `.fullScreenCover`, `.alert`, `.confirmationDialog`): while it
/// is presented, its views stand over the whole screen (ViewLayout+Presentations.swift), and the views
/// inside read a ``DismissAction`` that ends it. It comes and goes with UIKit's own animation whatever
/// the change's transaction, as on iOS (docs/swift-views.md, Presentations).
nonisolated struct _PresentationModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  /// The name of the presentation's place under the view (`sheet`, `alert`…): two kinds on one view
  /// keep apart.
  let slot: String
  let isPresented: Bool
  /// Ends the presentation: its binding set to false or nil, then `onDismiss`.
  let dismiss: () -> Void
  /// The presentation's views, resolved at a path under the slot in an environment whose `dismiss`
  /// ends it, and whether it is presented: what stays when it is not (a sheet's place) lets what comes
  /// and goes inside it play its transition at its own frame.
  let presentation: (ViewPath, ViewEnvironment, ResolveContext, Bool) throws(ViewError) -> [ViewNode]

  /// How a presentation comes and goes: a critically damped spring of half a second, our estimate of
  /// UIKit's sheet and alert animations (not measured on a device).
  static let animation = Animation.spring(response: 0.5, dampingFraction: 1)

  func resolve(
    content: any View, path: ViewPath, environment: ViewEnvironment, in context: ResolveContext
  ) throws(ViewError) -> [ViewNode] {
    var nodes = try context.resolve(content, path: path, environment: environment)
    guard !nodes.isEmpty else { return nodes }
    let slotPath = path.appending(slot)
    var holder = ViewNode(path: slotPath, kind: .stack(.depth, alignment: .center, spacing: 0))
    holder.hitTesting = isPresented
    // The presentation reads the presenter's environment, but is in no list and on no navigation stack
    // of the presenter's (a link in a sheet pushes nothing behind it).
    var env = environment
    env.listContext = nil
    env.navigationPush = nil
    if isPresented { env.values.dismiss = DismissAction(dismiss) }
    holder.children = try presentation(slotPath, env, context, isPresented)
    if let graph = context.graph, graph.changed(key: slotPath.description + "#presented", to: isPresented) {
      holder.layoutTransaction = Transaction(animation: Self.animation)
    }
    nodes[0].presentations.append(holder)
    return nodes
  }
}

nonisolated extension View {
  /// This view making a presentation under `slot`, drawn by `make` (``_PresentationModifier``).
  func presentation(
    _ slot: String, isPresented: Bool, dismiss: @escaping () -> Void,
    _ make: @escaping (ViewPath, ViewEnvironment, ResolveContext, Bool) throws(ViewError) -> [ViewNode]
  ) -> some View {
    modifier(_PresentationModifier(slot: slot, isPresented: isPresented, dismiss: dismiss, presentation: make))
  }
}
