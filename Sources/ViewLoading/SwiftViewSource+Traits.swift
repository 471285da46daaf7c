internal import SwiftSyntax

extension SwiftViewSource {
  /// What a `#Preview`'s traits add to its view: `.fixedLayout(width:height:)` sizes the canvas as Xcode's
  /// preview does, the view laid out in a frame of that size (`.frame(width: w, height: h)`, the arguments
  /// as written); the other traits (`.sizeThatFitsLayout`, the orientations) add nothing, a render's
  /// canvas being the view's own size or `--size`.
  static func traitsModifier(_ arguments: LabeledExprListSyntax) -> String {
    for argument in arguments {
      guard let call = argument.expression.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "fixedLayout"
      else { continue }
      let values = Dictionary(
        call.arguments.compactMap { a in a.label.map { ($0.text, a.expression.trimmedDescription) } },
        uniquingKeysWith: { first, _ in first })
      guard let width = values["width"], let height = values["height"] else { continue }
      return ".frame(width: \(width), height: \(height))"
    }
    return ""
  }
}
