// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "render-anim",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "Keyframes", targets: ["Keyframes"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
  ],
  targets: [
    .target(name: "Keyframes"),
    .target(name: "Scene", dependencies: ["Keyframes"]),
    .testTarget(
      name: "KeyframesTests",
      dependencies: ["Keyframes", .product(name: "RealModule", package: "swift-numerics")]),
  ]
)
