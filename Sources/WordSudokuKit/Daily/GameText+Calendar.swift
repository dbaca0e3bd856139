import SudokuEngine

/// The calendar's texts: day and month names, the streak, the puzzle of the day's title.
extension GameText {
    public static func weekdayAbbreviations(_ language: UILanguage) -> [String] {
        language == .en ? ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] : ["Lu", "Ma", "Me", "Je", "Ve", "Sa", "Di"]
    }

    public static func monthName(_ month: Int, _ language: UILanguage) -> String {
        let en = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
        let fr = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]
        return (language == .en ? en : fr)[month - 1]
    }

    /// The streak alone, as a game's end says it (French: 0 and 1 take the singular).
    public static func streak(_ days: Int) -> Localized {
        L(en: "Streak: \(days) day\(days == 1 ? "" : "s") in a row.",
          fr: "Série : \(days) jour\(days > 1 ? "s" : "") d’affilée.")
    }

    /// The streak under a calendar, with the key to its marks (only where a calendar is shown:
    /// line mode's end of a daily game once read "star equals solved" with none).
    public static func streakUnderCalendar(_ days: Int) -> Localized {
        let streak = streak(days)
        return L(en: streak.en + " * = solved", fr: streak.fr + " * = résolu")
    }

    public static func dailyTitle(_ date: String) -> Localized {
        L(en: "Puzzle of the day, \(date)", fr: "Grille du jour, \(date)")
    }

    /// What kind of game `setup` is, when it is not an ordinary one: the puzzle of the day, or
    /// that puzzle played again as practice (`DailyReplay`), so that a screen showing the game
    /// says which (a practice finish changes neither the streak nor the records). nil otherwise.
    public static func occasion(_ setup: GameSetup) -> Localized? {
        guard let date = setup.dailyDate else { return nil }
        let title = dailyTitle(DisplaySafe.escaped(date))
        guard setup.practice == true else { return title }
        return L(en: "\(title.en) (practice)", fr: "\(title.fr) (entraînement)")
    }
}
