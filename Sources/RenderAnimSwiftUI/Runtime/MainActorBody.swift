/// SwiftUI's `View` and `ViewModifier` are isolated to the main actor (as in the iOS 18 SDK), so a
/// view file's `body` may call its own `@MainActor` methods. render-anim's runtime evaluates bodies
/// synchronously on the one thread that evaluates a view graph (the program's main thread, or a test's
/// thread), never two at once: `mainActorBody` runs an isolated body there without a hop, as SwiftUI's
/// graph runs bodies on the thread that updates it (docs/swift-views.md, "The main actor").
func mainActorBody<Value, Result>(_ value: Value, _ body: @MainActor (Value) -> Result) -> Result {
  withoutActuallyEscaping(body) { body in
    unsafeBitCast(body, to: ((Value) -> Result).self)(value)
  }
}
