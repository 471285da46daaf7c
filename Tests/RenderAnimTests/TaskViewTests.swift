import Foundation
import Testing

/// `.task`, `Task { }` and `Task.sleep` on the render clock (docs/swift-views.md, The render clock), in a
/// view file compiled as a user's is: a task's state changes fall at the clip times its sleeps ask for,
/// the same in every render, and `.task(id:)` cancels its run when the id changes.
@Suite(.serialized) struct TaskViewTests {
  func offsets(_ source: String, name: String, _ arguments: [String]) throws -> [String: [Double?]] {
    let path = try RenderAnimBinary.temporaryFolder("task").appendingPathComponent(name).path
    try source.write(toFile: path, atomically: true, encoding: .utf8)
    return try RenderAnimBinary.sampledLayers([path] + arguments).first ?? [:]
  }

  /// A `.task` loop moves the square 10 points every 0.25 s, three times; a `Task` made in `onAppear`
  /// sleeps 0.5 s, then lifts it 40 points linearly over 1 s (−10 at 0.75 s, −40 from 1.5 s).
  @Test func tasksSleepOnTheRenderClock() throws {
    let v = try offsets(
      """
      import SwiftUI
      struct Stepper3: View {
        @State private var x = 0.0
        @State private var lifted = false
        var body: some View {
          Rectangle().frame(width: 10, height: 10).offset(x: x, y: lifted ? -40 : 0)
            .task {
              for i in 1...3 {
                try? await Task.sleep(nanoseconds: 250_000_000)
                x = Double(i) * 10
              }
            }
            .onAppear {
              Task {
                try? await Task.sleep(for: .seconds(0.5))
                withAnimation(.linear(duration: 1)) { lifted = true }
              }
            }
        }
      }
      """, name: "Stepper3.swift", ["--size", "100x100", "--times", "0,0.2,0.25,0.5,0.75,1,1.5"])
    #expect(v["offset.x"] == [0, 0, 10, 20, 30, 30, 30])
    let y = try #require(v["offset.y"]).map { $0 ?? .nan }
    let expected = [0, 0, 0, 0, -10, -20, -40.0]
    #expect(zip(y, expected).allSatisfy { abs($0 - $1) < 1e-4 }, "\(y)")
  }

  /// `.task(id:)`: the run started at appearing sets x to 100 after 1 s unless cancelled; a tap at 0.5 s
  /// changes the id, cancelling it (its `Task.sleep` throws) and starting a run that sets y after 0.25 s.
  @Test func aNewIdCancelsTheRun() throws {
    let v = try offsets(
      """
      import SwiftUI
      struct Restart: View {
        @State private var id = 0
        @State private var x = 0.0
        @State private var y = 0.0
        var body: some View {
          Rectangle().frame(width: 10, height: 10).offset(x: x, y: y)
            .onTapGesture { id += 1 }
            .task(id: id) {
              do {
                try await Task.sleep(nanoseconds: id == 0 ? 1_000_000_000 : 250_000_000)
                if id == 0 { x = 100 } else { y = 30 }
              } catch {}
            }
        }
      }
      """, name: "Restart.swift", ["--size", "100x100", "--tap", "0.5", "--duration", "2", "--times", "0.6,0.75,1.5"])
    #expect(v["offset.x"] == [0, 0, 0])
    #expect(v["offset.y"] == [0, 30, 30])
  }

  /// `Task.detached` with an operation that throws (`try await` without `try?`) runs on the render clock as
  /// `Task { }` does: x is 50 from 0.5 s.
  @Test func aDetachedTaskMayThrow() throws {
    let v = try offsets(
      """
      import SwiftUI
      struct Detached: View {
        @State private var x = 0.0
        var body: some View {
          Rectangle().frame(width: 10, height: 10).offset(x: x)
            .onAppear {
              Task.detached {
                try await Task.sleep(for: .seconds(0.5))
                await MainActor.run { x = 50 }
              }
            }
        }
      }
      """, name: "Detached.swift", ["--size", "100x100", "--times", "0.4,0.5,1"])
    #expect(v["offset.x"] == [0, 50, 50])
  }

  /// `Task { }` in a `@MainActor` model, as view models write it: the operation inherits the main actor
  /// and uses `self` without writing it (as `Task.init`'s does); the `#Preview` that makes the model runs
  /// on the main actor, as Xcode's does; `Text(_:comment:)` shows its key. The model's task sleeps 0.5 s,
  /// then lifts the square 40 points linearly over 1 s.
  @Test func aMainActorModelsTaskUsesSelfImplicitly() throws {
    let v = try offsets(
      """
      import SwiftUI
      @MainActor @Observable final class Loader {
        var ready = false
        func start() {
          Task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation(.linear(duration: 1)) { ready = true }
          }
        }
      }
      struct LoaderView: View {
        var loader: Loader
        var body: some View {
          VStack {
            Rectangle().frame(width: 10, height: 10).offset(y: loader.ready ? -40 : 0)
            Text("Loading", comment: "Shown while the model loads")
          }
          .onAppear { loader.start() }
        }
      }
      #Preview {
        let loader = Loader()
        LoaderView(loader: loader)
      }
      """, name: "Loader.swift", ["--size", "100x100", "--times", "0,0.5,1,1.5"])
    let y = try #require(v["offset.y"]).map { $0 ?? .nan }
    #expect(zip(y, [0, 0, -20, -40.0]).allSatisfy { abs($0 - $1) < 1e-4 }, "\(y)")
  }
}
