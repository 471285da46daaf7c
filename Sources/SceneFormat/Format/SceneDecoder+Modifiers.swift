import Foundation
import Keyframes

extension SceneDecoder {
  /// The modifiers the decoder reads itself.
  static var modifierNames: [String] { ModifierSpec.decodedNames }

  func modifiers(_ node: YAMLValue, stateNames: [String]) throws(SceneError) -> [ModifierSpec] {
    var result: [ModifierSpec] = []
    for item in try node.sequence() {
      let entries = try item.mapping()
      guard entries.count == 1, let (name, value) = entries.first else {
        throw item.error("each modifier is a one-key mapping such as '- opacity: 0.5'")
      }
      result.append(try modifier(name, value, key: item.keyNode(for: name) ?? value, stateNames: stateNames))
    }
    return result
  }

  func modifier(_ name: String, _ v: YAMLValue, key: YAMLValue, stateNames: [String]) throws(SceneError) -> ModifierSpec
  {
    if let m = try geometryModifier(name, v) { return m }
    if let m = try effectModifier(name, v) { return m }
    if let m = try shapeModifier(name, v) { return m }
    if let m = try animationModifier(name, v, stateNames: stateNames) { return m }
    // Another of SwiftUI's modifiers: its arguments in order (`- zIndex: 1`, `- hidden: []`); whether the
    // runtime has it is the lowering's to say (ViewModifierTable).
    let arguments: [YAMLValue] = v.isSequence ? try v.sequence() : [v]
    var specs: [ValueSpec] = []
    for argument in arguments { specs.append(try valueSpec(argument, type: .any)) }
    return .view(
      name: name, arguments: specs,
      location: SourceLocation(file: file, line: key.line, column: key.column, path: v.path))
  }

  /// Geometry modifiers: `offset`, `scaleEffect`, `rotationEffect`, `rotation3DEffect`, `frame`, `padding`.
  private func geometryModifier(_ name: String, _ v: YAMLValue) throws(SceneError) -> ModifierSpec? {
    let location = SourceLocation(file: file, line: v.line, column: v.column, path: v.path)
    func number(_ x: Double) -> ValueSpec { .constant(.number(x), location) }
    let center = ValueSpec.constant(.unitPoint(.center), location)
    switch name {
    case "offset":
      if v.isSequence {
        let items = try v.sequence()
        guard items.count == 2 else { throw v.error("offset takes [x, y] or {x:, y:}") }
        return .offset(x: try valueSpec(items[0], type: .number), y: try valueSpec(items[1], type: .number))
      }
      let f = try v.fields(allowed: ["x", "y"])
      return .offset(
        x: try f["x"].map { (n: YAMLValue) throws(SceneError) in try valueSpec(n, type: .number) } ?? number(0),
        y: try f["y"].map { (n: YAMLValue) throws(SceneError) in try valueSpec(n, type: .number) } ?? number(0))
    case "scaleEffect":
      if !v.isMapping {
        let s = try valueSpec(v, type: .number)
        return .scaleEffect(x: s, y: s, anchor: center)
      }
      let f = try v.fields(allowed: ["x", "y", "anchor"])
      return .scaleEffect(
        x: try f["x"].map { (n: YAMLValue) throws(SceneError) in try valueSpec(n, type: .number) } ?? number(1),
        y: try f["y"].map { (n: YAMLValue) throws(SceneError) in try valueSpec(n, type: .number) } ?? number(1),
        anchor: try f["anchor"].map { (n: YAMLValue) throws(SceneError) in try valueSpec(n, type: .unitPoint) }
          ?? center)
    case "rotationEffect":
      if !v.isMapping { return .rotationEffect(angle: try valueSpec(v, type: .angle), anchor: center) }
      let f = try v.fields(allowed: ["angle", "anchor"])
      guard let a = f["angle"] else { throw v.error("rotationEffect needs 'angle'") }
      return .rotationEffect(
        angle: try valueSpec(a, type: .angle),
        anchor: try f["anchor"].map { (n: YAMLValue) throws(SceneError) in try valueSpec(n, type: .unitPoint) }
          ?? center)
    case "rotation3DEffect":
      let f = try v.fields(allowed: ["angle", "axis", "anchor", "anchorZ", "perspective"])
      guard let a = f["angle"], let axisNode = f["axis"] else {
        throw v.error("rotation3DEffect needs 'angle' and 'axis'")
      }
      let axis = try axisNode.fields(allowed: ["x", "y", "z"])
      func component(_ key: String) throws(SceneError) -> ValueSpec {
        try axis[key].map { (n: YAMLValue) throws(SceneError) in try valueSpec(n, type: .number) } ?? number(0)
      }
      return .rotation3D(
        angle: try valueSpec(a, type: .angle), axisX: try component("x"), axisY: try component("y"),
        axisZ: try component("z"),
        anchor: try f["anchor"].map { (n: YAMLValue) throws(SceneError) in try valueSpec(n, type: .unitPoint) }
          ?? center,
        anchorZ: try f["anchorZ"].map { (n: YAMLValue) throws(SceneError) in try valueSpec(n, type: .number) }
          ?? number(0),
        perspective: try f["perspective"].map { (n: YAMLValue) throws(SceneError) in try valueSpec(n, type: .number) }
          ?? number(1))
    case "frame":
      if v.isSequence {
        let items = try v.sequence()
        guard items.count == 2 else { throw v.error("frame takes [width, height] or {width:, height:}") }
        return .frame(width: try valueSpec(items[0], type: .number), height: try valueSpec(items[1], type: .number))
      }
      let f = try v.fields(allowed: ["width", "height"])
      guard f["width"] != nil || f["height"] != nil else { throw v.error("frame needs 'width' and/or 'height'") }
      return .frame(
        width: try f["width"].map { (n: YAMLValue) throws(SceneError) in try valueSpec(n, type: .number) },
        height: try f["height"].map { (n: YAMLValue) throws(SceneError) in try valueSpec(n, type: .number) })
    case "padding":
      return .padding(try valueSpec(v, type: .number))
    default:
      return nil
    }
  }

