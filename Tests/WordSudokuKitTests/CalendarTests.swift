import Testing
@testable import WordSudokuKit

@Suite("Calendar", .timeLimit(.minutes(5)))
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
}
