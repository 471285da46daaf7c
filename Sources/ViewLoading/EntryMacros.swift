internal import SwiftSyntax

/// Expands SwiftUI's `@Entry` macro (Xcode 16) in a view file, which render-anim compiles without Apple's
/// macro plugin: `@Entry var accent: Color = .blue` in an extension of `EnvironmentValues` (or
/// `Transaction`) becomes the property and its key, as the macro makes them (docs/swift-views.md,
/// Environment):
///
/// ```swift
/// var accent: Color { get { self[__RenderAnimEntryKey_accent.self] } set { … = newValue } }
/// struct __RenderAnimEntryKey_accent: EnvironmentKey { static var defaultValue: Color { .blue } }
/// ```
///
/// The default value's text stays where it is (other rewrites may edit it), on the same lines, so that
/// swiftc's line numbers stay the file's. Without a type, the key stores the value (`static let`); without
/// a value, the default is `nil`.
final class EntryMacros: SyntaxVisitor {
  private(set) var edits: [(range: Range<Int>, replacement: String)] = []

  /// The key protocol of each type SwiftUI's `@Entry` extends.
  static let keys = [
    "EnvironmentValues": "EnvironmentKey", "SwiftUI.EnvironmentValues": "EnvironmentKey",
    "Transaction": "TransactionKey", "SwiftUI.Transaction": "TransactionKey",
  ]

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let key = Self.keys[node.extendedType.trimmedDescription] else { return .visitChildren }
    for member in node.memberBlock.members {
      if let variable = member.decl.as(VariableDeclSyntax.self) { expand(variable, protocol: key) }
    }
    return .visitChildren
  }

  private func expand(_ variable: VariableDeclSyntax, protocol key: String) {
    guard
      let attribute = variable.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) })
        .first(where: { $0.attributeName.trimmedDescription == "Entry" }),
      variable.bindings.count == 1, let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    else { return }
    let keyName = "__RenderAnimEntryKey_\(name)"
    let type = binding.typeAnnotation?.type.trimmedDescription
    let modifiers = variable.modifiers.trimmedDescription
    let property =
      (modifiers.isEmpty ? "" : modifiers + " ") + "var \(name): \(type ?? keyName + ".Value") { "
      + "get { self[\(keyName).self] } set { self[\(keyName).self] = newValue } }; "
      // A key private to the file, as the macro makes it, so that a public extension needs no public key; a key
      // whose type is inferred names the property's type, so it is internal, its default public.
      + (type == nil ? "struct \(keyName): \(key) { public " : "private struct \(keyName): \(key) { ")
    let start = attribute.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = variable.endPositionBeforeTrailingTrivia.utf8Offset
    guard let value = binding.initializer?.value else {
      guard let type else { return }
      let lines = String(repeating: "\n", count: variable.trimmedDescription.filter { $0 == "\n" }.count)
      edits.append((start..<end, property + "static var defaultValue: \(type) { nil } }" + lines))
      return
    }
    let valueStart = value.positionAfterSkippingLeadingTrivia.utf8Offset
    let valueEnd = value.endPositionBeforeTrailingTrivia.utf8Offset
    let header = variable.trimmedDescription.utf8.prefix(valueStart - start)
    let lines = String(repeating: "\n", count: header.filter { $0 == UInt8(ascii: "\n") }.count)
    let opening = type.map { "static var defaultValue: \($0) { " } ?? "static let defaultValue = "
    edits.append((start..<valueStart, property + opening + lines))
    edits.append((valueEnd..<end, type == nil ? " }" : " } }"))
  }
}
