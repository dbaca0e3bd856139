import Testing
@testable import WordSudokuKit

@Suite("Calendar", .timeLimit(.minutes(15)))
struct CalendarTests {
    @Test func february2024HasTwentyNineDaysFromThursday() {
        #expect(CalendarView.render(year: 2024, month: 2, solved: [2, 29], language: .en) == """
                   February 2024
            Mo  Tu  We  Th  Fr  Sa  Su
                         1   2*  3   4
             5   6   7   8   9  10  11
            12  13  14  15  16  17  18
            19  20  21  22  23  24  25
            26  27  28  29*
            """)
    }

    @Test func february2025HasTwentyEightDaysFromSaturday() {
        #expect(CalendarView.render(year: 2025, month: 2, language: .en) == """
                   February 2025
            Mo  Tu  We  Th  Fr  Sa  Su
                                 1   2
             3   4   5   6   7   8   9
            10  11  12  13  14  15  16
            17  18  19  20  21  22  23
            24  25  26  27  28
            """)
    }

    @Test func february2100IsNotLeap() {
        #expect(CalendarView.render(year: 2100, month: 2, language: .en) == """
                   February 2100
            Mo  Tu  We  Th  Fr  Sa  Su
             1   2   3   4   5   6   7
             8   9  10  11  12  13  14
            15  16  17  18  19  20  21
            22  23  24  25  26  27  28
            """)
    }

    @Test func weeksCanStartOnSundayInFrench() {
        #expect(CalendarView.render(year: 2100, month: 2, weekStart: .sunday, language: .fr) == """
                   février 2100
            Di  Lu  Ma  Me  Je  Ve  Sa
                 1   2   3   4   5   6
             7   8   9  10  11  12  13
            14  15  16  17  18  19  20
            21  22  23  24  25  26  27
            28
            """)
    }

    /// The one weekday rule both calendar pages use: each day's column is its weekday, checked
    /// against `CivilDate` for every day of four centuries (leap days of 2000 and 2100 included).
    @Test func everyDaySitsUnderItsWeekday() {
        var month = CalendarMonth(year: 1900, month: 1)!
        while month.year < 2300 {
            let monday = month.places(weekStart: .monday)
            let sunday = month.places(weekStart: .sunday)
            #expect(monday.map(\.day) == Array(month.days))
            for (place, sundayPlace) in zip(monday, sunday) {
                let weekday = CivilDate(year: month.year, month: month.month, day: place.day)!.weekdayFromMonday
                #expect(place.column == weekday)
                #expect(sundayPlace.column == (weekday + 1) % 7)
                // A new week starts on the first column and on no other.
                if place.day > 1 { #expect((place.week == monday[place.day - 2].week + 1) == (place.column == 0)) }
            }
            month = month.next
        }
    }

    @Test func monthsStepAcrossTheNewYear() {
        let january = CalendarMonth(year: 2026, month: 1)!
        #expect(january.previous == CalendarMonth(year: 2025, month: 12))
        #expect(january.previous.next == january)
        #expect(CalendarMonth(year: 2025, month: 12)!.next == january)
        #expect(CalendarMonth(year: 2024, month: 2)!.days == 1...29)
        #expect(CalendarMonth(year: 2100, month: 2)!.days == 1...28)
        #expect(CalendarMonth(year: 2026, month: 13) == nil)
        #expect(CalendarMonth(year: 2026, month: 0) == nil)
    }
}
