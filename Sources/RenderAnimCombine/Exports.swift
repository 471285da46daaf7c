// `import Combine` in a view file compiled by render-anim resolves to this module. Combine's publishers,
// operators and subscribers, `ObservableObject` and `@Published` run on render-anim's view runtime (their
// waits on the render clock), so they live in its SwiftUI module (`Sources/RenderAnimSwiftUI/Combine`),
// which this one re-exports (a file that imports only Combine sees SwiftUI's names too; docs/swift-views.md,
// Combine).
@_exported import RenderAnimSwiftUI
