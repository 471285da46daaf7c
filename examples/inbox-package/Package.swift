// swift-tools-version:6.0
import PackageDescription

// An app's views in a package, with render-anim for their documentation videos and golden tests on Linux
// (docs/package.md). The views' target needs Apple's SwiftUI, so it is declared where SwiftUI exists;
// on Linux render-anim compiles its files itself (`swift package render-anim …`, `RenderAnimTesting`).
var targets: [Target] = [
  // Checks the views' frames against Tests/InboxGoldens on Linux (and anywhere else).
  .testTarget(name: "InboxViewTests", dependencies: [.product(name: "RenderAnimTesting", package: "render-anim")]),
]
#if canImport(SwiftUI)
  targets.append(.target(name: "InboxViews", resources: [.process("Assets.xcassets")]))
#endif

let package = Package(
  name: "InboxKit",
  platforms: [.iOS(.v17), .macOS(.v14)],
  // In your own package: .package(url: "https://…/render-anim", branch: "main") (render-anim passes
  // flags to the compiler for Pango, which SwiftPM allows from a branch or a path, not from a version).
  dependencies: [.package(name: "render-anim", path: "../..")],
  targets: targets
)
