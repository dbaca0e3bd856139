/// The board as lines of text, for the plain front end: givens in brackets (`[cat]`), entries
/// plain, empty cells `.`, cells separated by at least two spaces and boxes by `|`.
public enum PlainBoard {
    public static func render(_ session: GameSession) -> [String] {
        let shape = session.shape, setup = session.setup
        func text(_ cell: Int) -> String {
            let value = Int(session.cells[cell])
            if value == 0 { return "." }
            // A heard given shows the speaker, not its word (`Listening`).
            if session.isGiven(cell) { return "[\(session.boardLabel(ofGiven: value))]" }
            let flag = setup.mode == .immediate && session.isWrong(cell) ? "!" : ""
            return setup.answerWord(value) + flag
        }
        let texts = (0..<shape.cellCount).map(text)
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
        let ruleWidth = lines[0].count + 1
        for row in 0..<shape.size {
            if row > 0 && row % shape.boxRows == 0 { lines.append("    " + String(repeating: "-", count: max(0, ruleWidth - 4))) }
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

    /// `1 chat ×2 · 2 chien ×0 · …`: the word bank on one line, numbered as on the full screen.
    static func bankLine(_ session: GameSession) -> String {
        zip(1..., session.bankCounts).map { symbol, left in
            "\(symbol) \(session.setup.answerWord(symbol)) ×\(left)"
        }.joined(separator: " · ")
    }
}