  /// Drawing effects: `opacity`, `blur`, the colour effects, `shadow`, `trim`, `foregroundColor`/`fill`,
  /// `blendMode`.
  private func effectModifier(_ name: String, _ v: YAMLValue) throws(SceneError) -> ModifierSpec? {
    let location = SourceLocation(file: file, line: v.line, column: v.column, path: v.path)
    func number(_ x: Double) -> ValueSpec { .constant(.number(x), location) }
    switch name {
    case "opacity":
      return .opacity(try valueSpec(v, type: .number))
    case "blur":
      if !v.isMapping { return .blur(try valueSpec(v, type: .number)) }
      let f = try v.fields(allowed: ["radius"])
      guard let r = f["radius"] else { throw v.error("blur needs 'radius'") }
      return .blur(try valueSpec(r, type: .number))
    case "saturation", "grayscale", "brightness", "contrast":
      return .colorEffect(name: name, value: try valueSpec(v, type: .number))
    case "hueRotation":
      return .colorEffect(name: name, value: try valueSpec(v, type: .angle))
    case "colorMultiply":
      return .colorEffect(name: name, value: try valueSpec(v, type: .color))
    case "colorInvert":
      // `colorInvert: true` (SwiftUI's `colorInvert()` takes no argument).
      guard case .bool(true) = v.scalar else { throw v.error("colorInvert takes no value; write 'colorInvert: true'") }
      return .colorEffect(
        name: name,
        value: .constant(.number(1), SourceLocation(file: file, line: v.line, column: v.column, path: v.path)))
    case "shadow":
      // SwiftUI's defaults: black at 33 % opacity, no offset.
      let f = try v.fields(allowed: ["color", "radius", "x", "y"])
      guard let r = f["radius"] else { throw v.error("shadow needs 'radius'") }
      return .shadow(
        color: try f["color"].map { (n: YAMLValue) throws(SceneError) in try valueSpec(n, type: .color) }
          ?? .constant(.color(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.33)), location),
        radius: try valueSpec(r, type: .number),
        x: try f["x"].map { (n: YAMLValue) throws(SceneError) in try valueSpec(n, type: .number) } ?? number(0),
        y: try f["y"].map { (n: YAMLValue) throws(SceneError) in try valueSpec(n, type: .number) } ?? number(0))
    case "trim":
      let f = try v.fields(allowed: ["from", "to"])
      return .trim(
        from: try f["from"].map { (n: YAMLValue) throws(SceneError) in try valueSpec(n, type: .number) } ?? number(0),
        to: try f["to"].map { (n: YAMLValue) throws(SceneError) in try valueSpec(n, type: .number) } ?? number(1))
    case "foregroundColor", "fill":
      return .color(try valueSpec(v, type: .color))
    case "blendMode":
      guard case .string(let text, _) = v.scalar,
        let mode = BlendMode(rawValue: text.hasPrefix(".") ? String(text.dropFirst()) : text)
      else {
        throw v.error(
          "blendMode must be one of " + BlendMode.allCases.map { "." + $0.rawValue }.joined(separator: ", "))
      }
      return .blendMode(mode)
    default:
      return nil
    }
  }

  /// Modifiers with a shape: `background`/`overlay`, `cornerRadius`, `clipShape`, `mask`.
  private func shapeModifier(_ name: String, _ v: YAMLValue) throws(SceneError) -> ModifierSpec? {
    let location = SourceLocation(file: file, line: v.line, column: v.column, path: v.path)
    switch name {
    case "background", "overlay":
      // `background: .blue` (the frame filled) or
      // `background: { shape: roundedRectangle, cornerRadius: 12, fill: .blue }`.
      guard v.isMapping else {
        return .decoration(
          shape: .rectangle, color: try valueSpec(v, type: .color), cornerRadius: .constant(.number(0), location),
          over: name == "overlay")
      }
      // `background: { linearGradient: … }`: a gradient filling the frame.
      if let kind = try v.mapping().first?.0, GradientSpec.Kind(rawValue: kind) != nil {
        return .decoration(
          shape: .rectangle, color: .constant(.color(.black), location), cornerRadius: .constant(.number(0), location),
          over: name == "overlay", gradient: try gradient(v))
      }
      let f = try v.fields(allowed: ["shape", "fill", "cornerRadius"])
      var kind = ShapeKind.rectangle
      if let s = f["shape"] { kind = try shapeKind(s) }
      guard let fill = f["fill"] else { throw v.error("\(name) needs 'fill' (a colour or a gradient)") }
      let paint = fill.isMapping ? try gradient(fill) : nil
      return .decoration(
        shape: kind, color: paint == nil ? try valueSpec(fill, type: .color) : .constant(.color(.black), location),
        cornerRadius: try f["cornerRadius"].map { (n: YAMLValue) throws(SceneError) in try valueSpec(n, type: .number) }
          ?? .constant(.number(0), location),
        over: name == "overlay", gradient: paint)
    case "cornerRadius":
      return .clip(shape: .roundedRectangle, cornerRadius: try valueSpec(v, type: .number), modifier: name)
    case "clipShape":
      // `clipShape: circle` or `clipShape: { shape: roundedRectangle, cornerRadius: 12 }`.
      var shapeNode = v
      var radius: ValueSpec = .constant(.number(0), location)
      if v.isMapping {
        let f = try v.fields(allowed: ["shape", "cornerRadius"])
        guard let s = f["shape"] else { throw v.error("clipShape needs 'shape'") }
        shapeNode = s
        if let r = f["cornerRadius"] { radius = try valueSpec(r, type: .number) }
      }
      return .clip(shape: try shapeKind(shapeNode), cornerRadius: radius, modifier: name)
    case "mask":
      // `mask: circle`, or `mask: { shape: roundedRectangle, cornerRadius: 12, fill: <colour or gradient> }`:
      // the shape fills the layer's frame; its paint's alpha masks the layer (opaque black by default).
      var shapeNode: YAMLValue? = v.isMapping ? nil : v
      var radius: ValueSpec = .constant(.number(0), location)
      var color: ValueSpec? = nil
      var gradient: GradientSpec? = nil
      if v.isMapping {
        let f = try v.fields(allowed: ["shape", "cornerRadius", "fill"])
        shapeNode = f["shape"]
        if let r = f["cornerRadius"] { radius = try valueSpec(r, type: .number) }
        if let fill = f["fill"] {
          if fill.isMapping { gradient = try self.gradient(fill) } else { color = try valueSpec(fill, type: .color) }
        }
      }
      var kind = ShapeKind.rectangle
      if let shapeNode { kind = try shapeKind(shapeNode) }
      return .mask(shape: kind, cornerRadius: radius, color: color, gradient: gradient)
    default:
      return nil
    }
  }

  /// Animation and identity modifiers: the animators, `animation`, `transaction`, `transition`,
  /// `contentTransition`, `matchedGeometryEffect`, `geometryGroup`.
  private func animationModifier(
    _ name: String, _ v: YAMLValue, stateNames: [String]
  ) throws(SceneError) -> ModifierSpec? {
    let location = SourceLocation(file: file, line: v.line, column: v.column, path: v.path)
    switch name {
    case "keyframeAnimator":
      return .keyframeAnimator(try keyframeAnimator(v, stateNames: stateNames))
    case "phaseAnimator":
      return .phaseAnimator(try phaseAnimator(v, stateNames: stateNames))
    case "animation":
      let f = try v.fields(allowed: ["animation", "value"])
      guard let a = f["animation"] else { throw v.error("animation needs 'animation' (an Animation or nil)") }
      guard let valueNode = f["value"] else { throw v.error("animation needs 'value' (the state it watches)") }
      let watched = try valueNode.string()
      guard stateNames.contains(watched) || watched == "phase" else {
        throw valueNode.error("'\(watched)' is not in state" + DidYouMean.hint(for: watched, among: stateNames))
      }
      return .animation(try valueSpec(a, type: .animation), value: watched, location: location)
    case "transaction":
      let f = try v.fields(allowed: ["animation", "disablesAnimations"])
      guard f["animation"] != nil || f["disablesAnimations"] != nil else {
        throw v.error("transaction needs 'animation' and/or 'disablesAnimations'")
      }
      return .transaction(
        animation: try f["animation"].map { (n: YAMLValue) throws(SceneError) in try valueSpec(n, type: .animation) },
        disablesAnimations: try f["disablesAnimations"]?.bool(), location: location)
    case "transition":
      return .transition(try valueSpec(v, type: .transition))
    case "contentTransition":
      return .contentTransition(try contentTransition(v))
    case "matchedGeometryEffect":
      let f = try v.fields(allowed: ["id", "in", "isSource"])
      guard let id = f["id"] else { throw v.error("matchedGeometryEffect needs 'id'") }
      guard let ns = f["in"] else { throw v.error("matchedGeometryEffect needs 'in' (a namespace name)") }
      // A bare name that is not in state is the id itself, as a string literal would be in Swift.
      var idSpec = try valueSpec(id, type: .any)
      if case .string(let name, _) = id.scalar, !stateNames.contains(name),
        name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
      {
        idSpec = .constant(.string(name), location)
      }
      return .matchedGeometry(
        MatchedGeometrySpec(
          id: idSpec, namespace: try ns.string(),
          isSource: try f["isSource"]?.bool() ?? true))
    case "geometryGroup":
      if case .bool(false) = v.scalar { throw v.error("write '- geometryGroup: true' (or remove it)") }
      return .geometryGroup
    default:
      return nil
    }
  }

  /// A shape's name, with or without SwiftUI's leading dot: `circle`, `.roundedRectangle`.
  private func shapeKind(_ node: YAMLValue) throws(SceneError) -> ShapeKind {
    let text = try node.string()
    guard let kind = ShapeKind(rawValue: text.hasPrefix(".") ? String(text.dropFirst()) : text) else {
      throw node.error(
        "unknown shape '\(text)'" + DidYouMean.hint(for: text, among: ShapeKind.allCases.map(\.rawValue)))
    }
    return kind
  }

  /// `.identity`, `.opacity`, `.interpolate`, `.numericText()`, `.numericText(countsDown: Bool)` or
  /// `.numericText(value: …)`.
  func contentTransition(_ v: YAMLValue) throws(SceneError) -> ContentTransition {
    let text = try v.string().filter { !$0.isWhitespace }
    switch text {
    case ".identity", "identity": return .identity
    case ".opacity", "opacity", ".interpolate", "interpolate": return .opacity
    case ".numericText()", "numericText()", ".numericText", "numericText": return .numericText(countsDown: false)
    case ".numericText(countsDown:true)": return .numericText(countsDown: true)
    case ".numericText(countsDown:false)": return .numericText(countsDown: false)
    default:
      if text.hasPrefix(".numericText(value:") { return .numericText(countsDown: nil) }
      throw v.error(
        "contentTransition must be .identity, .opacity, .interpolate or .numericText(countsDown:), got '\(text)'")
    }
  }
}
