/// The puzzle of a day asked for again after it was solved.
///
/// The first solve of a day is the one that counts (`DailyRecord` keeps it, the streak follows
/// from it). Played again, the same puzzle would otherwise go to the leaderboard as any game:
/// a second try at a puzzle already seen is not a record. So a solved day's puzzle is offered
/// only as practice (`GameSetup.practice`): its finish is kept in the history and its answers in
/// the learner memory, but it changes neither the streak nor the records (`Store.recordFinishedGame`).
/// Both front ends ask here, and say it with `notice`, before anything is played.
public struct DailyReplay: Equatable, Sendable {
    public let date: CivilDate
    /// The day's first solve: who, how long, what score.
    public let solve: DailyRecord.Solve

    /// The replay of `date`'s puzzle when `record` says it was solved; nil when it was not (it is
    /// then played for the streak, as any first try).
    public init?(_ date: CivilDate, record: DailyRecord) {
        guard let solve = record.solved[date.description] else { return nil }
        self.date = date
        self.solve = solve
    }

    /// `You solved the puzzle of the day (2026-05-01) in 03:12, score 950 (Ada). Playing it again is
    /// practice: your streak and your records stay as they are.`
    public var notice: Localized {
        let time = GameTimer.format(seconds: solve.seconds), who = PlayerName.sanitized(solve.player)
        let day = date.description
        return Localized(
            en: "The puzzle of the day (\(day)) is solved: \(who) solved it in \(time), score \(solve.score). Playing it again is practice: your streak and your records stay as they are.",
            fr: "La grille du jour (\(day)) est résolue : \(who) l’a résolue en \(time), score \(solve.score). La rejouer est un entraînement : votre série et vos records restent tels quels.")
    }

    /// Line mode's offer: the command that plays it again (`--date` when it is not today's).
    public func offer(today: CivilDate) -> Localized {
        let command = "word-sudoku daily" + (date == today ? "" : " --date \(date.description)") + " --practice"
        return Localized(en: "To play it again for practice: \(command)", fr: "Pour la rejouer en entraînement : \(command)")
    }

    /// Said when a practice replay is recorded.
    public static let practiceFinished = Localized(
        en: "Practice: your streak and your records are unchanged.",
        fr: "Entraînement : votre série et vos records sont inchangés.")
}
