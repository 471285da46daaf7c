/// A type whose stored properties views observe (Observation's `Observable`), made with the
/// ``Observable()`` macro. A view that reads a property is drawn again when it changes, with the
/// transaction of the change (docs/swift-views.md, Observation).
public protocol Observable {}

/// Makes a class observable: each stored property is tracked (``ObservationTracked()``) through an
/// ``ObservationRegistrar``. The expansion is the Swift toolchain's own (its `ObservationMacros` plugin), so
/// it is exactly the code Xcode generates; what it calls is render-anim's registrar.
@attached(
  member, names: named(_$observationRegistrar), named(access), named(withMutation), named(shouldNotifyObservers)
)
@attached(memberAttribute)
@attached(extension, conformances: RenderAnimObservation.Observable)
public macro Observable() = #externalMacro(module: "ObservationMacros", type: "ObservableMacro")

/// A stored property of an ``Observable()`` class that views observe (added by that macro).
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(`_`))
public macro ObservationTracked() = #externalMacro(module: "ObservationMacros", type: "ObservationTrackedMacro")

/// A stored property of an ``Observable()`` class that views do not observe.
@attached(accessor)
public macro ObservationIgnored() = #externalMacro(module: "ObservationMacros", type: "ObservationIgnoredMacro")
