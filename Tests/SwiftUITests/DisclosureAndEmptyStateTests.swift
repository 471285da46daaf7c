import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// `DisclosureGroup` (and `DisclosureGroupStyle`), `ContentUnavailableView`, and redaction's environment
/// (docs/swift-views.md, Disclosure groups, Content unavailable, Redaction). Positions are text items'
/// centres, derived by hand from the estimated measurer's sizes.
@Suite struct DisclosureAndEmptyStateTests {
  let measurer = EstimatedTextMeasurer()

  func items(
    size: Size = Size(width: 300, height: 300), at t: Double = 0, taps: [ViewTap] = [],
    _ root: @escaping () -> any View
  ) throws -> [DisplayItem] {
    let scene = try ViewScene.scene(
      file: "/tmp/Disclosure.swift", text: "disclosure", options: ViewSceneOptions(size: size, fps: 60, taps: taps),
      measurer: measurer, root: root)
    return flattened(try scene.displayList(at: t, measurer: measurer).items)
  }

  /// The leaves of `items`, each with its transform to the canvas (a list's rows are in groups).
  func flattened(_ items: [DisplayItem]) -> [DisplayItem] {
    items.flatMap { item -> [DisplayItem] in
      guard case .group(let children) = item.content else { return [item] }
      return flattened(children).map {
        var leaf = $0
        leaf.transform = $0.transform.concatenating(item.transform)
        return leaf
      }
    }
  }

  /// The item that is not one of `strings` (a symbol, drawn as a text of its glyph).
  func other(_ items: [DisplayItem], than strings: Set<String>) -> DisplayItem? {
    items.first { if case .text(let s, _, _, _, _) = $0.content { !strings.contains(s) } else { true } }
  }

  func texts(_ items: [DisplayItem]) -> [String: DisplayItem] {
    var found: [String: DisplayItem] = [:]
    for item in items { if case .text(let s, _, _, _, _) = item.content { found[s] = item } }
    return found
  }

  struct Folding: View {
    var body: some View {
      DisclosureGroup("Planets") {
        Text("Mercury")
        Text("Venus")
      }
    }
  }

