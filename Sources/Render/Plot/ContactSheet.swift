import Foundation
import SceneFormat

/// Frames of a scene in a grid, each labelled with its frame number and time: one picture of a clip for a
/// README or a pull request (`render-anim sheet`).
///
/// ```swift
/// let sheet = try ContactSheet(scene: scene, selection: .count(12), columns: 4)
/// try sheet.write(to: "out/sheet.png")
/// ```
public struct ContactSheet: Sendable {
  /// Which frames go on the sheet.
  public enum Selection: Sendable, Equatable {
    /// `n` frames spread evenly from the first to the last.
    case count(Int)
    /// The frames nearest to 0, s, 2s, … seconds.
    case every(Double)
  }

  /// A cell's frame and where it is drawn.
  public struct Cell: Sendable, Equatable {
    /// The frame number and its time.
    public var frame: Int, time: Double
    /// The image's top-left corner and size in pixels (the label goes below it).
    public var x: Double, y: Double, width: Double, height: Double
  }

  /// The cells in reading order.
  public let cells: [Cell]
  /// The sheet's size in pixels.
  public let width: Int, height: Int
  let scene: Scene

  static let gutter = 12.0, labelHeight = 22.0, header = 34.0

  /// Lays out the sheet: `columns` cells across an image `width` pixels wide.
  public init(scene: Scene, selection: Selection = .count(12), columns: Int = 4, width: Int = 1200) throws {
    guard columns >= 1 else { throw RenderError.output("the sheet needs at least one column") }
    let unique = try Self.frames(selection, of: scene)
    guard unique.count <= 400 else {
      throw RenderError.output("the sheet would have \(unique.count) cells; at most 400")
    }
    let cellWidth = (Double(width) - Self.gutter * Double(columns + 1)) / Double(columns)
    guard cellWidth >= 16 else { throw RenderError.output("the sheet is too narrow for \(columns) columns") }
    let cellHeight = (cellWidth * scene.size.height / scene.size.width).rounded()
    cells = unique.enumerated().map { i, f in
      let row = Double(i / columns)
      let column = Double(i % columns)
      return Cell(
        frame: f, time: scene.frameTime(f),
        x: Self.gutter + column * (cellWidth + Self.gutter),
        y: Self.header + row * (cellHeight + Self.labelHeight + Self.gutter),
        width: cellWidth.rounded(.down), height: cellHeight)
    }
    let rows = (unique.count + columns - 1) / columns
    self.width = width
    height = Int(Self.header + Double(rows) * (cellHeight + Self.labelHeight + Self.gutter))
    self.scene = scene
  }

  /// The frame numbers a selection picks, ascending, without repeats.
  static func frames(_ selection: Selection, of scene: Scene) throws -> [Int] {
    let last = scene.frameCount - 1
    var frames: [Int]
    switch selection {
    case .count(let n):
      let n = max(1, min(n, scene.frameCount))
      frames = n == 1 ? [0] : (0..<n).map { Int((Double($0) * Double(last) / Double(n - 1)).rounded()) }
    case .every(let s):
      guard s > 0, s.isFinite else { throw RenderError.output("--every must be a positive number of seconds") }
      guard scene.duration / s <= 10_000 else {
        throw RenderError.output("--every \(s) would pick more than 10000 frames")
      }
      frames = stride(from: 0.0, through: scene.duration + 1e-9, by: s)
        .map { min(Int(($0 * scene.framesPerSecond).rounded()), last) }
    }
    var unique: [Int] = []
    for f in frames where unique.last != f { unique.append(f) }
    return unique
  }

  /// The sheet as pixels.
  public func render() throws -> RenderedFrame {
    let surface = try ImageSurface(width: width, height: height)
    try draw(on: surface)
    return surface.frame()
  }

  /// Writes the sheet as a PNG, replacing `path` only when complete.
  public func write(to path: String) throws {
    let output = try AtomicOutput(target: URL(fileURLWithPath: path))
    let surface = try ImageSurface(width: width, height: height)
    try draw(on: surface)
    try surface.frame().writePNG(to: output.temporary.path)
    try output.commit()
  }

  func draw(on surface: ImageSurface) throws {
    let c = try DrawingContext(surface)
    c.clear(to: RGBAColor(red: 0.94, green: 0.94, blue: 0.94))
    c.label(
      "\(URL(fileURLWithPath: scene.file).lastPathComponent) — \(cells.count) of \(scene.frameCount) frames "
        + "at \(scene.fpsText) fps",
      x: Self.gutter, y: Self.header / 2, size: 13, weight: 700, color: .black)
    let rasterizer = Rasterizer()
    let measurer = PangoTextMeasurer()
    for cell in cells {
      var list = try scene.displayList(at: cell.time, measurer: measurer)
      list.scale = cell.width / list.size.width
      let frame = try rasterizer.render(list)
      let image = try ImageSurface(width: frame.width, height: frame.height)
      image.load(frame)
      if list.background.alpha < 1 {
        Self.checkerboard(c, x: cell.x, y: cell.y, width: Double(frame.width), height: Double(frame.height))
      }
      c.paint(image, x: cell.x, y: cell.y)
      c.newPath()
      c.rectangle(cell.x - 0.5, cell.y - 0.5, Double(frame.width) + 1, Double(frame.height) + 1)
      c.setColor(RGBAColor(red: 0.7, green: 0.7, blue: 0.7))
      c.stroke(width: 1)
      c.label(
        "#\(cell.frame) · \(String(format: "%.3f", cell.time)) s", x: cell.x + cell.width / 2,
        y: cell.y + cell.height + Self.labelHeight / 2, size: 11, align: .center)
    }
  }

  /// Grey squares behind a transparent frame.
  static func checkerboard(_ c: DrawingContext, x: Double, y: Double, width: Double, height: Double) {
    c.save()
    c.clip(x: x, y: y, width: width, height: height)
    c.clear(to: .white)
    c.setColor(RGBAColor(red: 0.85, green: 0.85, blue: 0.85))
    let square = 8.0
    c.newPath()
    for row in 0..<Int((height / square).rounded(.up)) {
      for column in 0..<Int((width / square).rounded(.up)) where (row + column) % 2 == 1 {
        c.rectangle(x + Double(column) * square, y + Double(row) * square, square, square)
      }
    }
    c.fill()
    c.restore()
  }
}
