import RenderAnimTesting
import Testing

/// The like button's frames, compiled from Sources/InboxViews by render-anim and checked against
/// Tests/InboxGoldens (record them again with `RECORD_GOLDENS=1 swift test`).
@Suite struct LikeButtonGoldenTests {
  @Test func likeButton() throws {
    try PackageViews().expectGoldens(of: "like-button")
  }

  @Test func likeButtonInTheDark() throws {
    try PackageViews().expectGoldens(of: "like-button-dark")
  }

  /// The clip is the manifest's: 200 × 80 points at 2×, 1.2 s at 60 fps.
  @Test func theClip() throws {
    let clip = try PackageViews().clip(of: "like-button")
    #expect(clip == ViewClip(width: 200, height: 80, scale: 2, duration: 1.2, frameCount: 72))
  }
}
