import Foundation

/// What `render-anim sample` prints: each top-level layer's transform (Cairo's six numbers), opacity
/// and animated values at the times asked for, ready for `JSONEncoder`.
///
/// ```swift
/// let report = try scene.sample(at: [0, 0.5, 1], measurer: measurer)
/// let json = try JSONEncoder().encode(report)
/// ```
public struct SampleReport: Encodable, Sendable {
  /// The frame rate: a whole number, or a fraction as written (`"30000/1001"`).
  public var fps: FrameRate
  /// The times sampled, in seconds; each of a layer's arrays has one entry per time, in this order.
  public var times: [Double]
  /// The top-level layers, in the scene's order (another front end's in order of first appearance).
  public var layers: [Layer]

  /// A frame rate as it is printed.
  public enum FrameRate: Encodable, Sendable, Equatable {
    /// A whole number of frames per second, printed as a number.
    case whole(Int)
    /// Any other rate, printed as the scene writes it (`"30000/1001"`).
    case fraction(String)

    public func encode(to encoder: any Encoder) throws {
      var c = encoder.singleValueContainer()
      switch self {
      case .whole(let n): try c.encode(n)
      case .fraction(let s): try c.encode(s)
      }
    }
  }

  /// One layer's samples, one entry per time. A number that is not finite is `null`.
  public struct Layer: Encodable, Sendable {
    /// The layer's `id`; `nil` (printed `null`) when it has none.
    public var id: String?
    /// The layer's transform at each time, as Cairo's six numbers `[xx, yx, xy, yy, x0, y0]`.
    public var transform: [[Double?]]
    /// The layer's opacity at each time.
    public var opacity: [Double?]
    /// Each animated value by name (`value.scale`, `offset.y`, …).
    public var values: [String: [Double?]]

    enum CodingKeys: String, CodingKey { case id, transform, opacity, values }

    public func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(id, forKey: .id)  // `null` when the layer has no id
      try c.encode(transform, forKey: .transform)
      try c.encode(opacity, forKey: .opacity)
      try c.encode(values, forKey: .values)
    }
  }
}

extension Scene {
  /// Samples every drawn layer at `times` (the scene's frame times by default). Layers come and go (views
  /// inserted and removed): they are matched by id across times, in order of first appearance; a layer
  /// absent at a time has `null` there.
  public func sample(at times: [Double]? = nil, measurer: some TextMeasuring) throws(SceneError) -> SampleReport {
    let times = times ?? (0..<frameCount).map { frameTime($0) }
    func finite(_ x: Double) -> Double? { x.isFinite ? x : nil }
    var layers: [SampleReport.Layer] = []
    var index: [String: Int] = [:]
    for (n, t) in times.enumerated() {
      for (k, entry) in try values(at: t, measurer: measurer).enumerated() {
        let id = entry.layer.id ?? "layers[\(k)]"
        let i: Int
        if let existing = index[id] {
          i = existing
        } else {
          i = layers.count
          index[id] = i
          layers.append(
            SampleReport.Layer(
              id: entry.layer.id, transform: Array(repeating: Array(repeating: nil, count: 6), count: n),
              opacity: Array(repeating: nil, count: n), values: [:]))
        }
        guard layers[i].opacity.count == n else { continue }  // the same id twice at one time: the first counts
        layers[i].transform.append(entry.layer.transform.cairoArray.map(finite))
        layers[i].opacity.append(finite(entry.layer.opacity))
        for (name, v) in entry.values {
          layers[i].values[name, default: Array(repeating: nil, count: n)].append(finite(v))
        }
      }
      for i in layers.indices {
        if layers[i].opacity.count == n {
          layers[i].transform.append(Array(repeating: nil, count: 6))
          layers[i].opacity.append(nil)
        }
        for name in layers[i].values.keys where layers[i].values[name]!.count == n {
          layers[i].values[name]!.append(nil)
        }
      }
    }
    let fps: SampleReport.FrameRate = Int(fpsText).map { .whole($0) } ?? .fraction(fpsText)
    return SampleReport(fps: fps, times: times, layers: layers)
  }
}
