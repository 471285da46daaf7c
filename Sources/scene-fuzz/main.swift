// The libFuzzer target for the scene loader and the view runtime that runs scenes (`make fuzz SECONDS=N`).
//
// Built with `swift build --sanitize=fuzzer`, libFuzzer supplies `main` and calls the function below
// with each input; any crash, trap, hang or runaway allocation is a finding. An input must either load
// and evaluate, or fail with one well-formed `SceneError`. This file has no top-level code, so that
// libFuzzer's `main` is the program's entry point (an ordinary build makes an executable that does
// nothing).
import Foundation
import SceneFormat
import SceneLowering

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSceneLoader(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
  let measurer = EstimatedTextMeasurer()
  do {
    let scene = try SceneLowering.scene(
      text: text, file: "fuzz.yaml", directory: URL(fileURLWithPath: "/nonexistent"), measurer: measurer)
    precondition(scene.frameCount >= 1 && scene.frameCount <= 1_000_000, "frame count out of range")
    precondition(scene.duration.isFinite && scene.duration >= 0, "duration not finite")
    for t in [0, scene.duration / 3, scene.duration, scene.frameTime(scene.frameCount - 1)] {
      let list = try scene.displayList(at: t, measurer: measurer)
      precondition(list.size == scene.size)
    }
    _ = scene.marks()
    _ = try scene.series(times: [0, scene.duration], measurer: measurer)
  } catch {
    precondition(!error.description.contains("\n"), "an error message spans several lines")
    precondition(error.line >= 1 && error.column >= 1, "an error without a location")
    precondition(error.exitCode == 65 || error.exitCode == 66)
  }
  return 0
}
