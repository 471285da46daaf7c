import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Debian's Chromium without a window, driven over the DevTools protocol on a pipe
/// (`--remote-debugging-pipe`: requests on fd 3, answers on fd 4, each a JSON text ending in NUL), as a
/// person's browser would load, click and show the preview page.
final class HeadlessChromium {
  struct Failure: Error, CustomStringConvertible { var description: String }

  private var pid: pid_t = 0
  private let requests: Int32, answers: Int32
  private var pending: [UInt8] = []
  private var nextID = 1
  private var session: String?
  private let profile: URL

  /// Starts Chromium with a window of `width` × `height` CSS pixels at one device pixel each.
  init(width: Int = 1000, height: Int = 800) throws {
    profile = try RenderAnimBinary.temporaryFolder("chromium-profile")
    var toChrome: [Int32] = [0, 0]
    var fromChrome: [Int32] = [0, 0]
    guard pipe(&toChrome) == 0, pipe(&fromChrome) == 0 else { throw Failure(description: "pipe failed") }
    // Only the copies made as fds 3 and 4 reach Chromium.
    for fd in toChrome + fromChrome { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, toChrome[0], 3)
    posix_spawn_file_actions_adddup2(&actions, fromChrome[1], 4)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let arguments = [
      "/usr/bin/chromium", "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
      "--user-data-dir=\(profile.path)", "--window-size=\(width),\(height)", "--force-device-scale-factor=1",
      "--force-color-profile=srgb", "--hide-scrollbars", "--no-first-run", "--disable-extensions", "about:blank",
    ]
    var argv = arguments.map { strdup($0) } + [nil]
    defer { for a in argv { free(a) } }
    let status = posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ)
    close(toChrome[0])
    close(fromChrome[1])
    requests = toChrome[1]
    answers = fromChrome[0]
    guard status == 0 else { throw Failure(description: "cannot start chromium: \(String(cString: strerror(status)))") }
  }

  deinit {
    close(requests)
    close(answers)
    kill(pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    try? FileManager.default.removeItem(at: profile)
  }

  /// Opens `url` in a new tab; later commands go to its page.
  func open(_ url: URL) throws {
    let target = try call("Target.createTarget", ["url": url.absoluteString], page: false)
    guard let id = target["targetId"] as? String else { throw Failure(description: "no target: \(target)") }
    let attached = try call("Target.attachToTarget", ["targetId": id, "flatten": true], page: false)
    session = attached["sessionId"] as? String
  }

  /// The value of a JavaScript expression in the page (awaited when it is a promise).
  @discardableResult
  func evaluate(_ expression: String) throws -> Any? {
    let answer = try call("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
    if let exception = answer["exceptionDetails"] { throw Failure(description: "\(expression): \(exception)") }
    return (answer["result"] as? [String: Any])?["value"]
  }

  /// Waits until `expression` is true, checking every 50 ms for `seconds`; a failure shows the value of
  /// `explain`.
  func wait(for expression: String, seconds: Double = 30, explain: String = "null") throws {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if try evaluate("!!(\(expression))") as? Bool == true { return }
      usleep(50_000)
    }
    let context = (try? evaluate("JSON.stringify(\(explain))")).map { "\(String(describing: $0))" } ?? "?"
    throw Failure(description: "still false after \(seconds) s: \(expression); \(context)")
  }

  /// A left click at (x, y) CSS pixels of the window, as a mouse makes it.
  func click(x: Double, y: Double) throws {
    _ = try call("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": x, "y": y])
    for type in ["mousePressed", "mouseReleased"] {
      _ = try call("Input.dispatchMouseEvent", ["type": type, "x": x, "y": y, "button": "left", "clickCount": 1])
    }
  }

  /// A PNG of the window's region (CSS pixels, one device pixel each), as the screen shows it.
  func screenshot(x: Double, y: Double, width: Double, height: Double) throws -> Data {
    let clip: [String: Any] = ["x": x, "y": y, "width": width, "height": height, "scale": 1]
    let answer = try call("Page.captureScreenshot", ["format": "png", "clip": clip])
    guard let text = answer["data"] as? String, let data = Data(base64Encoded: text) else {
      throw Failure(description: "no screenshot")
    }
    return data
  }

  /// Sends a command and returns its result, skipping the events that arrive first.
  private func call(_ method: String, _ parameters: [String: Any], page: Bool = true) throws -> [String: Any] {
    let id = nextID
    nextID += 1
    var message: [String: Any] = ["id": id, "method": method, "params": parameters]
    if page, let session { message["sessionId"] = session }
    var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message)) + [0]
    var written = 0
    while written < bytes.count {
      let n = bytes.withUnsafeMutableBytes { write(requests, $0.baseAddress! + written, $0.count - written) }
      guard n > 0 else { throw Failure(description: "chromium closed its pipe") }
      written += n
    }
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline {
      guard let text = try nextMessage(until: deadline) else { break }
      guard let object = try JSONSerialization.jsonObject(with: text) as? [String: Any], object["id"] as? Int == id
      else { continue }
      if let error = object["error"] { throw Failure(description: "\(method): \(error)") }
      return object["result"] as? [String: Any] ?? [:]
    }
    throw Failure(description: "no answer to \(method)")
  }

  /// The next NUL-terminated message, or `nil` at the deadline.
  private func nextMessage(until deadline: Date) throws -> Data? {
    while true {
      if let end = pending.firstIndex(of: 0) {
        let message = Data(pending[..<end])
        pending.removeSubrange(...end)
        return message
      }
      let wait = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
      var descriptor = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, wait) > 0 else { return nil }
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      let n = read(answers, &chunk, chunk.count)
      guard n > 0 else { throw Failure(description: "chromium ended") }
      pending += chunk[..<n]
    }
  }
}
