import Foundation
import Testing

/// `@Observable` classes in a view file compiled as a user's is (docs/swift-views.md, Observation): the
/// toolchain's own macro expands over render-anim's registrar, so a change made in a task or a tap draws
/// the views that read it again, animated with the change's transaction, `@Bindable` and
/// `@Environment(Model.self)` reach the same object, and every frame reads the object as it was at its
/// time whatever order frames are drawn in.
@Suite(.serialized) struct ObservationViewTests {
  func layers(_ source: String, name: String, _ arguments: [String]) throws -> [[String: [Double?]]] {
    let path = try RenderAnimBinary.temporaryFolder("observation").appendingPathComponent(name).path
    try source.write(toFile: path, atomically: true, encoding: .utf8)
    return try RenderAnimBinary.sampledLayers([path] + arguments)
  }

  static let model = """
    import SwiftUI
    import Observation

    @Observable final class Mover {
      var x = 0.0
      var y = 0.0
    }

    /// Reads the mover from the environment.
    struct Follower: View {
      @Environment(Mover.self) private var mover
      var body: some View { Rectangle().frame(width: 10, height: 10).offset(x: mover.x / 2) }
    }

    /// Changes the mover through a binding.
    struct Lifter: View {
      @Bindable var mover: Mover
      var body: some View {
        Circle().frame(width: 10, height: 10).offset(y: mover.y)
          .onTapGesture { $mover.y.wrappedValue = 30 }
      }
    }

    struct Movers: View {
      @State private var mover = Mover()
      var body: some View {
        VStack {
          Rectangle().frame(width: 10, height: 10).offset(x: mover.x)
          Follower()
          Lifter(mover: mover)
        }
        .environment(mover)
        .task {
          try? await Task.sleep(for: .seconds(0.5))
          withAnimation(.linear(duration: 1)) { mover.x = 100 }
        }
      }
    }

    #Preview { Movers() }
    """

  /// A task moves x from 0 to 100 linearly over 0.5…1.5 s: the first square is at 50 at 1 s, the follower
  /// (x / 2) at 25; a tap at 0.25 s sets y to 30 through `@Bindable`, at once. The times are asked out of
  /// order: each frame reads the object at its own time.
  @Test func changesDrawAgainAtTheirTimes() throws {
    let l = try layers(
      Self.model, name: "Movers.swift",
      ["--size", "200x200", "--tap", "0.25", "--times", "1.5,0,1,0.5,0.2,0.3"])
    try #require(l.count == 3)
    func near(_ a: [Double?]?, _ b: [Double]) -> Bool {
      guard let a, a.count == b.count else { return false }
      return zip(a, b).allSatisfy { abs(($0 ?? .nan) - $1) < 1e-6 }
    }
    #expect(near(l[0]["offset.x"], [100, 0, 50, 0, 0, 0]), "\(l[0])")
    #expect(near(l[1]["offset.x"], [50, 0, 25, 0, 0, 0]), "\(l[1])")
    #expect(near(l[2]["offset.y"], [30, 0, 30, 30, 0, 30]), "\(l[2])")
  }

  /// `@Environment(Mover.self)` with no `.environment(mover)` above: one line naming the view and the
  /// type, exit 65, where SwiftUI stops the app.
  @Test func aMissingEnvironmentObjectIsOneLine() throws {
    let source = Self.model.replacingOccurrences(of: ".environment(mover)", with: "")
    let path = try RenderAnimBinary.temporaryFolder("observation").appendingPathComponent("Lost.swift").path
    try source.write(toFile: path, atomically: true, encoding: .utf8)
    let r = try RenderAnimBinary.runWithViewCache(["sample", path, "--times", "0"])
    #expect(r.status == 65)
    #expect(r.err.contains("Follower: no observable object of type Mover in the environment"), "\(r.err)")
  }
}
