import Foundation
internal import SwiftParser
internal import SwiftSyntax

/// A Swift view file read with SwiftParser: its `#Preview` blocks, the `View` types it declares, and the
/// text render-anim compiles (each `#Preview { … }` rewritten as a function, line numbers kept).
struct SwiftViewSource {
  /// A preview: a `#Preview` block (its name, if it has one, and a call of the function it was rewritten
  /// to), or a `PreviewProvider` (its type's name and its `previews`), in the order of the file.
  struct Preview {
    var name: String?
    var expression: String
  }

  let path: String
  let text: String
  /// The text to compile.
  private(set) var compiled = ""
  private(set) var previews: [Preview] = []
  /// View types that can be made with `init()` (no stored property without a value).
  private(set) var defaultConstructible: [String] = []
  /// Every `View` type declared.
  private(set) var viewTypes: [String] = []
  /// The functions a `PreviewProvider`'s `Group` of previews becomes, appended to the compiled text.
  fileprivate var groupedPreviewFunctions = ""
  /// The first type that wraps a UIKit view (`UIViewRepresentable`, `UIViewControllerRepresentable`), as
  /// swiftc would name it: `file:line:column: error: …`. render-anim cannot draw it.
  private(set) var uiKitView: String?

  /// - Parameter previewPrefix: names the functions `#Preview` blocks become (helper files get their own).
  init(path: String, text: String, previewPrefix: String = "__renderAnimPreview") {
    self.path = path
    self.text = text
    // `#if os(iOS)` and the rest decided as an iPhone build decides them (ActiveRegions).
    let text = ActiveRegions.resolve(text)
    let tree = Parser.parse(source: text)
    var edits: [(range: Range<Int>, replacement: String)] = []
    for item in tree.statements {
      // At the top level `#Preview { … }` parses as a declaration or as an expression statement.
      let macro:
        (name: TokenSyntax, arguments: LabeledExprListSyntax, closure: ClosureExprSyntax?, start: AbsolutePosition)? =
          if let d = item.item.as(MacroExpansionDeclSyntax.self) {
            (d.macroName, d.arguments, d.trailingClosure, d.positionAfterSkippingLeadingTrivia)
          } else if let e = item.item.as(MacroExpansionExprSyntax.self) {
            (e.macroName, e.arguments, e.trailingClosure, e.positionAfterSkippingLeadingTrivia)
          } else { nil }
      if let macro, macro.name.text == "Preview", let closure = macro.closure {
        let name = macro.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.segments
          .compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        let function = "\(previewPrefix)\(previews.count)"
        previews.append(Preview(name: name, expression: "\(function)()" + Self.traitsModifier(macro.arguments)))
        // `#Preview("Name") {` becomes `@MainActor @ViewBuilder func f() -> some View {`: same lines, same
        // body, on the main actor as Xcode's macro runs it (it may make a `@MainActor` model).
        let start = macro.start.utf8Offset
        let open = closure.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        let header = String(decoding: Array(text.utf8)[start..<open], as: UTF8.self)
        let newlines = String(repeating: "\n", count: header.filter { $0 == "\n" }.count)
        let signature = "@MainActor @ViewBuilder func \(function)() -> some View"
        if let previewable = Self.previewableEdits(closure, view: "\(function)View") {
          // `@Previewable @State var x` (Xcode 16): the preview is a view of its own with those properties.
          edits.append(
            (start..<open, "\(signature) { \(function)View() }; \(newlines)"))
          edits += previewable
        } else {
          edits.append((start..<open, "\(signature) \(newlines)"))
        }
      }
      if let decl = item.item.as(StructDeclSyntax.self) { inspect(decl) }
      if uiKitView == nil { uiKitView = Self.uiKitView(in: item.item, tree: tree, path: path) }
    }
    // Wall-clock calls run on the render clock (ClockCalls).
    let clock = ClockCalls()
    clock.walk(tree)
    edits += clock.edits
    // `@Entry` (Xcode 16's macro) expanded to the property and its key (EntryMacros).
    let entries = EntryMacros()
    entries.walk(tree)
    edits += entries.edits
    // A file that reaches the clock without importing SwiftUI (a model that calls `Date()`) imports it, on
    // the first line so that swiftc's line numbers stay the file's.
    if !clock.edits.isEmpty, !tree.statements.contains(where: { Self.importsSwiftUI($0.item) }) {
      edits.append((0..<0, "import SwiftUI; "))
    }
    edits.sort { $0.range.lowerBound < $1.range.lowerBound }
    var bytes = Array(text.utf8)
    for edit in edits.reversed() { bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8)) }
    // A PreviewProvider's `Group` of previews: each child a function of its own, after the file's last line.
    compiled = String(decoding: bytes, as: UTF8.self) + groupedPreviewFunctions
  }

  /// The edits that make a `#Preview` closure with `@Previewable` properties (Xcode 16's macro) the view
  /// `view`, as the macro expands it: `struct view: View {` at the closure's brace, the properties its
  /// members (the attribute blanked), the statements after them its `body`; nil when it has none. The
  /// properties must come first, as Xcode requires; lines, and the columns of the body's lines, are kept.
  private static func previewableEdits(
    _ closure: ClosureExprSyntax, view: String
  ) -> [(range: Range<Int>, replacement: String)]? {
    let statements = Array(closure.statements)
    func previewable(_ item: CodeBlockItemSyntax) -> AttributeSyntax? {
      item.item.as(VariableDeclSyntax.self)?.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }
        .first { $0.attributeName.trimmedDescription == "Previewable" }
    }
    let count = statements.prefix { previewable($0) != nil }.count
    guard count > 0 else { return nil }
    var edits: [(range: Range<Int>, replacement: String)] = []
    let brace = closure.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset
    edits.append((brace..<brace + 1, "fileprivate struct \(view): View {"))
    for item in statements.prefix(count) {
      guard let attribute = previewable(item) else { continue }
      let range =
        attribute.positionAfterSkippingLeadingTrivia
        .utf8Offset..<attribute.endPositionBeforeTrailingTrivia
        .utf8Offset
      edits.append((range, String(repeating: " ", count: range.count)))
    }
    // The body opens at the end of the last property's line, so that the lines after keep their columns.
    let bodyStart = statements[count - 1].endPositionBeforeTrailingTrivia.utf8Offset
    edits.append((bodyStart..<bodyStart, "; var body: some View {"))
    let end = closure.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
    edits.append((end..<end, "} "))
    return edits
  }

  /// Whether `item` is `import SwiftUI`.
  private static func importsSwiftUI(_ item: CodeBlockItemSyntax.Item) -> Bool {
    item.as(ImportDeclSyntax.self)?.path.trimmedDescription == "SwiftUI"
  }

  /// The error line for a struct or class that conforms to a UIKit representable protocol, if `item` is one.
  private static func uiKitView(in item: CodeBlockItemSyntax.Item, tree: SourceFileSyntax, path: String) -> String? {
    let declaration: (name: TokenSyntax, clause: InheritanceClauseSyntax?)? =
      if let s = item.as(StructDeclSyntax.self) {
        (s.name, s.inheritanceClause)
      } else if let c = item.as(ClassDeclSyntax.self) { (c.name, c.inheritanceClause) } else { nil }
    guard let declaration, let clause = declaration.clause else { return nil }
    for inherited in clause.inheritedTypes {
      let name = inherited.type.trimmedDescription.replacingOccurrences(of: "SwiftUI.", with: "")
      guard name == "UIViewRepresentable" || name == "UIViewControllerRepresentable" else { continue }
      let at = SourceLocationConverter(fileName: path, tree: tree).location(
        for: inherited.positionAfterSkippingLeadingTrivia)
      return
        "\(path):\(at.line):\(at.column): error: '\(declaration.name.text)' is a \(name), a UIKit view: render-anim "
        + "draws SwiftUI views only and cannot render it"
    }
    return nil
  }

  private mutating func inspect(_ decl: StructDeclSyntax) {
    let inherits = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    if inherits.contains("PreviewProvider") || inherits.contains("SwiftUI.PreviewProvider") {
      addPreviews(of: decl)
    }
    guard inherits.contains("View") || inherits.contains("SwiftUI.View") else { return }
    let name = decl.name.text
    viewTypes.append(name)
    guard decl.genericParameterClause == nil else { return }
    var hasInit = false
    var needsArguments = false
    for member in decl.memberBlock.members {
      if let i = member.decl.as(InitializerDeclSyntax.self) {
        hasInit = true
        if i.signature.parameterClause.parameters.allSatisfy({ $0.defaultValue != nil }) {
          return defaultConstructible.append(name)
        }
      }
      guard let v = member.decl.as(VariableDeclSyntax.self) else { continue }
      let isStatic = v.modifiers.contains { $0.name.text == "static" }
      for binding in v.bindings where !isStatic && binding.accessorBlock == nil && binding.initializer == nil {
        let wrapped = !v.attributes.isEmpty
        let optional =
          binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true && v.bindingSpecifier.text == "var"
        if !wrapped && !optional { needsArguments = true }
        if wrapped, let attr = v.attributes.first?.as(AttributeSyntax.self)?.attributeName.trimmedDescription,
          attr == "Binding" || attr == "ObservedObject" || attr == "EnvironmentObject"
        {
          needsArguments = true
        }
      }
    }
    if !hasInit && !needsArguments { defaultConstructible.append(name) }
  }

  /// The Swift expression that makes the root view: `--view` (a type name or an expression), else the
  /// preview (`#Preview` or `PreviewProvider`: the first, or number `preview`), else the only `View` type
  /// with an `init()`.
  func rootExpression(view: String?, preview: Int?, helpers: [SwiftViewSource] = []) throws(ViewLoadingError) -> String
  {
    let viewTypes = self.viewTypes + helpers.flatMap(\.viewTypes)
    if let view {
      let trimmed = view.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty else { throw ViewLoadingError(.usage, "--view is empty") }
      if trimmed.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
        guard viewTypes.contains(trimmed) else {
          throw ViewLoadingError(
            .usage, "\(path): no View type '\(trimmed)'; the file declares: \(viewTypes.joined(separator: ", "))")
        }
        return "\(trimmed)()"
      }
      return trimmed
    }
    if let preview {
      guard preview >= 1, preview <= previews.count else {
        throw ViewLoadingError(
          .usage,
          "\(path): --preview \(preview), but the file has \(previews.count) preview(s) (#Preview blocks and "
            + "PreviewProviders)"
        )
      }
      return previews[preview - 1].expression
    }
    if let first = previews.first { return first.expression }
    if defaultConstructible.count == 1 { return "\(defaultConstructible[0])()" }
    if viewTypes.isEmpty { throw ViewLoadingError(.usage, "\(path): the file declares no View and has no #Preview") }
    throw ViewLoadingError(
      .usage,
      """
      \(path): no #Preview and \
      \(defaultConstructible.isEmpty ? "no View type with an init()" : "several View types with an init()"); \
      choose one with --view (\(viewTypes.joined(separator: ", ")))
      """
    )
  }
}

