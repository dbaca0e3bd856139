/// A month of the Gregorian calendar as the calendar pages show it: the `calendar` command
/// (`CalendarView`) and the full screen's Calendar page lay out and step through months with
/// this one rule, so the two never disagree on a weekday.
public struct CalendarMonth: Hashable, Sendable {
    public let year: Int
    /// 1 for January … 12 for December.
    public let month: Int

    /// A month, or nil when `month` is not 1...12.
    public init?(year: Int, month: Int) {
        guard (1...12).contains(month) else { return nil }
        self.year = year
        self.month = month
    }

    /// The month holding `date`.
    public init(_ date: CivilDate) {
        year = date.year
        month = date.month
    }

    /// The month before, across the new year.
    public var previous: CalendarMonth {
        month == 1 ? CalendarMonth(year: year - 1, month: 12)! : CalendarMonth(year: year, month: month - 1)!
    }

    /// The month after, across the new year.
    public var next: CalendarMonth {
        month == 12 ? CalendarMonth(year: year + 1, month: 1)! : CalendarMonth(year: year, month: month + 1)!
    }

    /// The days of the month, 1 to 28, 29, 30 or 31.
    public var days: ClosedRange<Int> { 1...CivilDate.daysIn(month: month, year: year) }

    /// Where each day sits in a grid of weeks starting on `weekStart`: its column (0...6) and its
    /// week (0 for the row of the 1st).
    public func places(weekStart: CalendarView.WeekStart = .monday) -> [(day: Int, column: Int, week: Int)] {
        let first = CivilDate(year: year, month: month, day: 1)!.weekdayFromMonday
        let offset = weekStart == .monday ? first : (first + 1) % 7
        return days.map { day in (day, (offset + day - 1) % 7, (offset + day - 1) / 7) }
    }
}
