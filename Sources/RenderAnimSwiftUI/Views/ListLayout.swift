import DisplayModel
import RenderAnimUIKit

/// A list or form drawn as iOS 17 draws it (docs/swift-views.md, Lists and forms): its sections as cards
/// of rows, each row at least 44 points tall with its content 20 points in, a hairline separator under
/// each row but the last from the content's leading edge to the card's trailing edge, headers in capitals
/// in the footnote size and the secondary colour over each card and footers under it.
///
/// Measured on iOS 17 and 18 simulator snapshots at 3× (public snapshot tests; the method in
/// docs/swift-views.md): cards 20 points in from the edges with a 10-point continuous corner, 35 points
/// between sections (55 from card to card across a header), the first card 35 points down (37 with a
/// header), a header's baseline 9 points over its card.
nonisolated struct ListLayout: View {
  let style: ListStyleKind
  let sections: [ListSectionParts]
  let backgroundHidden: Bool
  let sectionSpacing: Double?
  /// `.listRowSpacing`: points between the rows of a section, each then on a card of its own.
  var rowSpacing: Double? = nil
  /// Whether the edit mode around is on (ListLayout+Editing.swift).
  var editing = false
  /// The row whose Delete button a tap on its disc uncovered, by its path.
  @State var confirming: String? = nil

  /// The numbers of a style.
  struct Metrics {
    var cardInset = 20.0
    var cornerRadius = 10.0
    /// Above a section without a header: the first, and the others.
    var firstGap = 35.0
    var gap = 35.0
    /// Above a header: the first, and the others (the header's footnote line, 15.5 points, and its
    /// 6.5-point margin below make up the rest of 37 and 55).
    var firstHeaderGap = 15.0
    var headerGap = 33.0
    var background = "systemGroupedBackground"
    var card = "secondarySystemGroupedBackground"

    init(_ style: ListStyleKind) {
      switch style {
      case .insetGrouped: break
      case .grouped:
        cardInset = 0
        cornerRadius = 0
      case .plain, .inset:
        cardInset = style == .inset ? 20 : 0
        cornerRadius = 0
        firstGap = 0
        gap = 0
        firstHeaderGap = 8
        headerGap = 8
        background = "systemBackground"
        card = "systemBackground"
      }
    }
  }

  static let textInset = 20.0
  static let minimumRowHeight = 44.0

  var body: some View {
    let m = Metrics(style)
    // A list is a scroll view of its sections: its rows keep their heights from the top, what does not fit
    // is cut at the bottom, which is the screen's (as on an iPhone, rows go on under the home indicator when
    // the list reaches it), and `--drag` scrolls it.
    ScrollView {
      sectionStack(m)
    }
    .background {
      if !backgroundHidden { Color(named: m.background).ignoresSafeArea() }
    }
  }

  /// The sections, each its header, its card of rows and its footer, one under the other.
  func sectionStack(_ m: Metrics) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(Array(sections.enumerated()), id: \.element.id) { i, section in
        let hasHeader = !section.header.isEmpty
        let gap =
          hasHeader
          ? (i == 0 ? m.firstHeaderGap : sectionSpacing.map { $0 - 2 } ?? m.headerGap)
          : (i == 0 ? m.firstGap : sectionSpacing ?? m.gap)
        VStack(alignment: .leading, spacing: 0) {
          if hasHeader {
            _ResolvedNodes(nodes: section.header)
              .padding(.horizontal, m.cardInset + Self.textInset).padding(.bottom, 6.5)
          }
          card(section.rows, m)
          if !section.footer.isEmpty {
            _ResolvedNodes(nodes: section.footer)
              .padding(.horizontal, m.cardInset + Self.textInset).padding(.top, 5)
          }
        }
        .padding(.top, gap)
      }
    }
  }

  /// A section's rows on its card.
  @ViewBuilder func card(_ rows: [ViewNode], _ m: Metrics) -> some View {
    if let spacing = rowSpacing, spacing > 0 {
      // Rows apart: each on a card of its own, with no separator between them.
      VStack(spacing: spacing) {
        ForEach(Array(rows.enumerated()), id: \.element.path.description) { _, row in
          joinedCard([row], m)
        }
      }
    } else {
      joinedCard(rows, m)
    }
  }

  /// A section's rows on one card, separated by hairlines.
  @ViewBuilder func joinedCard(_ rows: [ViewNode], _ m: Metrics) -> some View {
    let hairline = UIScreen.hairline
    VStack(spacing: 0) {
      ForEach(Array(rows.enumerated()), id: \.element.path.description) { i, row in
        let options = row.listRow ?? ListRowOptions()
        let insets = editedInsets(
          options.insets ?? EdgeInsets(top: 6, leading: Self.textInset, bottom: 6, trailing: Self.textInset), options)
        let separated = i < rows.count - 1 && options.separator != .hidden
        rowContent(row, options, insets)
          .background {
            if let background = options.background { _ResolvedNodes(nodes: background) }
          }
          .overlay(alignment: .bottom) {
            if separated {
              Rectangle().fill(options.separatorTint.map { Color($0) } ?? Color(named: "separator"))
                .frame(height: hairline).padding(.leading, insets.leading + (row.listSeparatorLeading ?? 0))
                .padding(.trailing, showsReorder(options) ? Self.reorderColumn : 0)
            }
          }
      }
    }
    .background(Color(named: m.card))
    .clipShape(RoundedRectangle(cornerRadius: m.cornerRadius, style: .continuous))
    .padding(.horizontal, m.cardInset)
  }

  /// A row's content in its insets, at least 44 points tall; a row edit mode can change has its controls.
  @ViewBuilder func rowContent(_ row: ViewNode, _ options: ListRowOptions, _ insets: EdgeInsets) -> some View {
    let content = _ResolvedNodes(nodes: [row]).padding(insets)
      .frame(maxWidth: .infinity, minHeight: Self.minimumRowHeight, alignment: .leading)
    if options.delete != nil || options.movable {
      content.overlay { editControls(row, options) }.offset(x: confirmationShift(row))
        .overlay { deleteConfirmation(row, options) }
    } else {
      content
    }
  }

  /// Resolves `content` as a list's rows and sections in `style`: consecutive rows outside a `Section`
  /// make a section of their own, as in SwiftUI.
  static func resolve(
    _ content: any View, style: ListStyleKind, path: ViewPath, environment: ViewEnvironment,
    in context: ResolveContext
  ) throws(ViewError) -> [ViewNode] {
    var inner = environment
    inner.listContext = style
    inner.stackAxis = .depth
    let nodes = try context.resolve(content, path: path.appending("items"), environment: inner)
    var sections: [ListSectionParts] = []
    var loose: [ViewNode] = []
    func flush() {
      guard !loose.isEmpty else { return }
      sections.append(ListSectionParts(header: [], rows: loose, footer: [], id: "rows\(sections.count)"))
      loose = []
    }
    for node in nodes {
      guard var section = node.listSection else {
        loose.append(node)
        continue
      }
      flush()
      section.id = node.path.description
      sections.append(section)
    }
    flush()
    var outside = environment
    outside.listContext = nil
    let layout = ListLayout(
      style: style, sections: sections, backgroundHidden: environment.listBackgroundHidden,
      sectionSpacing: environment.listSectionSpacing, rowSpacing: environment.listRowSpacing,
      editing: environment.values.editMode?.wrappedValue.isEditing == true)
    var result = try context.resolve(layout, path: path.appending("list"), environment: outside)
    // A navigation stack around draws the list's background behind its bar too.
    if !environment.listBackgroundHidden, result.count == 1 {
      var request = result[0].navigation ?? NavigationRequest()
      request.background = request.background ?? Color(named: Metrics(style).background)
      result[0].navigation = request
    }
    return result
  }
}
