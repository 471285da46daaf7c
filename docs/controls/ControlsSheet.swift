import SwiftUI

/// The containers and controls render-anim draws as iOS 17 does, in light and dark mode side by side:
/// the contact sheet in the README (scripts/controls-sheet.sh renders it).
struct ControlsSheet: View {
  var body: some View {
    HStack(spacing: 0) {
      Phone().environment(\.colorScheme, .light)
      Phone().colorScheme(.dark)
    }
  }
}

struct Phone: View {
  @State private var notifications = true
  @State private var volume = 0.6
  @State private var count = 3
  @State private var flavor = "Mint"
  @State private var unit = 1
  @State private var tab = 0

  var body: some View {
    TabView(selection: $tab) {
      NavigationStack {
        Form {
          Section("Controls") {
            Toggle("Notifications", isOn: $notifications)
            Stepper("Copies: \(count)", value: $count, in: 0...10)
            Slider(value: $volume) {
              Text("Volume")
            } minimumValueLabel: {
              Image(systemName: "speaker.fill")
            } maximumValueLabel: {
              Image(systemName: "speaker.wave.3.fill")
            }
            Picker("Flavour", selection: $flavor) {
              ForEach(["Vanilla", "Mint", "Cocoa"], id: \.self) { Text($0) }
            }
            Picker("Unit", selection: $unit) {
              Text("Day").tag(0)
              Text("Week").tag(1)
              Text("Month").tag(2)
            }
            .pickerStyle(.segmented)
            DatePicker("Starts", selection: .constant(Date(timeIntervalSince1970: 1_795_003_200)))
          }
          Section {
            LabeledContent("Version", value: "2.1")
            Label("Favourites", systemImage: "star.fill")
            ProgressView(value: 0.4)
          } header: {
            Text("Content")
          } footer: {
            Text("A footer under its section.")
          }
          Section {
            HStack(spacing: 12) {
              Button("Bordered") {}.buttonStyle(.bordered)
              Button("Prominent") {}.buttonStyle(.borderedProminent)
              ProgressView()
            }
          }
        }
        .navigationTitle("Settings")
      }
      .tabItem { Label("Settings", systemImage: "gearshape.fill") }
      .tag(0)
      Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(1)
      Text("Profile").tabItem { Label("Profile", systemImage: "person.crop.circle") }.tag(2)
    }
    .frame(width: 390, height: 844)
  }
}

#Preview { ControlsSheet() }
