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

    public static func streak(_ days: Int) -> Localized {
        L(en: "Streak: \(days) day\(days == 1 ? "" : "s") in a row. * = solved",
          fr: "Série : \(days) jour\(days == 1 ? "" : "s") d’affilée. * = résolu")
    }

    public static func dailyTitle(_ date: String) -> Localized {
        L(en: "Puzzle of the day, \(date)", fr: "Grille du jour, \(date)")
    }
}
