/// Where one dynamic property's value is kept: the identity of the view or modifier that declares it and
/// the property's stored name (`_count` for `@State var count`), or a name of the runtime's own
/// (`#pushed`, a navigation stack's pushed levels). The state store is keyed by it.
nonisolated struct StateKey: Hashable, Sendable, CustomStringConvertible {
  /// The identity of the view or modifier that owns the value.
  let view: ViewPath
  /// The stored property's name.
  let property: String

  var description: String { "\(view).\(property)" }
}
