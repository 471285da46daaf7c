import DisplayModel
import Foundation

/// The compact date picker: the title, then the date and the time each in a pill of the tertiary fill, 34
/// points tall with 6-point corners and the text 11 points in, 8 points apart, at the trailing edge.
nonisolated struct CompactDatePicker: View {
  let title: AnyView?
  let date: String?
  let time: String?

  var body: some View {
    HStack(spacing: 8) {
      if let title {
        title.layoutPriority(1)
        Spacer(minLength: 0)
      }
      if let date { DatePickerPill(text: date) }
      if let time { DatePickerPill(text: time) }
    }
  }
}

/// A date or a time in a pill, as the compact style and the calendar's time row draw it.
nonisolated struct DatePickerPill: View {
  let text: String
  var body: some View {
    Text(verbatim: text)
      .fixedSize()
      .padding(.horizontal, 11)
      .frame(height: 34)
      .background(Color(named: "tertiarySystemFill"), in: RoundedRectangle(cornerRadius: 6))
  }
}

/// The graphical date picker, the month of the chosen date: its title (semibold) with a chevron in the
/// tint and the previous and next arrows at the trailing side in a 44-point row; the weekdays in
/// semibold footnote capitals in the tertiary label colour; the days in title-3 type in 44-point rows,
/// today in the tint, the chosen day semibold in the tint on a 40-point circle of the tint at 12 % (white
/// on the tint when it is today); then, with the time, a row titled Time with the time in a pill.
nonisolated struct CalendarDatePicker: View {
  let month: (title: String, weekdays: [String], weeks: [[DatePickerText.Day?]])
  let tint: Color
  let time: String?
  let showsDate: Bool
  let choose: (Date) -> Void

  var body: some View {
    VStack(spacing: 0) {
      if showsDate {
        HStack(spacing: 6) {
          Text(verbatim: month.title).fontWeight(.semibold).fixedSize()
          Image(systemName: "chevron.right").font(.system(size: 14, weight: .semibold)).foregroundStyle(tint)
          Spacer(minLength: 0)
          HStack(spacing: 28) {
            Image(systemName: "chevron.left")
            Image(systemName: "chevron.right")
          }
          .font(.title3.weight(.medium)).foregroundStyle(tint)
        }
        .padding(.horizontal, 8)
        .frame(height: 44)
        HStack(spacing: 0) {
          ForEach(month.weekdays.indices, id: \.self) { i in
            Text(verbatim: month.weekdays[i]).font(.footnote.weight(.semibold))
              .foregroundStyle(Color(named: "tertiaryLabel")).frame(maxWidth: .infinity)
          }
        }
        .frame(height: 20)
        ForEach(month.weeks.indices, id: \.self) { w in
          HStack(spacing: 0) {
            ForEach(0..<7, id: \.self) { d in cell(month.weeks[w][d]).frame(maxWidth: .infinity).frame(height: 44) }
          }
        }
      }
      if let time {
        if showsDate { Divider().padding(.top, 8) }
        HStack {
          Text("Time")
          Spacer(minLength: 0)
          DatePickerPill(text: time)
        }
        .frame(height: 50)
      }
    }
  }

  @ViewBuilder private func cell(_ day: DatePickerText.Day?) -> some View {
    if let day {
      ZStack {
        if day.isChosen {
          Circle().fill(day.isToday ? tint : tint.opacity(0.12)).frame(width: 40, height: 40)
        }
        Text(verbatim: String(day.number)).font(.title3.weight(day.isChosen ? .semibold : .regular))
          .foregroundStyle(day.isChosen ? (day.isToday ? Color.white : tint) : day.isToday ? tint : Color.primary)
      }
      .contentShape(Rectangle())
      .onTapGesture { choose(day.date) }
    } else {
      Color.clear
    }
  }
}

/// The wheel date picker: a wheel per component (the chosen value in the middle, three neighbours each
/// side fading and shrinking, as the picker's wheel draws them) over one band of the tertiary fill.
nonisolated struct DateWheels: View {
  /// One wheel's values and the chosen one's index.
  struct Column {
    var values: [String]
    var chosen: Int
  }
  let columns: [Column]

  var body: some View {
    ZStack {
      RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color(named: "tertiarySystemFill"))
        .frame(height: 34).padding(.horizontal, 8)
      HStack(spacing: 0) {
        ForEach(columns.indices, id: \.self) { c in
          ZStack {
            ForEach(columns[c].values.indices, id: \.self) { i in
              let distance = abs(i - columns[c].chosen)
              if distance <= 3 {
                Text(verbatim: columns[c].values[i])
                  .opacity(distance == 0 ? 1 : 0.45 - 0.1 * Double(distance))
                  .scaleEffect(1 - 0.06 * Double(distance))
                  .offset(y: Double(i - columns[c].chosen) * 32)
              }
            }
          }
          .frame(maxWidth: .infinity)
        }
      }
    }
    .frame(maxWidth: .infinity)
    .frame(height: 216)
    .clipped()
  }
}
