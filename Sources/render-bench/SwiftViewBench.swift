import Foundation

/// The cost of a Swift view: the first render of `KeyframeAnimationView.swift` with an empty cache
/// (SwiftParser, swiftc, dlopen, the view's history, the frames) and a second one with the cache warm,
/// against rendering the scene that translates it, for a 3-second 512-pixel MP4 (docs/swift-views.md).
/// Targets: cold ≤ 20 s, warm ≤ 1.5× the scene.
func benchSwiftView(root: URL, binary: String, scratch: URL, runs: Int) throws -> [String: Double] {
  let view = root.appendingPathComponent("scenes/swift/KeyframeAnimationView.swift").path
  let scene = root.appendingPathComponent("scenes/swift/KeyframeAnimationView.yaml").path
  let common = [
    "--scale", "1.28", "--duration", "3", "--preset", "medium", "--quiet", "-o",
    scratch.appendingPathComponent("view.mp4").path,
  ]
  let viewArguments = ["render", view, "--tap", "0.5", "--size", "400x400"] + common
  var cold: [Double] = []
  var warm: [Double] = []
  var yaml: [Double] = []
  for run in 0..<runs {
    let cache = scratch.appendingPathComponent("view-cache-\(run)")
    setenv("XDG_CACHE_HOME", cache.path, 1)
    cold.append(try measure(binary, viewArguments).seconds)
    warm.append(try measure(binary, viewArguments).seconds)
    yaml.append(try measure(binary, ["render", scene] + common).seconds)
    try? FileManager.default.removeItem(at: cache)
  }
  unsetenv("XDG_CACHE_HOME")
  let (c, w, y) = (median(cold), median(warm), median(yaml))
  print(
    String(
      format:
        "swift view KeyframeAnimationView.swift, 3 s 512 px MP4 (median of %d): cold cache %.2f s (target ≤ 20 s), "
        + "warm %.2f s = %.2f× the scene's %.2f s (target ≤ 1.5×)",
      runs, c, w, w / y, y))
  return ["cold_s": c, "warm_s": w, "scene_s": y, "warm_ratio": w / y]
}
