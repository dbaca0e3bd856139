/// A month as text: weeks from Monday (or Sunday), solved days marked `*`.
///
/// ```
///     February 2024
/// Mo  Tu  We  Th  Fr  Sa  Su
///               1   2   3   4
/// ```
public enum CalendarView {
    public enum WeekStart: Sendable { case monday, sunday }

    /// The month's grid; each day takes 3 columns (2 digits and a mark) plus a space.
    public static func render(year: Int, month: Int, solved: Set<Int> = [], weekStart: WeekStart = .monday,
                              language: UILanguage) -> String {
        let names = GameText.weekdayAbbreviations(language)   // Monday first
        let header = weekStart == .monday ? names : [names[6]] + names[0..<6]
        let width = 7 * 4 - 1
        let title = "\(GameText.monthName(month, language)) \(year)"
        var lines = [String(repeating: " ", count: max(0, (width - title.count) / 2)) + title,
                     trimmed(header.map { $0 + String(repeating: " ", count: max(0, 3 - $0.count)) }.joined(separator: " "))]
        let first = CivilDate(year: year, month: month, day: 1)!
        var column = weekStart == .monday ? first.weekdayFromMonday : (first.weekdayFromMonday + 1) % 7
        var line = String(repeating: " ", count: column * 4)
        for day in 1...CivilDate.daysIn(month: month, year: year) {
            let number = day < 10 ? " \(day)" : "\(day)"
            line += number + (solved.contains(day) ? "*" : " ")
            column += 1
            if column == 7 {
                lines.append(trimmed(line))
                line = ""
                column = 0
            } else {
                line += " "
            }
        }
        if !line.isEmpty { lines.append(trimmed(line)) }
        return lines.joined(separator: "\n")
    }

    private static func trimmed(_ line: String) -> String {
        var text = line
        while text.last == " " { text.removeLast() }
        return text
    }
}
