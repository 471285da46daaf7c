import DisplayModel

/// iOS's segmented control (`UISegmentedControl`, as iOS 17 draws it; docs/swift-views.md, Controls): 32
/// points tall and as wide as it is offered, equal segments on the tertiary system fill with an 8-point
/// corner; the chosen segment is a white card (dark grey in dark mode) 2 points in, with a 7-point corner
/// and a soft shadow, its label in 13-point semibold; the others are 13-point regular, with a hairline
/// between two that are not chosen. The card slides with the change's animation.
nonisolated struct SegmentedControl: View {
  let options: [ViewNode]
  let chosen: Int?
  let chosenNodes: [ViewNode]
  let choose: (AnyHashable?) -> Void

  static let height = 32.0

  var body: some View {
    GeometryReader { p in
      let n = max(options.count, 1)
      let w = Double(p.size.width) / Double(n)
      ZStack(alignment: .leading) {
        RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color(named: "tertiarySystemFill"))
        if let chosen {
          RoundedRectangle(cornerRadius: 7, style: .continuous)
            .fill(Color(RGBAColor.white, dark: RGBAColor(red: 0x63 / 255, green: 0x63 / 255, blue: 0x66 / 255)))
            .shadow(color: Color(white: 0, opacity: 0.12), radius: 4, y: 3)
            .frame(width: max(w - 4, 0), height: Self.height - 4)
            .offset(x: Double(chosen) * w + 2)
            // The card slides on its own when the change has no animation, as UISegmentedControl's does.
            .transaction { if $0.animation == nil { $0.animation = .easeInOut(duration: 0.25) } }
        }
        ForEach(Array(dividers(n).enumerated()), id: \.element) { _, i in
          Rectangle().fill(Color(named: "separator")).frame(width: 1, height: 16).offset(x: Double(i) * w - 0.5)
        }
        HStack(spacing: 0) {
          ForEach(Array(options.enumerated()), id: \.element.path.description) { i, option in
            _ResolvedNodes(nodes: i == chosen ? chosenNodes : [option])
              .frame(width: w, height: Self.height)
              .contentShape(Rectangle())
              .onTapGesture { choose(option.tag) }
          }
        }
      }
      .frame(width: p.size.width, height: Self.height)
      // A UISegmentedControl: one picture, which the opacity and shadows around it apply to whole.
      .compositingGroup()
    }
    .frame(height: Self.height)
  }

  /// The segment boundaries that get a hairline: those beside no chosen segment.
  func dividers(_ n: Int) -> [Int] {
    guard n > 1 else { return [] }
    return (1..<n).filter { $0 != chosen && $0 - 1 != chosen }
  }
}

/// A menu picker: the chosen option with up-and-down chevrons (a chevron to the right for
/// `.navigationLink`), after the picker's title in a form's row.
nonisolated struct MenuPickerRow: View {
  let label: AnyView?
  let chosen: [ViewNode]
  let navigation: Bool
  let color: Color

  var body: some View {
    HStack(spacing: 6) {
      if let label {
        label.layoutPriority(1)
        Spacer()
      }
      HStack(spacing: 6) {
        _ResolvedNodes(nodes: chosen)
        if navigation {
          Image(systemName: "chevron.right").font(.system(size: 14, weight: .semibold))
            .foregroundStyle(Color(named: "tertiaryLabel"))
        } else {
          // UIKit's up-and-down chevrons: their ink 26 × 37 pixels at 3× (8.67 × 12.33 points), 2 points in
          // from the row's content edge, 6 after the value (measured on iOS 18 snapshots, corpus29).
          Image(systemName: "chevron.up.chevron.down").resizable()
            .frame(width: 26.0 / 3, height: 37.0 / 3)
            .foregroundStyle(color)
            .padding(.trailing, 2)
        }
      }
      .layoutPriority(2)
    }
  }
}

/// The wheel (`UIPickerView`): the chosen option in the middle of a 216-point wheel on a rounded band of
/// the tertiary system fill, two neighbours above and below it fading out.
nonisolated struct WheelPicker: View {
  let options: [ViewNode]
  let chosen: Int?

  var body: some View {
    let middle = chosen ?? 0
    ZStack {
      RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color(named: "tertiarySystemFill"))
        .frame(height: 34).padding(.horizontal, 8)
      ForEach(Array(options.enumerated()), id: \.element.path.description) { i, option in
        let distance = abs(i - middle)
        if distance <= 3 {
          _ResolvedNodes(nodes: [option])
            .opacity(distance == 0 ? 1 : 0.45 - 0.1 * Double(distance))
            .scaleEffect(1 - 0.06 * Double(distance))
            .offset(y: Double(i - middle) * 32)
        }
      }
    }
    .frame(maxWidth: .infinity)
    .frame(height: 216)
    .clipped()
  }
}
