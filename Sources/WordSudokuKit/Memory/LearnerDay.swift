import Foundation

/// The learner's day: the local calendar date, starting at 4 am (as Anki's day does), so a game
/// finished at 1 am still belongs to the evening before. The one rule for "the same day".
public enum LearnerDay {
    /// The hour at which a new day starts.
    static let rolloverHour = 4

    /// The learner's day holding `date`.
    public static func of(_ date: Date, timeZone: TimeZone = .current) -> CivilDate {
        CivilDate.today(now: date.addingTimeInterval(-Double(rolloverHour) * 3600), timeZone: timeZone)
    }

    /// Whether `a` and `b` fall on the same learner's day.
    public static func same(_ a: Date, _ b: Date, timeZone: TimeZone = .current) -> Bool {
        of(a, timeZone: timeZone) == of(b, timeZone: timeZone)
    }

    /// When learner's day `day` begins: `rolloverHour` o'clock local time on that date (the
    /// first moment after it, should a clock change skip that hour).
    public static func start(of day: CivilDate, timeZone: TimeZone = .current) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = DateComponents(year: day.year, month: day.month, day: day.day, hour: rolloverHour)
        let date = calendar.date(from: components) ?? Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400)
        return Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded())
    }
}
