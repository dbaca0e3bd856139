import Foundation

/// The learner's day: the local calendar date, starting at 4 am (as Anki's day does), so a game
/// finished at 1 am still belongs to the evening before. The one rule for "the same day".
public enum LearnerDay {
    /// The hour at which a new day starts.
    public static let rolloverHour = 4

    /// The learner's day holding `date`.
    public static func of(_ date: Date, timeZone: TimeZone = .current) -> CivilDate {
        CivilDate.today(now: date.addingTimeInterval(-Double(rolloverHour) * 3600), timeZone: timeZone)
    }

    /// Whether `a` and `b` fall on the same learner's day.
    public static func same(_ a: Date, _ b: Date, timeZone: TimeZone = .current) -> Bool {
        of(a, timeZone: timeZone) == of(b, timeZone: timeZone)
    }
}
