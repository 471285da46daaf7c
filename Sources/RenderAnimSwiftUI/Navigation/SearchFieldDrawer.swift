/// The search field in a navigation bar's drawer, as iOS draws `UISearchBar` at rest with no keyboard up
/// (docs/swift-views.md, Navigation): a field 36 points tall, 16 points in from the sides with a 10-point
/// continuous corner, in the tertiary fill; the magnifying glass 8 points in and the prompt beside it in the
/// secondary label colour at the body size, or the text in the label colour with a clear button. The
/// drawer is 52 points: the field 1 point under the title (or the bar) and 15 over the content.
///
/// Measured on iOS 16 and 17 screenshots at 3× (swift-snapshot-testing references of a searchable list
/// in a navigation view, and a simulator screenshot): the insets, corner, fill (0.12 of (118, 118, 128),
/// 0.24 in dark mode), the glass's 15.3–16.3 points 7.7–8 points in, the prompt's ink 29.7–31.7 points in,
/// the field 1 point under the 44-point bar.
nonisolated struct SearchFieldDrawer: View {
  let request: SearchFieldRequest

  /// The drawer's height: the field and its margins.
  static var height: Double { 52 }
  static var fieldHeight: Double { 36 }

  var body: some View {
    let empty = request.text.isEmpty
    HStack(spacing: 6) {
      Image(systemName: "magnifyingglass").foregroundStyle(Color(named: "secondaryLabel"))
      Text(empty ? request.prompt : request.text).lineLimit(1)
        .foregroundStyle(empty ? Color(named: "secondaryLabel") : Color.primary)
      Spacer(minLength: 0)
      if !empty {
        Image(systemName: "xmark.circle.fill").foregroundStyle(Color(named: "secondaryLabel"))
      }
    }
    .font(.body)
    .padding(.horizontal, 8)
    .frame(height: Self.fieldHeight)
    .background(Color(named: "tertiarySystemFill"), in: RoundedRectangle(cornerRadius: 10, style: .continuous))
    .padding(.horizontal, 16)
    .padding(.top, 1)
    .frame(height: Self.height, alignment: .top)
  }
}
