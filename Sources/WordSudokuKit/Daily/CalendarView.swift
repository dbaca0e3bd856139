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
        var line = ""
        var week = 0
        for place in CalendarMonth(year: year, month: month)!.places(weekStart: weekStart) {
            if place.week != week {
                lines.append(trimmed(line))
                line = ""
                week = place.week
            }
            if line.isEmpty { line = String(repeating: " ", count: place.column * 4) }
            let number = place.day < 10 ? " \(place.day)" : "\(place.day)"
            line += number + (solved.contains(place.day) ? "*" : " ") + " "
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
