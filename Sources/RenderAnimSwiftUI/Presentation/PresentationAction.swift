import DisplayModel

/// A button of an alert or a confirmation dialog: its role, label and action.
nonisolated struct PresentationAction {
  var role: ButtonRole?
  var label: AnyView
  var action: () -> Void
}

/// Collects the buttons an alert's or dialog's `actions` make (``ViewEnvironment/actionSink``): they are
/// drawn by the alert, in its order and style, not where they are written.
nonisolated final class PresentationActions {
  var actions: [PresentationAction] = []

  /// The buttons `view` makes, resolved once at `path` to collect them.
  static func collect(
    _ view: some View, path: ViewPath, environment: ViewEnvironment, in context: ResolveContext
  ) throws(ViewError) -> [PresentationAction] {
    let sink = PresentationActions()
    var env = environment
    env.actionSink = sink
    _ = try context.resolve(view, path: path, environment: env)
    return sink.actions
  }
}

/// Whether a confirmation dialog shows its title (SwiftUI's `titleVisibility`): `.automatic` shows it on
/// an iPhone only with a message, as iOS does.
nonisolated extension Visibility {
  func showsTitle(withMessage: Bool) -> Bool {
    switch self {
    case .visible: return true
    case .hidden: return false
    case .automatic: return withMessage
    }
  }
}
