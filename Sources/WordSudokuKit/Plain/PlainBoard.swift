/// The board as lines of text, for the plain front end: givens in brackets (`[cat]`), entries
/// plain, empty cells `.`, cells separated by at least two spaces, boxes by `|` and bands by
/// an empty line (a rule of dashes as wide as the board — 109 on a 9×9 — was read aloud by a
/// screen reader dash by dash).
public enum PlainBoard {
    /// What a cell shows: `[cat]` for a given, the word for an entry (`!` when marked wrong),
    /// `.` when empty.
    /// `wrong`: the mark of a wrong word (`!` on the board's grid, where columns must stay
    /// narrow; " (wrong)" in a row or column read as a sentence, where a screen reader said
    /// "exclamation").
    static func text(_ cell: Int, _ session: GameSession, wrong: String = "!") -> String {
        let value = Int(session.cells[cell])
        if value == 0 { return "." }
        // A heard given shows the speaker, not its word (`Listening`).
        if session.isGiven(cell) { return "[\(session.boardLabel(ofGiven: value))]" }
        let flag = session.setup.mode == .immediate && session.isWrong(cell) ? wrong : ""
        return session.setup.answerWord(value) + flag
    }

    /// `show B` or `show 3`: the row or column named, on one line, each cell by its name
    /// (`Row B: B1 [cat]; B2 empty, notes: le chat, le chien; B3 le chien`); nil when `name`
    /// names neither (nor a cell).
    /// `show B2` reads one cell the same way (`B2 empty, notes: le chien, le chat`): a
    /// screen-reader user could reach a cell only by reading its whole row.
    public static func line(_ name: String, _ session: GameSession, _ language: UILanguage) -> String? {
        let shape = session.shape
        let cells: [Int]
        let title: Localized
        let upper = name.uppercased()
        if let cell = CellName.parse(name, shape: shape) {
            return reading(cell, session, language)
        } else if let column = Int(upper), (1...shape.size).contains(column) {
            cells = (0..<shape.size).map { shape.cell(row: $0, column: column - 1) }
            title = Localized(en: "Column \(column): ", fr: "Colonne \(column) : ")
        } else if upper.unicodeScalars.count == 1, let letter = upper.unicodeScalars.first,
                  letter.value >= 65, letter.value < 65 + UInt32(shape.size) {
            let row = Int(letter.value) - 65
            cells = (0..<shape.size).map { shape.cell(row: row, column: $0) }
            title = Localized(en: "Row \(upper): ", fr: "Ligne \(upper) : ")
        } else {
            return nil
        }
        return title(language) + cells.map { reading($0, session, language) }.joined(separator: GameText.semicolon(language))
    }

    /// One cell read as a sentence: `B2 [cat]`, `B3 le chien`, `B4 le lapin (wrong)`, `B5 empty`,
    /// and an empty cell's notes (`B5 empty, notes: le chien, le chat`), which the board does not
    /// show.
    static func reading(_ cell: Int, _ session: GameSession, _ language: UILanguage) -> String {
        let shown = text(cell, session, wrong: Localized(en: " (wrong)", fr: " (faux)")(language))
        let name = CellName.text(cell, shape: session.shape)
        guard shown == "." else { return "\(name) \(shown)" }
        let notes = session.notes(at: cell).map { session.setup.answerWord($0) }
        let empty = Localized(en: "empty", fr: "vide")(language)
        if notes.isEmpty { return "\(name) \(empty)" }
        return "\(name) \(empty), " + Localized(en: "notes", fr: "notes")(language) + GameText.colon(language) + notes.joined(separator: ", ")
    }

    public static func render(_ session: GameSession) -> [String] {
        let shape = session.shape
        let texts = (0..<shape.cellCount).map { text($0, session) }
        var widths = [Int](repeating: 1, count: shape.size)
        for cell in 0..<shape.cellCount {
            widths[shape.column(of: cell)] = max(widths[shape.column(of: cell)], DisplayWidth.of(texts[cell]))
        }
        func pad(_ s: String, _ width: Int) -> String { s + String(repeating: " ", count: max(0, width - DisplayWidth.of(s))) }
        func line(_ label: String, _ items: [String]) -> String {
            var parts: [String] = []
            for column in 0..<shape.size {
                if column > 0 && column % shape.boxColumns == 0 { parts.append("|") }
                parts.append(pad(items[column], widths[column]))
            }
            var result = pad(label, 2) + "  " + parts.joined(separator: "  ")
            while result.last == " " { result.removeLast() }
            return result
        }
        var lines = [line("", (1...shape.size).map(String.init))]
        for row in 0..<shape.size {
            if row > 0 && row % shape.boxRows == 0 { lines.append("") }
            let label = String(Character(UnicodeScalar(UInt8(65 + row))))
            lines.append(line(label, (0..<shape.size).map { texts[shape.cell(row: row, column: $0)] }))
        }
        return lines
    }

    /// `C4 chien, chat; D1 lapin`, the notes of every cell that has some (nil when none).
    public static func notesLine(_ session: GameSession) -> String? {
        let parts = (0..<session.shape.cellCount).compactMap { cell -> String? in
            let notes = session.notes(at: cell)
            guard !notes.isEmpty else { return nil }
            return CellName.text(cell, shape: session.shape) + " " + notes.map { session.setup.answerWord($0) }.joined(separator: ", ")
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// `1 chat, 2 left; 2 chien, 0 left; …`: the word bank on one line, numbered as on the full
    /// screen, in words a screen reader reads as they are (`1 chat ×2 · 2 chien ×0` was read
    /// "times two, middle dot").
    static func bankLine(_ session: GameSession, _ language: UILanguage) -> String {
        zip(1..., session.bankCounts).map { symbol, left in
            let word = session.setup.answerWord(symbol)
            return Localized(en: "\(symbol) \(word), \(left) left", fr: "\(symbol) \(word), reste \(left)")(language)
        }.joined(separator: GameText.semicolon(language))
    }
}
