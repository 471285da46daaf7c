import DisplayModel
import Foundation

/// A gauge in one of iOS's built-in styles, made of shapes and its labels (docs/swift-views.md, Gauges).
/// Apple publishes no drawing; the rings follow the geometry of SwiftUI's circular gauge as public
/// replicas measure it (a 58-point ring, 58/10.5 points wide, open 120° at the bottom), the bars
/// `ProgressView`'s.
nonisolated struct GaugeLook: View {
  let kind: GaugeStyleKind
  let configuration: GaugeStyleConfiguration
  let tint: RGBAColor?

  /// The circular styles' side and ring width.
  static let ringSide = 58.0
  static let ringWidth = 58.0 / 10.5
  /// The open ring runs clockwise from 150° to 390° (0° points right, y down): open at the bottom.
  static let openStart = 150.0
  static let openEnd = 390.0
  /// Around the open ring's marker the ring is cut away to 0.39 ring widths from the marker's edge.
  static let markerGap = 0.39

  var paint: Color { tint.map { Color($0) } ?? (kind == .accessoryCircular ? Color.primary : Color.accentColor) }

  var body: some View {
    switch kind {
    case .accessoryCircular: openRing
    case .accessoryCircularCapacity: closedRing
    case .linearCapacity: linear
    case .accessoryLinear, .accessoryLinearCapacity: accessoryLinear
    }
  }

  /// The open ring: the ring split around a dot at the value, the current value (or the label) in the
  /// middle, the label in the opening when there is a current value, the bounds' labels at its ends.
  var openRing: some View {
    let w = Self.ringWidth
    let radius = Self.ringSide / 2 - w / 2
    let a = Self.openStart + (Self.openEnd - Self.openStart) * configuration.value
    // Where the pieces end, so that their round caps stop `markerGap` ring widths from the dot.
    let gap = (0.5 + Self.markerGap + 0.5) * w / radius * 180 / .pi
    let radians = a * .pi / 180
    let bounds = configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil
    return ZStack {
      if a - gap > Self.openStart {
        GaugeArc(start: Self.openStart, end: a - gap).stroke(paint, style: StrokeStyle(lineWidth: w, lineCap: .round))
      }
      if a + gap < Self.openEnd {
        GaugeArc(start: a + gap, end: Self.openEnd).stroke(paint, style: StrokeStyle(lineWidth: w, lineCap: .round))
      }
      Circle().fill(paint).frame(width: w, height: w)
        .offset(x: radius * cos(radians), y: radius * sin(radians))
      centre
      if configuration.currentValueLabel != nil, !bounds {
        configuration.label.font(.system(size: 10, weight: .medium)).lineLimit(1)
          .frame(maxHeight: .infinity, alignment: .bottom)
      }
      if let minimum = configuration.minimumValueLabel {
        minimum.font(.system(size: 9)).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
      }
      if let maximum = configuration.maximumValueLabel {
        maximum.font(.system(size: 9)).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
      }
    }
    .frame(width: Self.ringSide, height: Self.ringSide)
  }

  /// The closed ring: a track of the paint at 30 % under the part filled from the top, clockwise.
  var closedRing: some View {
    let w = Self.ringWidth
    return ZStack {
      Circle().inset(by: w / 2).stroke(paint.opacity(0.3), lineWidth: w)
      Circle().inset(by: w / 2).trim(from: 0, to: configuration.value)
        .stroke(paint, style: StrokeStyle(lineWidth: w, lineCap: .round))
        .rotationEffect(.degrees(-90))
      centre
    }
    .frame(width: Self.ringSide, height: Self.ringSide)
  }

  /// The current value's label in the ring, else the label.
  @ViewBuilder var centre: some View {
    let inner = Self.ringSide - 2 * Self.ringWidth - 4
    if let current = configuration.currentValueLabel {
      current.font(.system(size: 14, weight: .medium)).lineLimit(1).minimumScaleFactor(0.5).frame(maxWidth: inner)
    } else {
      configuration.label.font(.system(size: 12, weight: .medium)).lineLimit(1).minimumScaleFactor(0.5)
        .frame(maxWidth: inner)
    }
  }

  /// The label over the bar (the current value's label at its trailing end), the bounds' labels under it.
  var linear: some View {
    VStack(alignment: .leading, spacing: 4) {
      HStack {
        configuration.label
        Spacer(minLength: 0)
        if let current = configuration.currentValueLabel { current.foregroundStyle(.secondary) }
      }
      ProgressBar(fraction: configuration.value, tint: tint)
      if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
        HStack {
          configuration.minimumValueLabel
          Spacer(minLength: 0)
          configuration.maximumValueLabel
        }
        .font(.caption).foregroundStyle(.secondary)
      }
    }
  }

  /// The accessory bar: the bounds' labels at its ends, the label and the current value's label over it;
  /// filled to the value (capacity) or with a dot at the value over a track of the paint at 30 %.
  var accessoryLinear: some View {
    VStack(alignment: .leading, spacing: 4) {
      HStack {
        configuration.label
        Spacer(minLength: 0)
        configuration.currentValueLabel
      }
      .font(.caption)
      HStack(spacing: 4) {
        configuration.minimumValueLabel
        GeometryReader { proxy in
          let width = Double(proxy.size.width)
          ZStack(alignment: .leading) {
            Capsule().fill(paint.opacity(0.3))
            if kind == .accessoryLinearCapacity {
              LeadingCapsule(fraction: configuration.value).fill(paint)
            } else {
              Circle().fill(paint).frame(width: 8, height: 8).offset(x: (width - 8) * configuration.value)
            }
          }
        }
        .frame(height: 8)
        configuration.maximumValueLabel
      }
      .font(.caption2)
    }
  }
}

/// An arc of a circle filling the frame, clockwise from `start` to `end` degrees (0° pointing right).
nonisolated struct GaugeArc: Shape {
  var start: Double
  var end: Double
  func path(in rect: CGRect) -> Path {
    var p = Path()
    p.addArc(
      center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
      startAngle: .degrees(start), endAngle: .degrees(end), clockwise: false)
    return p
  }
}
