@_exported import Foundation
// `import SwiftUI` in a view file compiled by render-anim resolves to this module (docs/swift-views.md).
// SwiftUI's animation API (Animation, Spring, keyframes, Angle, UnitPoint, Animatable…) is Keyframes'.
@_exported import Keyframes
// UIKit's types that SwiftUI code reaches for (UIColor, UIScreen, UIFont …): SwiftUI re-exports UIKit on iOS.
@_exported import RenderAnimUIKit
// `@Observable` and its registrar: SwiftUI re-exports Observation (a view file's `import Observation` resolves to
// this module too).
@_exported import RenderAnimObservation
