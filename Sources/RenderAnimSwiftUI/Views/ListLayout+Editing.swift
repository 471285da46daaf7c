import Foundation

/// A `ForEach`'s `.onDelete` and `.onMove`, handed to each row it makes as the row's options.
nonisolated struct RowEditActions {
  var delete: ((IndexSet) -> Void)? = nil
  var move: ((IndexSet, Int) -> Void)? = nil

  var any: Bool { delete != nil || move != nil }

  /// `options` with what edit mode offers the row at `offset`.
  func row(_ offset: Int, options: ListRowOptions?) -> ListRowOptions {
    var options = options ?? ListRowOptions()
    if let delete, options.delete == nil { options.delete = { delete(IndexSet(integer: offset)) } }
    if move != nil { options.movable = true }
    return options
  }
}

/// A list's rows in edit mode (docs/swift-views.md, Lists and forms), as iOS draws them (measured on
/// swift-snapshot-testing references of a list in edit mode at 3×, iOS 14 and 15): a deletable row's
/// content moves 40 points in and a red disc 22 points across with a white bar 10.7 by 1.6 stands
/// centred 28 points from the row's leading edge; a movable row shows three bars 21.3 by 1.4 points,
/// 4.77 apart, in the tertiary label colour, 18 points from its trailing edge, and its content and
/// separator end 41.67 points from it. A tap on the disc turns its bar upright and slides the row to
/// uncover a red Delete button at its trailing edge; a tap on that runs the row's delete action.
extension ListLayout {
  static let editIndent = 40.0
  static let reorderColumn = 41.67
  static let deleteButtonWidth = 82.0

  /// Whether the row shows its delete disc now.
  func showsDelete(_ options: ListRowOptions) -> Bool { editing && options.delete != nil && !options.deleteDisabled }
  /// Whether the row shows its reorder bars now.
  func showsReorder(_ options: ListRowOptions) -> Bool { editing && options.movable && !options.moveDisabled }

  /// The insets of a row's content, with edit mode's controls beside it.
  func editedInsets(_ insets: EdgeInsets, _ options: ListRowOptions) -> EdgeInsets {
    var insets = insets
    if showsDelete(options) { insets.leading += Self.editIndent }
    if showsReorder(options) { insets.trailing = Self.reorderColumn }
    return insets
  }

  /// A row's controls, over the row and moving with it: the delete disc at its leading edge and the
  /// reorder bars at its trailing edge.
  @ViewBuilder func editControls(_ row: ViewNode, _ options: ListRowOptions) -> some View {
    let id = row.path.description
    ZStack {
      ZStack {
        if showsDelete(options) {
          DeleteDisc(upright: confirming == id)
            .onTapGesture { withAnimation { confirming = confirming == id ? nil : id } }
            .padding(.leading, 28 - 11)
            .transition(.move(edge: .leading).combined(with: .opacity))
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
      ZStack {
        if showsReorder(options) { ReorderBars().padding(.trailing, 18).transition(.opacity) }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .trailing)
    }
  }

  /// The Delete button a tap on the row's disc uncovers at its trailing edge; a tap on it deletes the row.
  @ViewBuilder func deleteConfirmation(_ row: ViewNode, _ options: ListRowOptions) -> some View {
    if showsDelete(options), confirming == row.path.description, let delete = options.delete {
      Button {
        withAnimation {
          confirming = nil
          delete()
        }
      } label: {
        Text("Delete").foregroundStyle(.white).frame(maxWidth: .infinity, maxHeight: .infinity)
      }
      .buttonStyle(.plain)
      .frame(width: Self.deleteButtonWidth).frame(maxHeight: .infinity).background(.red)
      .frame(maxWidth: .infinity, alignment: .trailing)
      .transition(.move(edge: .trailing))
    }
  }

  /// How far the row slides to uncover its Delete button.
  func confirmationShift(_ row: ViewNode) -> Double {
    editing && confirming == row.path.description ? -Self.deleteButtonWidth : 0
  }
}

/// The red disc with a white bar that deletes a row in edit mode.
nonisolated struct DeleteDisc: View {
  let upright: Bool
  var body: some View {
    Circle().fill(.red)
      .overlay { Capsule().fill(.white).frame(width: 10.7, height: 1.6).rotationEffect(.degrees(upright ? 90 : 0)) }
      .frame(width: 22, height: 22)
  }
}

/// The three bars that reorder a row in edit mode.
nonisolated struct ReorderBars: View {
  var body: some View {
    VStack(spacing: 4.77 - 1.4) {
      ForEach(0..<3, id: \.self) { _ in Rectangle().frame(width: 21.3, height: 1.4) }
    }
    .foregroundStyle(Color(named: "tertiaryLabel"))
  }
}
