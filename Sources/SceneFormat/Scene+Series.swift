import Foundation

/// One animated scalar of a layer sampled over time: what `render-anim plot` draws as a curve.
public struct ValueSeries: Sendable, Equatable {
  /// The top-level layer's index in `layers`.
  public var layer: Int
  /// The layer's id, if it has one.
  public var layerID: String?
  /// The scalar's name as `sample` prints it: `value.scale`, `offset.y`, `opacity`.
  public var name: String
  /// Sample times in seconds, ascending.
  public var times: [Double]
  /// The value at each time.
  public var values: [Double]

  /// Whether the value changes at all over the samples.
  public var isAnimated: Bool {
    guard let lo = values.min(), let hi = values.max() else { return false }
    return hi - lo > 1e-9
  }

  /// `id.name`, or `layers[i].name` for a layer without an id.
  public var qualifiedName: String { "\(layerID ?? "layers[\(layer)]").\(name)" }
}

extension Scene {
  /// Every scalar of every top-level layer (the `values` of `sample`), sampled at `times`.
  ///
  /// ```swift
  /// let curves = try scene.series(times: stride(from: 0, through: scene.duration, by: 0.01).map { $0 },
  ///                               measurer: EstimatedTextMeasurer()).filter(\.isAnimated)
  /// ```
  public func series(times: [Double], measurer: some TextMeasuring) throws(SceneError) -> [ValueSeries] {
    var result: [ValueSeries] = []
    var index: [String: Int] = [:]
    var layerIndex: [String: Int] = [:]
    for t in times {
      for (position, entry) in try values(at: t, measurer: measurer).enumerated() {
        // Layers come and go (views inserted and removed): they are told apart by id, in order of first
        // appearance.
        var l = position
        if let id = entry.layer.id {
          if layerIndex[id] == nil { layerIndex[id] = layerIndex.count }
          l = layerIndex[id]!
        }
        for (name, v) in entry.values {
          let key = "\(l)\u{0}\(name)"
          if index[key] == nil {
            index[key] = result.count
            result.append(ValueSeries(layer: l, layerID: entry.layer.id, name: name, times: [], values: []))
          }
          result[index[key]!].times.append(t)
          result[index[key]!].values.append(v)
        }
      }
    }
    return result
  }

  /// `count` evenly spaced instants from 0 to the clip's duration, both included (at least 2).
  public func evenlySpacedTimes(_ count: Int) -> [Double] {
    let n = max(count, 2)
    return (0..<n).map { duration * Double($0) / Double(n - 1) }
  }
}
