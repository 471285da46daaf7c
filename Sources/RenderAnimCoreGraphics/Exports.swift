// `import CoreGraphics` in a view file compiled by render-anim resolves to this module, and `import UIKit` and
// `import SwiftUI` re-export it, as they do on iOS (docs/swift-views.md, UIKit). Foundation on Linux holds
// `CGFloat`, `CGPoint`, `CGSize`, `CGRect` and `CGVector`; this module adds `CGAffineTransform`.
@_exported import Foundation
