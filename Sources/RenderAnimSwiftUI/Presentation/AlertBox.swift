import DisplayModel

/// An alert or a confirmation dialog as iOS 17 draws them on an iPhone (docs/swift-views.md,
/// Presentations); UIKit's metrics, not measured on a snapshot.
///
/// - An alert: a 270-point box with 14-point corners filled with the regular material, in the centre over
///   the screen dimmed by black at 20 %; the title (headline) and message (footnote) centred, 16 points
///   in, 19 points from the top and 17 above the buttons; 44-point buttons under hairlines, side by side
///   when there are two (the cancel button leading), else stacked with the cancel button last, in the
///   tint (destructive: red; cancel: semibold). It appears growing from 115 % while it fades in and
///   fades out.
/// - A dialog: 8 points from the screen's sides and bottom, the title and message in secondary footnote
///   over 57-point buttons in a title-3 font, and the cancel button (one is added when none is given) in
///   a box of its own 8 points below; it rises from the bottom, and a tap outside it dismisses it.
nonisolated struct _AlertBox: View {
  var title: Text?
  var message: [ViewNode]
  /// The buttons; nil while nothing is presented.
  var actions: [PresentationAction]?
  let isDialog: Bool
  @Environment(\.dismiss) private var dismiss
  @Environment(\.colorScheme) private var colorScheme

  static func resolve<A: View, M: View>(
    _ parts: (Text, A, M)?, dialog: Visibility?, path: ViewPath, environment: ViewEnvironment,
    in context: ResolveContext
  ) throws(ViewError) -> [ViewNode] {
    var box = _AlertBox(title: nil, message: [], actions: nil, isDialog: dialog != nil)
    if let (title, actionsView, messageView) = parts {
      let actions = try PresentationActions.collect(
        actionsView, path: path.appending("actions"), environment: environment, in: context)
      var env = environment
      env.font = .footnote
      env.textAlignment = .center
      if dialog != nil { env.foreground = Color.secondary.resolved(environment.colorScheme) }
      box.message = try context.resolve(messageView, path: path.appending("message"), environment: env)
      let showsTitle = dialog?.showsTitle(withMessage: !box.message.isEmpty) ?? true
      box.title = showsTitle ? title : nil
      box.actions = actions
    }
    return try context.resolve(box, path: path.appending("box"), environment: environment)
  }

  var body: some View {
    if actions != nil {
      Color.black.opacity(0.2).ignoresSafeArea().transition(.opacity)
        .onTapGesture { if isDialog { dismiss() } }
    }
    ZStack {
      if let actions {
        if isDialog {
          dialogBox(actions).transition(.moveOffScreen(edge: .bottom))
        } else {
          alertBox(actions).transition(
            .asymmetric(insertion: .scale(scale: 1.15).combined(with: .opacity), removal: .opacity))
        }
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: isDialog ? .bottom : .center)
  }

  private var separator: Color {
    colorScheme == .dark
      ? Color(red: 84 / 255, green: 84 / 255, blue: 88 / 255, opacity: 0.6)
      : Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
  }
  private func hairline(vertical: Bool = false) -> some View {
    Rectangle().fill(separator).frame(width: vertical ? 0.5 : nil, height: vertical ? nil : 0.5)
  }

  @ViewBuilder private func header(titleFont: Font) -> some View {
    if title != nil || !message.isEmpty {
      VStack(spacing: 2) {
        if let title { title.font(titleFont) }
        _ResolvedNodes(nodes: message)
      }
      .multilineTextAlignment(.center)
      .frame(maxWidth: .infinity)
    }
  }

  private func alertBox(_ actions: [PresentationAction]) -> some View {
    let buttons =
      actions.isEmpty ? [PresentationAction(role: .cancel, label: AnyView(Text("OK")), action: {})] : actions
    let ordered = buttons.filter { $0.role != .cancel } + buttons.filter { $0.role == .cancel }
    return VStack(spacing: 0) {
      header(titleFont: .headline).padding(.horizontal, 16).padding(.top, 19).padding(.bottom, 17)
      hairline()
      if ordered.count == 2 {
        HStack(spacing: 0) {
          button(ordered[1], height: 44, font: .body)
          hairline(vertical: true)
          button(ordered[0], height: 44, font: .body)
        }
        .fixedSize(horizontal: false, vertical: true)
      } else {
        ForEach(ordered.indices, id: \.self) { i in
          if i > 0 { hairline() }
          button(ordered[i], height: 44, font: .body)
        }
      }
    }
    .frame(width: 270)
    .background(RoundedRectangle(cornerRadius: 14).fill(.regularMaterial))
  }

  private func dialogBox(_ actions: [PresentationAction]) -> some View {
    let others = actions.filter { $0.role != .cancel }
    let cancel =
      actions.first { $0.role == .cancel }
      ?? PresentationAction(role: .cancel, label: AnyView(Text("Cancel")), action: {})
    let hasHeader = title != nil || !message.isEmpty
    return VStack(spacing: 8) {
      VStack(spacing: 0) {
        if hasHeader {
          header(titleFont: .footnote.weight(.semibold)).foregroundStyle(.secondary)
            .padding(.horizontal, 16).padding(.vertical, 14)
        }
        ForEach(others.indices, id: \.self) { i in
          if i > 0 || hasHeader { hairline() }
          button(others[i], height: 57, font: .title3)
        }
      }
      .background(RoundedRectangle(cornerRadius: 14).fill(.regularMaterial))
      button(cancel, height: 57, font: .title3)
        .background(
          RoundedRectangle(cornerRadius: 14).fill(
            colorScheme == .dark ? Color(red: 44 / 255, green: 44 / 255, blue: 46 / 255) : .white))
    }
    .padding(.horizontal, 8).padding(.bottom, 8)
  }

  @ViewBuilder private func button(_ a: PresentationAction, height: Double, font: Font) -> some View {
    let button = Button {
      dismiss()
      a.action()
    } label: {
      a.label.font(a.role == .cancel ? font.weight(.semibold) : font)
        .frame(maxWidth: .infinity, minHeight: height).contentShape(Rectangle())
    }
    if a.role == .destructive { button.foregroundStyle(Color.red) } else { button }
  }
}