  /// A group keeps its own state, collapsed at first: the content is not drawn. Tapping the label expands
  /// it with the default animation; once settled both rows are drawn and the chevron is turned 90°.
  @Test func aGroupExpandsWhenItsLabelIsTapped() throws {
    let before = texts(try items { Folding() })
    #expect(before["Planets"] != nil && before["Mercury"] == nil && before["Venus"] == nil)
    let after = try items(at: 2, taps: [ViewTap(target: "Planets", time: 0.1)]) { Folding() }
    let t = texts(after)
    #expect(t["Mercury"] != nil && t["Venus"] != nil)
    // The chevron: the one item that is not one of the texts, turned a quarter turn (xx = cos 90° = 0).
    let chevron = try #require(other(after, than: ["Planets", "Mercury", "Venus"]))
    #expect(abs(chevron.transform.xx) < 1e-9 && abs(abs(chevron.transform.yx) - 1) < 1e-9)
    // Below the label, at the leading edge.
    let label = try #require(t["Planets"])
    let mercury = try #require(t["Mercury"])
    #expect(mercury.transform.y0 > label.transform.y0)
    #expect(
      abs((mercury.transform.x0 - mercury.frameSize.width / 2) - (label.transform.x0 - label.frameSize.width / 2))
        < 1e-9)
  }

  struct Bound: View {
    @State private var open = true
    var body: some View {
      DisclosureGroup(isExpanded: $open) {
        Text("Inside")
      } label: {
        Text("Title")
      }
    }
  }

  /// A bound group shows its content while the binding is true, and a tap sets the binding.
  @Test func aBoundGroupFollowsItsBinding() throws {
    #expect(texts(try items { Bound() })["Inside"] != nil)
    #expect(texts(try items(at: 2, taps: [ViewTap(target: "Title", time: 0.1)]) { Bound() })["Inside"] == nil)
  }

  /// In a list the label is a 44-point row and each view of the content a row of its own, 20 points
  /// further in: the label's text at x = 20 + 20 (card and row insets), the content's at 60; row centres
  /// 44 points apart from 35 + 22 = 57.
  @Test func inAListTheContentIsRowsOfItsOwn() throws {
    let t = texts(
      try items(size: Size(width: 390, height: 400)) {
        List {
          DisclosureGroup("Planets", isExpanded: .constant(true)) {
            Text("Mercury")
            Text("Venus")
          }
        }
      })
    let label = try #require(t["Planets"])
    let mercury = try #require(t["Mercury"])
    let venus = try #require(t["Venus"])
    #expect(abs(label.transform.x0 - label.frameSize.width / 2 - 40) < 1e-9)
    #expect(abs(mercury.transform.x0 - mercury.frameSize.width / 2 - 60) < 1e-9)
    #expect(abs(label.transform.y0 - 57) < 1e-9, "\(label.transform.y0)")
    #expect(abs(mercury.transform.y0 - 101) < 1e-9, "\(mercury.transform.y0)")
    #expect(abs(venus.transform.y0 - 145) < 1e-9, "\(venus.transform.y0)")
  }

  struct Arrow: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        Text(configuration.isExpanded ? "open" : "closed")
        configuration.label
        if configuration.isExpanded { configuration.content }
      }
    }
  }

  /// A style of one's own draws the group from its configuration.
  @Test func aStyleOfOnesOwnDrawsTheGroup() throws {
    let t = texts(
      try items {
        DisclosureGroup("Label", isExpanded: .constant(true)) { Text("Body") }.disclosureGroupStyle(Arrow())
      })
    #expect(t["open"] != nil && t["Label"] != nil && t["Body"] != nil)
  }

  /// The empty state takes the space it is offered and centres its parts: the title in bold `title2`
  /// (22 points), the description in `subheadline` (15 points), the icon above the title; the whole
  /// block centred on the canvas's middle (y = 500).
  @Test func contentUnavailableIsCentredIconTitleAndDescription() throws {
    let all = try items(size: Size(width: 390, height: 1000)) {
      ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text("New mail appears here."))
    }
    let t = texts(all)
    guard case .text(_, let titleFont, _, _, _)? = t["No Mail"]?.content,
      case .text(_, let descriptionFont, _, _, _)? = t["New mail appears here."]?.content
    else {
      Issue.record("missing title or description")
      return
    }
    #expect(titleFont.size == 22 && titleFont.weight == 700)
    #expect(descriptionFont.size == 15)
    let title = try #require(t["No Mail"])
    let description = try #require(t["New mail appears here."])
    #expect(abs(title.transform.x0 - 195) < 1e-9 && abs(description.transform.x0 - 195) < 1e-9)
    let icon = try #require(other(all, than: ["No Mail", "New mail appears here."]))
    #expect(icon.transform.y0 < title.transform.y0 && title.transform.y0 < description.transform.y0)
    let top = icon.transform.y0 - icon.frameSize.height / 2
    let bottom = description.transform.y0 + description.frameSize.height / 2
    #expect(abs((top + bottom) / 2 - 500) < 1, "\(top) \(bottom)")
  }

  /// `.search(text:)` names the search; `.search` does not.
  @Test func theSearchEmptyState() throws {
    #expect(texts(try items { ContentUnavailableView.search(text: "kiwi") })["No Results for “kiwi”"] != nil)
    #expect(texts(try items { ContentUnavailableView.search })["No Results"] != nil)
  }

  struct Reasons: View {
    @Environment(\.redactionReasons) private var reasons
    var body: some View { Text(reasons.contains(.placeholder) ? "placeholder" : "none").unredacted() }
  }

  /// Reasons add up down the tree; `unredacted()` clears them; `privacy` redacts only the views marked
  /// `privacySensitive()`.
  @Test func redactionReasonsFlowDownTheTree() throws {
    #expect(texts(try items { Reasons().redacted(reason: .placeholder) })["placeholder"] != nil)
    #expect(texts(try items { Reasons() })["none"] != nil)
    func redacted(_ root: @escaping () -> any View) throws -> [String: Bool] {
      texts(try items(root)).mapValues {
        if case .text(_, _, _, let paragraph, _) = $0.content { paragraph.redacted } else { false }
      }
    }
    let privacy = try redacted {
      VStack {
        Text("secret").privacySensitive()
        Text("public")
      }
      .redacted(reason: .privacy)
    }
    #expect(privacy == ["secret": true, "public": false])
    let placeholder = try redacted {
      VStack {
        Text("hidden")
        Text("shown").unredacted()
      }
      .redacted(reason: .placeholder)
    }
    #expect(placeholder == ["hidden": true, "shown": false])
  }
}
