import Foundation
import Keyframes

/// One small four-cornered piece of a mesh gradient: its corners in unit points (top left, top right,
/// bottom right, bottom left) and the colour at each; the rasterizer blends the colours bilinearly inside.
public struct MeshPatch: Sendable, Equatable {
  /// The corners, clockwise from the top left, in unit points of the frame.
  public var corners: [UnitPoint]
  /// The colour at each corner.
  public var colors: [RGBAColor]
}

extension GradientFill {
  /// How many patches each cell of a smooth mesh is cut into along each side: the colours and edges
  /// between the points are curves, drawn as that many straight, bilinear pieces.
  public static let meshSubdivisions = 8

  /// A mesh gradient as patches (empty for the other gradients). SwiftUI draws a cell's edges as curves
  /// through the points and, with `smoothsColors`, blends the colours along curves too; render-anim takes
  /// both as Catmull–Rom splines through the grid (a cell's curve passes through its corners with the
  /// slope of its neighbours), cut into ``meshSubdivisions`` pieces a side, each blended bilinearly.
  /// Without `smoothsColors` the colours blend bilinearly in each cell, as SwiftUI's do.
  public var meshPatches: [MeshPatch] {
    guard case .mesh(let columns, let rows, let points, let smooth) = kind, columns >= 2, rows >= 2,
      points.count == columns * rows, stops.count == columns * rows
    else { return [] }
    let grid = MeshGrid(columns: columns, rows: rows)
    let xs = points.map { Double($0.x) }
    let ys = points.map { Double($0.y) }
    let channels = [\RGBAColor.red, \.green, \.blue, \.alpha].map { key in stops.map { $0.color[keyPath: key] } }
    let n = Self.meshSubdivisions
    // The corners of every piece, each computed once (a corner is shared by up to four pieces).
    let (across, down) = ((columns - 1) * n + 1, (rows - 1) * n + 1)
    var corners: [(UnitPoint, RGBAColor)] = []
    corners.reserveCapacity(across * down)
    for i in 0..<down {
      for j in 0..<across {
        let (u, v) = (Double(j) / Double(n), Double(i) / Double(n))
        let point = UnitPoint(x: grid.spline(xs, u, v), y: grid.spline(ys, u, v))
        let c = channels.map { min(max(smooth ? grid.spline($0, u, v) : grid.bilinear($0, u, v), 0), 1) }
        corners.append((point, RGBAColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])))
      }
    }
    var patches: [MeshPatch] = []
    patches.reserveCapacity((across - 1) * (down - 1))
    // Cell by cell, row by row of pieces within each, as the pieces of one cell blend in turn.
    for row in 0..<(rows - 1) {
      for column in 0..<(columns - 1) {
        for i in (row * n)..<((row + 1) * n) {
          for j in (column * n)..<((column + 1) * n) {
            let c = [
              corners[i * across + j], corners[i * across + j + 1], corners[(i + 1) * across + j + 1],
              corners[(i + 1) * across + j],
            ]
            patches.append(MeshPatch(corners: c.map(\.0), colors: c.map(\.1)))
          }
        }
      }
    }
    return patches
  }
}

/// Interpolation over a grid of values stored row by row, at (u, v) in grid units (column, row).
struct MeshGrid {
  let columns: Int
  let rows: Int

  /// The Catmull–Rom spline through the grid's values at (u, v): along each of the four nearest rows, then
  /// across them. Past an edge, a value is the edge's mirrored (2 p₀ − p₁), so an edge is a straight
  /// continuation.
  func spline(_ values: [Double], _ u: Double, _ v: Double) -> Double {
    let (r, fv) = cell(v, count: rows)
    let (c, fu) = cell(u, count: columns)
    let across = (-1...2).map { dr in
      Self.catmullRom((-1...2).map { dc in value(values, row: r + dr, column: c + dc) }, fu)
    }
    return Self.catmullRom(across, fv)
  }

  /// The bilinear blend of the cell's four corners at (u, v).
  func bilinear(_ values: [Double], _ u: Double, _ v: Double) -> Double {
    let (r, fv) = cell(v, count: rows)
    let (c, fu) = cell(u, count: columns)
    let top = value(values, row: r, column: c) * (1 - fu) + value(values, row: r, column: c + 1) * fu
    let bottom = value(values, row: r + 1, column: c) * (1 - fu) + value(values, row: r + 1, column: c + 1) * fu
    return top * (1 - fv) + bottom * fv
  }

  /// The cell's first index and the fraction across it.
  private func cell(_ x: Double, count: Int) -> (Int, Double) {
    let i = min(max(Int(x.rounded(.down)), 0), count - 2)
    return (i, x - Double(i))
  }

  /// The value at (row, column), mirrored past the grid's edges.
  private func value(_ values: [Double], row: Int, column: Int) -> Double {
    func at(_ r: Int, _ c: Int) -> Double { values[r * columns + c] }
    func mirrored(_ i: Int, _ count: Int) -> (Int, Int)? {
      if i < 0 { return (0, 1) }
      if i >= count { return (count - 1, count - 2) }
      return nil
    }
    let (r0, r1) = mirrored(row, rows) ?? (row, row)
    let (c0, c1) = mirrored(column, columns) ?? (column, column)
    if r0 == r1 && c0 == c1 { return at(row, column) }
    // 2 p₀ − p₁ along the axis that left the grid (both, at a corner).
    return 2 * at(r0, c0) - at(r1, c1)
  }

  /// The Catmull–Rom segment between p[1] and p[2] at t.
  static func catmullRom(_ p: [Double], _ t: Double) -> Double {
    let t2 = t * t
    let t3 = t2 * t
    return 0.5
      * (2 * p[1] + (-p[0] + p[2]) * t + (2 * p[0] - 5 * p[1] + 4 * p[2] - p[3]) * t2
        + (-p[0] + 3 * p[1] - 3 * p[2] + p[3]) * t3)
  }
}
