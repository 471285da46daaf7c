/// Core Graphics' line cap, as SwiftUI's `StrokeStyle` types its `lineCap` (`.butt`, `.round`, `.square`).
public typealias CGLineCap = StrokeStyle.LineCap
/// Core Graphics' line join, as SwiftUI's `StrokeStyle` types its `lineJoin` (`.miter`, `.round`, `.bevel`).
public typealias CGLineJoin = StrokeStyle.LineJoin
