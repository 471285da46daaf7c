import DisplayModel

extension _MaskModifier {
  /// A mask written as a shape in a fixed frame (`.mask { Circle().stroke(lineWidth: 5).frame(width: 55,
  /// height: 55) }`): the shape's spec, and its outline made at the frame's size and centred in the masked
  /// view's frame, as SwiftUI centres a mask (its default alignment). Nil for any other view.
  static func framedShape(_ node: ViewNode) -> (ShapeSpec, CustomOutline)? {
    guard case .frame(let f) = node.kind, let w = f.width, let h = f.height,
      f.minWidth == nil, f.maxWidth == nil, f.minHeight == nil, f.maxHeight == nil,
      node.effects.isEmpty, node.matched == nil, node.children.count == 1,
      case .shape(let spec) = node.children[0].kind,
      node.children[0].effects.isEmpty, node.children[0].drawing == nil, node.children[0].matched == nil
    else { return nil }
    let inner = node.children[0].outline
    guard inner != nil || [.circle, .ellipse, .rectangle, .roundedRectangle, .capsule].contains(spec.kind) else {
      return nil
    }
    let outline = CustomOutline { size in
      let rect = CGRect(x: (size.width - w) / 2, y: (size.height - h) / 2, width: w, height: h)
      if let inner {
        var path = Path()
        path.addElements(inner.make(Size(width: w, height: h)))
        return path.applying(CGAffineTransform(translationX: rect.minX, y: rect.minY)).elements
      }
      return builtIn(spec, in: rect).elements
    }
    return (spec, outline)
  }

  /// A built-in shape's outline in `rect`, as the shape draws itself in a frame.
  private static func builtIn(_ spec: ShapeSpec, in rect: CGRect) -> Path {
    switch spec.kind {
    case .circle:
      let side = min(rect.width, rect.height)
      return Path(
        ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    case .ellipse: return Path(ellipseIn: rect)
    case .roundedRectangle: return Path(roundedRect: rect, cornerRadius: spec.cornerRadius)
    case .capsule: return Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    default: return Path(rect)
    }
  }
}
