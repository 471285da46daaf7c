import SwiftUI

/// A like button: the heart fills and pops, and the count goes up.
struct LikeButton: View {
  @State private var liked = false
  @State private var count = 41

  var body: some View {
    Button {
      withAnimation(.spring(duration: 0.4, bounce: 0.5)) {
        liked.toggle()
        count += liked ? 1 : -1
      }
    } label: {
      HStack(spacing: 8) {
        Image(systemName: liked ? "heart.fill" : "heart")
          .font(.system(size: 28))
          .foregroundStyle(liked ? Theme.like : .secondary)
          .scaleEffect(liked ? 1.25 : 1)
        Text("\(count)")
          .font(.title2.monospacedDigit())
          .foregroundStyle(.primary)
          .contentTransition(.numericText(value: Double(count)))
      }
      .padding(.horizontal, 16)
      .padding(.vertical, 10)
      .background(Capsule().fill(Theme.badge))
    }
    .buttonStyle(.plain)
    .accessibilityIdentifier("like")
  }
}

#Preview {
  LikeButton()
}
