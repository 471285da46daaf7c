import Render
import RenderAnimSwiftUI
import SceneFormat
import ViewLoading

/// The frame at `time` of the view `root` on a canvas of `size` points (white, or black in `scheme` dark), laid
/// out and drawn with Pango, as `render-anim frame` draws a view file (with `taps` played): the fixture of the
/// view tests whose pixels are derived by hand.
/// With a `device`, the canvas is its screen (at 1×) and the view is laid out in its safe area; `scale` sets
/// the pixels per point (1 unless given).
func viewFrame(
  size: Size = Size(width: 200, height: 200), at time: Double = 0, duration: Double? = nil,
  scheme: ColorScheme = .light, taps: [ViewTap] = [], device: Device? = nil, scale: Double? = nil,
  _ root: @escaping () -> any View
) throws -> RenderedFrame {
  let measurer = PangoTextMeasurer()
  var options = ViewSceneOptions(
    size: device == nil ? size : nil, duration: duration, taps: taps, colorScheme: scheme)
  options.device = device
  if let scale { options.scale = scale }
  let scene = try ViewScene.scene(
    file: "/tmp/View.swift", text: "view", options: options, measurer: measurer, root: root)
  return try Rasterizer().render(scene.displayList(at: time, measurer: measurer))
}

/// A pixel's colour without its alpha.
typealias RGB = (r: UInt8, g: UInt8, b: UInt8)

extension RenderedFrame {
  /// The darkest pixel (the least sum of its channels): where a large text's stems cover whole pixels, the
  /// text's colour.
  var darkest: RGB {
    var best: RGB = (255, 255, 255)
    for y in 0..<height {
      for x in 0..<width {
        let p = rgb(x, y)
        if Int(p.r) + Int(p.g) + Int(p.b) < Int(best.r) + Int(best.g) + Int(best.b) { best = p }
      }
    }
    return best
  }

  /// The colour at (x, y).
  func rgb(_ x: Int, _ y: Int) -> RGB {
    let p = pixel(x: x, y: y)
    return (p.r, p.g, p.b)
  }
}

/// Whether two colours are the same within one level per channel (rounding).
func near(_ a: RGB, _ b: RGB) -> Bool {
  abs(Int(a.r) - Int(b.r)) <= 1 && abs(Int(a.g) - Int(b.g)) <= 1 && abs(Int(a.b) - Int(b.b)) <= 1
}
