import Foundation
import RenderAnimSwiftUI
import SceneFormat

/// SwiftUI's modifiers that a scene file writes with their SwiftUI names and arguments in order, one line
/// each: the types of its arguments and the call (docs/architecture.md, Adding a modifier). The modifier
/// itself is the runtime's, the one a Swift view calls; this line is all a scene file needs to write it.
enum ViewModifierTable {
  /// One modifier: what its arguments are and how it is applied.
  struct Entry: Sendable {
    /// Each argument's type, in order.
    let parameters: [ExpressionType]
    /// The modifier applied to `view` with its arguments (each of its parameter's type), read in `e`.
    let apply: @Sendable (AnyView, [ValueSpec], SceneEnvironment) -> AnyView

    init(
      _ parameters: [ExpressionType], apply: @escaping @Sendable (AnyView, [ValueSpec], SceneEnvironment) -> AnyView
    ) {
      self.parameters = parameters
      self.apply = apply
    }
  }

  static let entries: [String: Entry] = [
    "zIndex": Entry([.number]) { view, a, e in AnyView(view.zIndex(e.number(a[0]))) },
    "hidden": Entry([]) { view, _, _ in AnyView(view.hidden()) },
    "compositingGroup": Entry([]) { view, _, _ in AnyView(view.compositingGroup()) },
    "drawingGroup": Entry([]) { view, _, _ in AnyView(view.drawingGroup()) },
  ]

  /// The error of a modifier `name` with `arguments` at `location`, or nil when the table has it and its
  /// arguments have its types in `state` (those that read an animator's `value` or `phase` are checked as
  /// they are evaluated).
  static func problem(
    name: String, arguments: [ValueSpec], at location: SourceLocation, state: ExpressionEnvironment
  ) -> SceneError? {
    guard let entry = entries[name] else {
      let known = ModifierSpec.decodedNames + entries.keys.sorted()
      return location.error("unknown modifier '\(name)'" + DidYouMean.hint(for: name, among: known))
    }
    guard arguments.count == entry.parameters.count else {
      let shape = entry.parameters.isEmpty ? "[]" : entry.parameters.count == 1 ? "a value" : "a list"
      return location.error(
        "'\(name)' takes \(entry.parameters.count) argument\(entry.parameters.count == 1 ? "" : "s") "
          + "(write \(shape)), not \(arguments.count)")
    }
    for argument in typed(arguments, of: name) where argument.names.isDisjoint(with: ["value", "phase"]) {
      do { _ = try argument.evaluate(state) } catch { return error }
    }
    return nil
  }

  /// `arguments` with the types of `name`'s parameters, so that evaluating one checks its type.
  static func typed(_ arguments: [ValueSpec], of name: String) -> [ValueSpec] {
    guard let entry = entries[name] else { return arguments }
    return zip(arguments, entry.parameters).map { $0.expecting($1) }
  }
}
