import Foundation

extension Scene {
  /// The items of placeholder art in a frame of `frame`: the card filling it and the name centred on it.
  static func placeholderItems(_ name: String, frame: Size, measurer: some TextMeasuring) -> [DisplayItem] {
    let card = DisplayItem(content: .shape(PlaceholderArt.card(named: name)), frameSize: frame)
    let label = DisplayItem(
      content: .text(name, font: PlaceholderArt.labelFont, color: .white),
      frameSize: measurer.size(ofText: name, font: PlaceholderArt.labelFont))
    return [card, label]
  }
}
