import SwiftUI

/// The app's colours: one from code, one from the asset catalog.
enum Theme {
  static let like = Color(red: 1, green: 0.23, blue: 0.35)
  static let badge = Color("BadgeColor")
}