extension SwiftViewSource {
  /// The previews of a `PreviewProvider`: its `previews`, or, when `previews` is a `Group` (with modifiers
  /// after it or not, after local values or not), each view of the group as a preview of its own, as Xcode
  /// shows them — the first the one drawn by default, `--preview` counting each. Each child becomes a static
  /// function of the provider (``groupedPreviewFunctions``), the group's modifiers applied to it.
  fileprivate mutating func addPreviews(of decl: StructDeclSyntax) {
    let name = decl.name.text
    guard let (children, wrap) = Self.groupedPreviews(in: decl), children.count > 1 else {
      previews.append(Preview(name: name, expression: "\(name).previews"))
      return
    }
    var functions = "\nextension \(name) {\n"
    for child in children {
      let function = "__renderAnimGroupedPreview\(previews.count)"
      functions += "  @ViewBuilder static func \(function)() -> some View { \(wrap(child)) }\n"
      previews.append(Preview(name: name, expression: "\(name).\(function)()"))
    }
    groupedPreviewFunctions += functions + "}\n"
  }

  /// The views of the `Group` that `previews` returns, and a function that puts one of them where the
  /// group stands in the expression (inside the group's modifiers); nil when `previews` is not a group.
  private static func groupedPreviews(in decl: StructDeclSyntax) -> ([String], (String) -> String)? {
    for member in decl.memberBlock.members {
      guard let v = member.decl.as(VariableDeclSyntax.self), v.modifiers.contains(where: { $0.name.text == "static" }),
        let binding = v.bindings.first, binding.pattern.trimmedDescription == "previews",
        case .getter(let body)? = binding.accessorBlock?.accessors, let item = body.last?.item
      else { continue }
      // Local values before the group (`let view = Card()`) come with each child.
      let locals = body.dropLast()
      guard locals.allSatisfy({ $0.item.is(VariableDeclSyntax.self) }) else { return nil }
      let prefix = locals.map { $0.item.trimmedDescription + "\n" }.joined()
      let expression = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
      guard let expression else { return nil }
      // Down the modifiers (`Group { … }.previewLayout(…)`) to the group.
      var node = expression
      while let call = node.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let base = member.base
      {
        node = base
      }
      guard let group = node.as(FunctionCallExprSyntax.self), group.calledExpression.trimmedDescription == "Group",
        group.arguments.isEmpty, let closure = group.trailingClosure
      else { return nil }
      let whole = expression.trimmedDescription
      let groupText = group.trimmedDescription
      guard let range = whole.range(of: groupText) else { return nil }
      let children = closure.statements.map(\.item.trimmedDescription)
      return (children, { prefix + whole.replacingCharacters(in: range, with: "Group { \($0) }") })
    }
    return nil
  }
}
