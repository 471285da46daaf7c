// `import Combine` in a view file compiled by render-anim resolves to this module. The parts of Combine
// that SwiftUI code uses — `ObservableObject`, `@Published`, `Timer.publish(…).autoconnect()`,
// `Cancellable` — run on render-anim's view runtime, so they live in its SwiftUI module, which this one
// re-exports (a file that imports only Combine sees SwiftUI's names too; docs/swift-views.md, UIKit).
@_exported import RenderAnimSwiftUI
