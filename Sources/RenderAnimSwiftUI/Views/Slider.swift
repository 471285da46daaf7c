import DisplayModel

/// SwiftUI's `Slider`, drawn as iOS 17 draws it (docs/swift-views.md, Controls): 34 points tall and as
/// wide as it is offered, a 4-point track 3 points in from its ends, filled in the tint up to the value
/// and in the system fill after it, and a 27-point white thumb with a soft shadow whose edges stay inside
/// the slider. The label is not drawn (on iOS it names the slider for accessibility); the minimum and
/// maximum value labels stand at its sides.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View, PrimitiveView {
  public typealias Body = Never
  /// The value's place in its range, 0…1.
  let fraction: Double
  let minimumValueLabel: ValueLabel?
  let maximumValueLabel: ValueLabel?
  /// Sets the value at a place in the range, 0…1 (to the nearest step when there are steps).
  let setFraction: (Double) -> Void
  let onEditingChanged: (Bool) -> Void

  init<V: BinaryFloatingPoint>(
    value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, editing: @escaping (Bool) -> Void,
    minimum: ValueLabel?, maximum: ValueLabel?
  ) where V.Stride: BinaryFloatingPoint {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    let f = span > 0 ? Double(value.wrappedValue - bounds.lowerBound) / span : 0
    fraction = f.isFinite ? min(max(f, 0), 1) : 0
    minimumValueLabel = minimum
    maximumValueLabel = maximum
    onEditingChanged = editing
    setFraction = { f in
      var x = Double(bounds.lowerBound) + min(max(f, 0), 1) * span
      if let step, Double(step) > 0 {
        x = Double(bounds.lowerBound) + ((x - Double(bounds.lowerBound)) / Double(step)).rounded() * Double(step)
        x = min(x, Double(bounds.upperBound))
      }
      value.wrappedValue = V(x)
    }
  }

  static var height: Double { 34 }
  static var thumb: Double { 27 }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    let tint = environment.tint.map { Color($0) } ?? Color.accentColor
    let f = fraction
    let (set, editing) = (setFraction, onEditingChanged)
    // The value where a drag took the thumb (nil: no drag holds it), kept by the slider's identity.
    let grab = State<Double?>(wrappedValue: nil)
    grab.bind(key: StateKey(view: path, property: "#grab"), store: context.store)
    let track = GeometryReader { p in
      let travel = max(Double(p.size.width) - Self.thumb, 0)
      ZStack(alignment: .leading) {
        Capsule().fill(Color(named: "systemFill")).frame(height: 4).padding(.horizontal, 3)
        Capsule().fill(tint).frame(width: max(travel * f + Self.thumb / 2 - 3, 0), height: 4).offset(x: 3)
        Circle().fill(Color.white).frame(width: Self.thumb, height: Self.thumb)
          .shadow(color: Color(white: 0, opacity: 0.15), radius: 4, y: 3)
          .offset(x: travel * f, y: -1)
      }
      .frame(width: p.size.width, height: Self.height)
      // A UISlider: one picture, which the opacity and shadows around it apply to whole.
      .compositingGroup()
      .contentShape(Rectangle())
      .gesture(Self.thumbDrag(fraction: f, travel: travel, grab: grab, set: set, editing: editing))
    }
    .frame(height: Self.height)
    let body = HStack(spacing: 12) {
      if let minimumValueLabel { minimumValueLabel }
      track
      if let maximumValueLabel { maximumValueLabel }
    }
    return try _DimmedWhenDisabled().resolve(
      content: body, path: path.appending("slider"), environment: environment, in: context)
  }
}

extension Slider {
  /// How far from the thumb's centre a finger still takes it: its radius and 10 points more.
  static var thumbReach: Double { thumb / 2 + 10 }

  /// A finger that lands on the thumb (`--drag`) moves it with the finger along the track, as UISlider's
  /// thumb follows a touch: the value moves by the finger's travel over the track's length, from where it
  /// was, and `onEditingChanged` hears true as the drag begins and false as it ends. A finger that lands
  /// elsewhere on the track moves nothing, as on iOS.
  static func thumbDrag(
    fraction: Double, travel: Double, grab: State<Double?>, set: @escaping (Double) -> Void,
    editing: @escaping (Bool) -> Void
  ) -> DragGesture {
    DragGesture(minimumDistance: 0)
      .onChanged { v in
        if v.translation == .zero {
          guard abs(Double(v.startLocation.x) - (thumb / 2 + travel * fraction)) <= thumbReach, travel > 0 else {
            return
          }
          grab.wrappedValue = fraction
          editing(true)
        }
        guard let start = grab.wrappedValue else { return }
        set(start + Double(v.translation.width) / travel)
      }
      .onEnded { _ in
        guard grab.wrappedValue != nil else { return }
        grab.wrappedValue = nil
        editing(false)
      }
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider over `bounds` (0…1 by default).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, editing: onEditingChanged, minimum: nil, maximum: nil)
  }
  /// A slider over `bounds` in steps of `step` (drawn at the value).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, editing: onEditingChanged, minimum: nil, maximum: nil)
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider with a label (not drawn, as on iOS).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, editing: onEditingChanged, minimum: nil, maximum: nil)
  }
  /// A slider with a label, in steps.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, editing: onEditingChanged, minimum: nil, maximum: nil)
  }
}

extension Slider {
  /// A slider with a label and views at its minimum and maximum ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, editing: onEditingChanged, minimum: minimumValueLabel(),
      maximum: maximumValueLabel())
  }
  /// A slider with a label and end views, in steps.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, editing: onEditingChanged, minimum: minimumValueLabel(),
      maximum: maximumValueLabel())
  }
}

extension Slider {
  /// A slider with end views, its label last (the iOS 13 form, deprecated in SwiftUI and still compiled).
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, editing: onEditingChanged, minimum: minimumValueLabel,
      maximum: maximumValueLabel)
  }
  /// A slider in steps with end views, its label last (the iOS 13 form).
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, editing: onEditingChanged, minimum: minimumValueLabel,
      maximum: maximumValueLabel)
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider with its label last (the iOS 13 form).
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, editing: onEditingChanged, minimum: nil, maximum: nil)
  }
  /// A slider in steps with its label last (the iOS 13 form).
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, editing: onEditingChanged, minimum: nil, maximum: nil)
  }
}
