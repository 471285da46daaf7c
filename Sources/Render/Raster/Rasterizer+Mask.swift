import SceneFormat

extension Rasterizer {
  /// Draws `inside` into a layer, multiplies the layer by the mask's alpha (Cairo's DEST_IN clears what
  /// the mask leaves out) and composites it with `alpha`: a `.mask` shape filling the item's `frame`, or a
  /// mask view's items drawn together as a group's children are. `place` is the effect's coordinates.
  func drawMasked(
    _ inside: DisplayItem, by mask: DisplayEffect.Kind, frame: Size, place: AffineTransform, alpha: Double,
    in context: DrawingContext, scale: Double, canvas: (Int, Int)
  ) throws {
    let region = layerRegion(inside, in: context, pad: 0, canvas: canvas)
    try throughLayer(over: context, canvas: canvas, region: region, alpha: alpha) { layerContext, _ in
      try drawStack(inside, alpha: 1, in: layerContext, scale: scale, canvas: canvas)
      guard layerContext.matrix.concatenating(place).isInvertible else { return }
      switch mask {
      case .mask(let shape):
        let item = DisplayItem(content: .shape(shape), frameSize: frame, transform: place)
        layerContext.save()
        layerContext.transform(place)
        layerContext.setBlendMode(.destinationIn)
        try drawContent(item, in: layerContext, scale: scale, canvas: canvas)
        layerContext.restore()
      case .maskItems(let items):
        layerContext.pushGroup()
        layerContext.transform(place)
        for item in items { try draw(item, in: layerContext, scale: scale, canvas: canvas) }
        layerContext.popGroupAsMask()
      default:
        break
      }
    }
  }
}
