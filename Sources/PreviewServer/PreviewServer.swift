import FlyingFox
import FlyingSocks
import Foundation

/// The preview page's server: plain HTTP on 127.0.0.1 only (FlyingFox), answering the page, its state,
/// its frames and its changes (docs/preview.md).
///
/// | request | answer |
/// |---|---|
/// | `GET /` | the page (HTML, CSS and JavaScript, no build step) |
/// | `GET /state?after=V` | ``PreviewState`` as JSON, once its version is past V (or after 10 s) |
/// | `GET /frame/C/N.png` | frame N of clip C |
/// | `POST /tap?x=X&y=Y&t=T` | a tap at picture point (X, Y) at T s; `?name=NAME&t=T` taps a view by name |
/// | `POST /untap?index=I` | removes the I-th tap (`/untap` with none removes them all) |
/// | `POST /settings?colorScheme=…&device=…&size=…` | changes the appearance or canvas (empty: the command line's) |
///
/// A request whose `Host` is not this loopback address and port is refused (403), so that a web page
/// elsewhere cannot reach the server through a name that resolves to 127.0.0.1 (DNS rebinding).
public final class PreviewServer: Sendable {
  private let session: PreviewSession
  private let port: UInt16

  /// A server for `session` on `port` (0: one the system chooses).
  public init(session: PreviewSession, port: UInt16) {
    self.session = session
    self.port = port
  }

  /// Serves until the task is cancelled; `listening` gets the page's address once the port is open.
  public func run(listening: @escaping @Sendable (URL) -> Void) async throws {
    let address = try sockaddr_in.inet(ip4: "127.0.0.1", port: port)
    let server = HTTPServer(address: address, timeout: 30, logger: .disabled, handler: Handler(session: session))
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask { try await server.run() }
      group.addTask {
        try await server.waitUntilListening(timeout: 10)
        guard case .ip4(_, let port)? = await server.listeningAddress else { return }
        listening(URL(string: "http://127.0.0.1:\(port)/")!)
      }
      try await group.waitForAll()
    }
  }

  /// Every request: the host check, then the route.
  struct Handler: HTTPHandler {
    let session: PreviewSession

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
      guard Self.isLoopback(host: request.headers[.host]) else {
        return Self.text(.forbidden, "render-anim preview answers only on its loopback address\n")
      }
      switch (request.method, request.path) {
      case (.GET, "/"):
        return HTTPResponse(
          statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
          body: Data(PreviewPage.html.utf8))
      case (.GET, "/state"):
        let after = request.query["after"].flatMap(Int.init) ?? -1
        return Self.json(await session.state(after: after, timeout: 10))
      case (.GET, let path) where path.hasPrefix("/frame/"):
        return try await frame(path)
      case (.POST, "/tap"):
        return tap(request)
      case (.POST, "/untap"):
        let index = request.query["index"].flatMap(Int.init)
        session.change { s in
          if let index { if s.taps.indices.contains(index) { s.taps.remove(at: index) } } else { s.taps = [] }
        }
        return Self.json(session.state)
      case (.POST, "/settings"):
        func value(_ name: String) -> String?? { request.query[name].map { $0.isEmpty ? nil : $0 } }
        session.change { s in
          if let v = value("colorScheme") { s.colorScheme = v }
          if let v = value("device") {
            s.device = v
            if v != nil { s.size = nil }
          }
          if let v = value("size") {
            s.size = v
            if v != nil { s.device = nil }
          }
        }
        return Self.json(session.state)
      case (_, "/"), (_, "/state"), (_, "/tap"), (_, "/untap"), (_, "/settings"):
        return Self.text(.methodNotAllowed, "method not allowed\n")
      default:
        return Self.text(.notFound, "not found\n")
      }
    }

    /// `/frame/C/N.png`: drawn off the server's threads.
    func frame(_ path: String) async throws -> HTTPResponse {
      let parts = path.dropFirst("/frame/".count).split(separator: "/")
      guard parts.count == 2, let clip = Int(parts[0]), parts[1].hasSuffix(".png"),
        let index = Int(parts[1].dropLast(4))
      else { return Self.text(.notFound, "not found\n") }
      let session = self.session
      let png = try await withCheckedThrowingContinuation { (c: CheckedContinuation<Data?, any Error>) in
        DispatchQueue.global().async { c.resume(with: Result { try session.png(clip: clip, frame: index) }) }
      }
      guard let png else { return Self.text(.notFound, "no frame \(index) of clip \(clip)\n") }
      // A clip's frames never change: the page may keep them.
      return HTTPResponse(
        statusCode: .ok, headers: [.contentType: "image/png", .cacheControl: "max-age=86400, immutable"], body: png)
    }

    /// `/tap`: at a picture point (made a canvas point) or by name, at a time.
    func tap(_ request: HTTPRequest) -> HTTPResponse {
      func number(_ name: String) -> Double? {
        request.query[name].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
      }
      guard let t = number("t"), t >= 0 else { return Self.text(.badRequest, "a tap needs t ≥ 0\n") }
      let time = String(format: "%.4f", t)
      let tap: String
      if let name = request.query["name"], !name.isEmpty {
        tap = "\(name)@\(time)"
      } else if let x = number("x"), let y = number("y"), let clip = request.query["clip"].flatMap(Int.init),
        let origin = session.canvasOrigin(clip: clip)
      {
        tap = String(format: "%.2f,%.2f@%@", x - origin.x, y - origin.y, time)
      } else {
        return Self.text(.badRequest, "a tap needs name, or x, y and the clip it was made on\n")
      }
      session.change { $0.taps.append(tap) }
      return Self.json(session.state)
    }

    /// Whether a `Host` header names this machine's loopback address (any port: the server listens on
    /// one only).
    static func isLoopback(host: String?) -> Bool {
      guard let host else { return false }
      let name: Substring
      if host.hasPrefix("[") {
        guard let close = host.firstIndex(of: "]") else { return false }
        name = host[host.index(after: host.startIndex)..<close]
      } else {
        name = host.split(separator: ":", maxSplits: 1).first ?? ""
      }
      return ["127.0.0.1", "localhost", "::1"].contains(name.lowercased())
    }

    static func json(_ state: PreviewState) -> HTTPResponse {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      let body = (try? encoder.encode(state)) ?? Data("{}".utf8)
      return HTTPResponse(
        statusCode: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"], body: body)
    }

    static func text(_ status: HTTPStatusCode, _ text: String) -> HTTPResponse {
      HTTPResponse(statusCode: status, headers: [.contentType: "text/plain; charset=utf-8"], body: Data(text.utf8))
    }
  }
}
