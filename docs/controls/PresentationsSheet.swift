import SwiftUI

/// Presentations and pushing as render-anim draws them, one screen each (a presentation covers the whole
/// screen): a pushed view, a medium sheet with a graphical date picker over a form, an alert, and a
/// confirmation dialog in dark mode. scripts/controls-sheet.sh renders each for the README.
struct Pushed: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Lights") { Text("Lights") }
        NavigationLink("Heating") { Text("Heating") }
      }
      .navigationTitle("Rooms")
      .navigationDestination(isPresented: .constant(true)) {
        Form {
          Toggle("Ceiling", isOn: .constant(true))
          Toggle("Lamp", isOn: .constant(false))
          Button("Turn all off") {}.disabled(true)
        }
        .navigationTitle("Kitchen")
        .navigationBarTitleDisplayMode(.inline)
      }
    }
  }
}

struct Sheet: View {
  var body: some View {
    NavigationStack {
      Form {
        DatePicker("Starts", selection: .constant(Date(timeIntervalSince1970: 1_795_003_200)))
        Toggle("All day", isOn: .constant(false))
      }
      .navigationTitle("New Event")
    }
    .sheet(isPresented: .constant(true)) {
      DatePicker("Day", selection: .constant(Date(timeIntervalSince1970: 1_795_003_200)), displayedComponents: .date)
        .datePickerStyle(.graphical)
        .padding()
        .presentationDetents([.medium, .large])
    }
  }
}

struct Alerting: View {
  var body: some View {
    List {
      Text("Draft 1")
      Text("Draft 2")
    }
    .alert("Delete draft?", isPresented: .constant(true)) {
      Button("Delete", role: .destructive) {}
      Button("Cancel", role: .cancel) {}
    } message: {
      Text("This draft will be deleted from all your devices.")
    }
  }
}

struct Asking: View {
  var body: some View {
    List {
      Text("photo.jpg")
    }
    .confirmationDialog("Share photo.jpg", isPresented: .constant(true), titleVisibility: .visible) {
      Button("Copy") {}
      Button("Save to Files") {}
      Button("Delete", role: .destructive) {}
    }
  }
}

#Preview("Push") { Pushed() }
#Preview("Sheet") { Sheet() }
#Preview("Alert") { Alerting() }
#Preview("Dialog") { Asking().colorScheme(.dark) }
