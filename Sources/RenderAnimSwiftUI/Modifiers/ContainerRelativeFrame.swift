import Foundation

nonisolated extension View {
  /// A frame as long as the view's container along `axes` (iOS 17): the nearest scroll view's visible
  /// region, else the safe area, as SwiftUI measures it (docs/swift-views.md, Layout). The view is placed
  /// in the frame by `alignment`.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
  }

  /// A frame `span` of `count` equal columns (or rows) of the container along `axes`, `spacing` points
  /// between them: each is (length − spacing × (count − 1)) / count, and a span of several takes the
  /// spacing between its columns too, as SwiftUI divides a container.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    let count = max(count, 1)
    let span = min(max(span, 1), count)
    let gap = Double(spacing)
    return containerRelativeFrame(axes, alignment: alignment) { length, _ in
      let column = (Double(length) - gap * Double(count - 1)) / Double(count)
      return CGFloat(column * Double(span) + gap * Double(span - 1))
    }
  }

  /// A frame whose length along each of `axes` is `length` of the container's length there.
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    var frame = FrameLayout(alignment: alignment)
    frame.reportsValues = false
    frame.relative = (axes, { Double(length(CGFloat($0), $1)) })
    return modifier(_LayoutModifier(kind: .frame(frame), name: "frame"))
  }
}
