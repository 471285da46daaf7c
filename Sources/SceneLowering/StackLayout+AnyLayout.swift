import RenderAnimSwiftUI
import SceneFormat

extension StackLayout {
  /// SwiftUI's layout of a scene file's stack: `HStackLayout`, `VStackLayout` or `ZStackLayout` with its
  /// spacing, aligned at the unit point's fraction across the axis (both axes for a ZStack).
  var anyLayout: AnyLayout {
    let horizontal = HorizontalAlignment(fraction: alignment.x)
    let vertical = VerticalAlignment(fraction: alignment.y)
    switch axis {
    case .horizontal: return AnyLayout(HStackLayout(alignment: vertical, spacing: spacing))
    case .vertical: return AnyLayout(VStackLayout(alignment: horizontal, spacing: spacing))
    case .depth: return AnyLayout(ZStackLayout(alignment: Alignment(horizontal: horizontal, vertical: vertical)))
    }
  }
}
