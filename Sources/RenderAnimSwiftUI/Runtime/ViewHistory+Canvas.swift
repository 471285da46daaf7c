import DisplayModel
import Foundation

/// The canvas a view gets when no `--size` is given: its own frame, grown to hold everything it draws at
/// every frame of the clip (docs/swift-views.md, Canvas). A bouncing emoji or a shaking button stays in
/// the picture, and the view keeps the layout it has at its own size.
extension ViewHistory {
  /// The largest side a canvas grows to, in points (content beyond is cut).
  static let maximumGrownSide = 4096.0

  /// The rectangle, in the view's own coordinates, that holds its canvas and every item drawn at the
  /// frames of a clip of `duration` seconds at `fps`, rounded out to whole points, at most
  /// ``maximumGrownSide`` a side around the canvas's centre (a warning says when what is drawn is cut).
  func drawnBounds(
    duration: Double, fps: Int, measurer: any TextMeasuring
  ) throws(ViewError) -> (x0: Double, y0: Double, x1: Double, y1: Double) {
    var box = (x0: 0.0, y0: 0.0, x1: canvas.width, y1: canvas.height)
    let count = Int((max(duration, 0) * Double(fps)).rounded(.down))
    for i in 0...count {
      for item in try items(at: Double(i) / Double(fps), measurer: measurer) {
        Self.extend(&box, with: item, outer: .identity)
      }
    }
    let limit = Self.maximumGrownSide
    let cx = canvas.width / 2
    let cy = canvas.height / 2
    if box.x0 < cx - limit / 2 || box.y0 < cy - limit / 2 || box.x1 > cx + limit / 2 || box.y1 > cy + limit / 2 {
      warnings.append(
        String(
          format: "the view draws %.0f × %.0f points, more than the %.0f a side its picture grows to; what is "
            + "beyond is cut (give --size or --device)", box.x1 - box.x0, box.y1 - box.y0, limit))
    }
    return (
      max(box.x0.rounded(.down), cx - limit / 2), max(box.y0.rounded(.down), cy - limit / 2),
      min(box.x1.rounded(.up), cx + limit / 2), min(box.y1.rounded(.up), cy + limit / 2)
    )
  }

  /// Grows `box` by what `item` covers (its frame through its transform or projection, with its blur and
  /// shadows' reach; a group's items inside it).
  static func extend(
    _ box: inout (x0: Double, y0: Double, x1: Double, y1: Double), with item: DisplayItem, outer: PlaneTransform
  ) {
    guard item.opacity > 0 else { return }
    let transform = outer.concatenating(item.transform)
    func add(_ p: (x: Double, y: Double)?, pad: Double) {
      guard let p, p.x.isFinite, p.y.isFinite else { return }
      box = (min(box.x0, p.x - pad), min(box.y0, p.y - pad), max(box.x1, p.x + pad), max(box.y1, p.y + pad))
    }
    // A custom outline may reach past its frame (a path drawn at fixed offsets), and a stroke lies half
    // outside its outline (not `strokeBorder`'s).
    let b = item.contentBounds
    var stroke = 0.0
    if case .shape(let spec) = item.content, spec.strokeColor != nil || spec.strokeGradient != nil, !spec.strokeInside {
      stroke = spec.lineWidth / 2
    }
    let corners = [(b.x0, b.y0), (b.x1, b.y0), (b.x1, b.y1), (b.x0, b.y1)]
    // A Gaussian's reach: three standard deviations, scaled with the transforms written after the blur
    // as the renderer scales it (Rasterizer.pixelsPerPoint).
    var blur = stroke
    for effect in item.effects {
      guard case .blur(let r) = effect.kind, let undo = effect.inner.inverted else { continue }
      let m = transform.concatenating(undo)
      let scale = abs(m.xx * m.yy - m.xy * m.yx).squareRoot()
      blur += 3 * max(r, 0) * (scale.isFinite ? scale : 1)
    }
    let projection = item.projection
    for (x, y) in corners {
      if let projection {
        add(outer.apply(projection.apply(x, y) ?? (x: .nan, y: .nan)), pad: blur)
      } else {
        add(transform.apply(x: x, y: y), pad: blur)
      }
      for shadow in item.shadowTransforms {
        add(outer.concatenating(shadow.transform).apply(x: x, y: y), pad: blur + 3 * max(shadow.radius, 0))
      }
    }
    if case .group(let inner) = item.content {
      for child in inner { extend(&box, with: child, outer: transform) }
    }
  }
}

extension PlaneTransform {
  /// Maps a point given as a pair.
  func apply(_ p: (x: Double, y: Double)) -> (x: Double, y: Double) { apply(x: p.x, y: p.y) }
}
