// A scene's display lists are the display model's: clients of Scene see its types.
@_exported import DisplayModel

/// The display model's transform, not Foundation's type of the same name.
public typealias AffineTransform = DisplayModel.AffineTransform
