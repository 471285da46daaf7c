import Foundation

/// Image files as layers and views name them: PNG or JPEG, found by path or by asset name, with their
/// size read from the header (one pixel a point, as an image asset at @1x).
public enum ImageFile {
  /// The formats render-anim reads.
  public enum Kind: Sendable, Equatable {
    /// A PNG file, or a JPEG file.
    case png, jpeg

    /// The format whose signature `bytes` start with (PNG's eight bytes, JPEG's start-of-image marker).
    public init?(signature bytes: [UInt8]) {
      if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
        self = .png
      } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
        self = .jpeg
      } else {
        return nil
      }
    }
  }

  /// The file extensions of the formats, tried in this order for an asset name.
  public static let extensions = ["png", "jpg", "jpeg"]

  /// An asset name (`Image("evermore")`, `image: evermore`) as a file: `name` itself when it names a file,
  /// else `name.png`, `name.jpg` or `name.jpeg`, in each of `directories` in turn (the scene's or view's
  /// folder, its `Assets/`, then `--assets` folders).
  public static func resolve(_ name: String, in directories: [URL]) -> String? {
    guard !name.isEmpty else { return nil }
    for directory in directories {
      for candidate in [name] + extensions.map({ name + "." + $0 }) {
        let url = locate(candidate, in: directory)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
          return url.path
        }
      }
    }
    return nil
  }

  /// `path` as a file URL: itself when absolute, else inside `directory`.
  public static func locate(_ path: String, in directory: URL) -> URL {
    (path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)).standardizedFileURL
  }

  /// Where asset names are looked for beside a file in `directory`: the folder, its `Assets/`, and `extra`.
  public static func assetDirectories(beside directory: URL, extra: [URL] = []) -> [URL] {
    [directory, directory.appendingPathComponent("Assets")] + extra
  }

  /// Whether `name` is written as a path (a folder or an image extension) rather than as an asset name.
  public static func isPath(_ name: String) -> Bool {
    name.contains("/") || extensions.contains((name as NSString).pathExtension.lowercased())
  }

  /// The format and size in pixels of the image at `path`, from its header; nil if it is neither a PNG
  /// nor a JPEG with a frame header. Kept per path and modification date: a Swift view's bodies ask for it
  /// on every frame.
  public static func header(atPath path: String) -> (kind: Kind, width: Int, height: Int)? {
    let modified = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate]) as? Date
    headers.lock.lock()
    if let known = headers.entries[path], known.modified == modified {
      headers.lock.unlock()
      return known.header
    }
    headers.lock.unlock()
    let header = readHeader(atPath: path)
    headers.lock.lock()
    if headers.entries.count >= 4096 { headers.entries.removeAll() }
    headers.entries[path] = (modified, header)
    headers.lock.unlock()
    return header
  }

  private final class HeaderCache: @unchecked Sendable {
    let lock = NSLock()
    var entries: [String: (modified: Date?, header: (kind: Kind, width: Int, height: Int)?)] = [:]
  }
  private static let headers = HeaderCache()

  private static func readHeader(atPath path: String) -> (kind: Kind, width: Int, height: Int)? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    // A JPEG's frame header follows its metadata segments (EXIF may take 64 KiB): 64 KiB first, then up to
    // 1 MiB if the frame header was not in it.
    guard var data = try? handle.read(upToCount: 1 << 16) else { return nil }
    if data.count == 1 << 16, Kind(signature: [UInt8](data.prefix(3))) == .jpeg, jpegSize([UInt8](data)) == nil {
      data += (try? handle.read(upToCount: (1 << 20) - (1 << 16))) ?? Data()
    }
    let b = [UInt8](data)
    switch Kind(signature: b) {
    case .png?:
      guard b.count >= 24 else { return nil }
      let w = Int(b[16]) << 24 | Int(b[17]) << 16 | Int(b[18]) << 8 | Int(b[19])
      let h = Int(b[20]) << 24 | Int(b[21]) << 16 | Int(b[22]) << 8 | Int(b[23])
      return w > 0 && h > 0 ? (.png, w, h) : nil
    case .jpeg?:
      return jpegSize(b).map { (.jpeg, $0.width, $0.height) }
    case nil:
      return nil
    }
  }

  /// A JPEG's size from its first start-of-frame marker (SOF0…SOF15 but DHT, JPG and DAC), walking the
  /// segments from the start-of-image marker.
  static func jpegSize(_ b: [UInt8]) -> (width: Int, height: Int)? {
    var i = 2
    while i + 3 < b.count {
      guard b[i] == 0xFF else { return nil }
      let marker = b[i + 1]
      if marker == 0xFF {
        i += 1
        continue
      }
      if marker == 0x01 || (0xD0...0xD7).contains(marker) {
        i += 2
        continue
      }
      let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        guard i + 8 < b.count else { return nil }
        let h = Int(b[i + 5]) << 8 | Int(b[i + 6])
        let w = Int(b[i + 7]) << 8 | Int(b[i + 8])
        return w > 0 && h > 0 ? (w, h) : nil
      }
      guard length >= 2 else { return nil }
      i += 2 + length
    }
    return nil
  }
}
