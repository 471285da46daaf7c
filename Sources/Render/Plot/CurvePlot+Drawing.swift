import Foundation
import SceneFormat

extension CurvePlot {
  /// The curves' colour.
  public static let curveColor = RGBAColor(red: 0.08, green: 0.33, blue: 0.85)

  /// The colour of each kind of mark.
  public static func color(of kind: TimelineMark.Kind) -> RGBAColor {
    switch kind {
    case .event: return RGBAColor(red: 0.15, green: 0.15, blue: 0.15)
    case .completion: return RGBAColor(red: 0.45, green: 0.45, blue: 0.45)
    case .trigger: return RGBAColor(red: 0.93, green: 0.52, blue: 0.05)
    case .keyframe: return RGBAColor(red: 0.62, green: 0.45, blue: 0.86)
    case .phase: return RGBAColor(red: 0.10, green: 0.60, blue: 0.28)
    case .settled: return RGBAColor(red: 0.00, green: 0.62, blue: 0.70)
    case .removed: return RGBAColor(red: 0.86, green: 0.18, blue: 0.18)
    }
  }

  static func dash(of kind: TimelineMark.Kind) -> [Double] {
    switch kind {
    case .keyframe: return [2, 3]
    case .settled: return [5, 3]
    default: return []
    }
  }

  func draw(in c: DrawingContext) {
    let grid = RGBAColor(red: 0.88, green: 0.88, blue: 0.88)
    let axis = RGBAColor(red: 0.35, green: 0.35, blue: 0.35)
    c.clear(to: .white)
    c.label(title, x: PlotLayout.left, y: 18, size: 14, weight: 700, color: .black)
    // Legend: the kinds of marks present.
    var lx = PlotLayout.left
    for kind in TimelineMark.Kind.allCases where marks.contains(where: { $0.kind == kind }) {
      c.setDash(Self.dash(of: kind))
      c.segment(lx, 44, lx + 18, 44, width: 2, color: Self.color(of: kind))
      c.setDash([])
      lx += 24 + c.label(kind.rawValue, x: lx + 22, y: 44, size: 11) + 14
    }
    let timeTicks = PlotLayout.ticks(low: layout.startTime, high: layout.endTime, count: 10)
    let frameStep = layout.frameTickStep(fps: framesPerSecond)
    let frameCount = Int((layout.endTime * framesPerSecond).rounded(.down))
    for (i, s) in series.enumerated() {
      let p = layout.panels[i]
      c.label(s.qualifiedName, x: p.x, y: p.y - PlotLayout.panelTitle / 2, size: 12, weight: 700, color: .black)
      // Grid and value labels.
      for v in PlotLayout.ticks(low: p.low, high: p.high, count: 4) {
        let y = layout.y(panel: i, value: v)
        c.segment(p.x, y, p.x + p.width, y, width: 1, color: grid)
        c.label(Self.format(v), x: p.x - 6, y: y, size: 10, align: .right)
      }
      for t in timeTicks {
        let x = layout.x(time: t)
        c.segment(x, p.y, x, p.y + p.height, width: 1, color: grid)
        c.segment(x, p.y + p.height, x, p.y + p.height + 6, width: 1, color: axis)
        c.label(Self.format(t) + " s", x: x, y: p.y + p.height + 15, size: 10, align: .center)
      }
      for n in stride(from: 0, through: frameCount, by: frameStep) {
        let x = layout.x(time: Double(n) / framesPerSecond)
        c.segment(x, p.y + p.height, x, p.y + p.height + 3, width: 0.75, color: axis)
      }
      // Marks behind the curve.
      var labels: [(x: Double, text: String, color: RGBAColor)] = []
      for mark in marks where mark.applies(toLayer: s.layer, value: s.name) {
        let x = layout.x(time: mark.time)
        c.setDash(Self.dash(of: mark.kind))
        c.segment(x, p.y, x, p.y + p.height, width: mark.kind == .keyframe ? 1 : 1.5, color: Self.color(of: mark.kind))
        c.setDash([])
        guard [.event, .trigger, .phase].contains(mark.kind) else { continue }
        if let last = labels.last, x - last.x < 1 {
          if !last.text.contains(mark.label) { labels[labels.count - 1].text += " · " + mark.label }
        } else {
          labels.append((x, mark.label, Self.color(of: mark.kind)))
        }
      }
      var lastLabel = -Double.infinity
      for label in labels where label.x - lastLabel > 70 {
        c.label(label.text, x: label.x + 3, y: p.y + 8, size: 9, color: label.color)
        lastLabel = label.x
      }
      // The curve, clipped to the area.
      c.save()
      c.clip(x: p.x, y: p.y, width: p.width, height: p.height)
      c.newPath()
      for (j, (t, v)) in zip(s.times, s.values).enumerated() {
        let (x, y) = point(panel: i, time: t, value: v)
        if j == 0 { c.move(x, y) } else { c.line(x, y) }
      }
      c.setColor(Self.curveColor)
      c.stroke(width: 2)
      // Dots where frames sample the curve, when frames are far enough apart to see them.
      if frameStep == 1, layout.x(time: 1 / framesPerSecond) - layout.x(time: 0) >= 6 {
        for (t, v) in zip(s.times, s.values) where abs(t * framesPerSecond - (t * framesPerSecond).rounded()) < 1e-6 {
          let (x, y) = point(panel: i, time: t, value: v)
          c.newPath()
          c.arc(x, y, 2.5, 0, 2 * .pi)
          c.fill()
        }
      }
      c.restore()
      c.newPath()
      c.rectangle(p.x, p.y, p.width, p.height)
      c.setColor(axis)
      c.stroke(width: 1)
    }
  }

  /// Compact tick text: up to 4 significant decimals, no trailing zeros.
  static func format(_ v: Double) -> String {
    var s = String(format: "%.4f", v)
    while s.contains("."), s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s == "-0" ? "0" : s
  }
}
