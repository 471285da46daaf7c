// `import UIKit` in a view file compiled by render-anim resolves to this module, and `import SwiftUI`
// re-exports it, as SwiftUI does on iOS (docs/swift-views.md, UIKit). It holds the UIKit types SwiftUI code
// reaches for — colours, fonts, images, the screen, the device, feedback generators — not UIKit's views.
@_exported import Foundation
// Core Graphics' types (`CGAffineTransform`, and Foundation's `CGRect` …): UIKit re-exports CoreGraphics on iOS.
@_exported import RenderAnimCoreGraphics
