import WordSudokuKit

/// Writes frames to a terminal: the first frame whole, then only the cells that changed, with
/// the shortest cursor moves and style changes it can find (a cursor move on the board must
/// cost under 300 bytes).
public struct DiffRenderer: Sendable {
    private var previous: ScreenBuffer?

    public init() {}

    /// Forgets what the terminal shows, so the next frame is drawn whole (after a resize,
    /// a resume from Ctrl-Z, or anything else that may have changed the screen).
    mutating func invalidate() { previous = nil }

    /// A stretch of changed cells on one row sharing one style.
    private struct Run {
        var row: Int
        var column: Int
        var end: Int
        var style: Style
        var text: String
        /// The run ends with `CSI K`: the rest of the row is blank.
        var erasesToLineEnd = false
    }

    /// Plain runs that reach into the blank end of their row end with `CSI K` (erase to the
    /// end of the line) instead of the spaces: clearing a long status line costs 3 bytes.
    private static func erasingLineEnds(_ runs: [Run], _ frame: ScreenBuffer) -> [Run] {
        var blankFrom = [Int](repeating: frame.width, count: frame.height)
        for row in 0..<frame.height {
            var x = frame.width
            while x > 0 && frame[x - 1, row] == .blank { x -= 1 }
            blankFrom[row] = x
        }
        var result: [Run] = []
        var erasedRows = Set<Int>()
        for var run in runs {
            if erasedRows.contains(run.row) { continue }
            let tail = blankFrom[run.row]
            guard run.style == .plain, run.end > tail, run.end - max(run.column, tail) > 3 else {
                result.append(run)
                continue
            }
            let start = max(run.column, tail)
            var text = ""
            for x in run.column..<start where !frame[x, run.row].isContinuation { text.append(frame[x, run.row].character) }
            run.text = text + "\u{1b}[K"
            run.end = start + 1
            run.erasesToLineEnd = true
            erasedRows.insert(run.row)
            result.append(run)
        }
        return result
    }

    /// The bytes that turn the terminal's screen into `frame`. Changed cells are gathered
    /// into runs, and runs are written grouped by style, so each style is set once.
    public mutating func render(_ frame: ScreenBuffer) -> [UInt8] {
        var out = ""
        let old: ScreenBuffer?
        if let previous, previous.width == frame.width, previous.height == frame.height {
            old = previous
        } else {
            old = nil
            out += "\u{1b}[0m\u{1b}[2J"
        }
        var runs: [Run] = []
        for row in 0..<frame.height {
            var column = 0
            while column < frame.width {
                let cell = frame[column, row]
                let width = cell.isContinuation ? 0 : max(DisplayWidth.of(cell.character), 1)
                defer { column += max(width, 1) }
                if cell.isContinuation { continue }
                if let old {
                    var unchanged = old[column, row] == cell
                    // A wide character's change shows in its continuation cell too.
                    if width == 2, column + 1 < frame.width, old[column + 1, row] != frame[column + 1, row] { unchanged = false }
                    if unchanged { continue }
                } else if cell == .blank {
                    continue
                }
                if var last = runs.last, last.row == row, last.style == cell.style, column - last.end <= 3,
                   (last.end..<column).allSatisfy({ frame[$0, row].style == cell.style && frame[$0, row].character.isASCII && !frame[$0, row].isContinuation }) {
                    // Join the previous run, rewriting up to three unchanged cells between.
                    for x in last.end..<column { last.text.append(frame[x, row].character) }
                    last.text.append(cell.character)
                    last.end = column + width
                    runs[runs.count - 1] = last
                } else {
                    runs.append(Run(row: row, column: column, end: column + width, style: cell.style, text: String(cell.character)))
                }
            }
        }
        if old != nil { runs = DiffRenderer.erasingLineEnds(runs, frame) }
        // Two orders, and the shorter wins: grouped by style (each style set once, more cursor
        // travel) or plain reading order (short moves, more style changes).
        var styles: [Style] = []
        for run in runs where !styles.contains(run.style) { styles.append(run.style) }
        let grouped = styles.flatMap { style in runs.filter { $0.style == style } }
        let byStyle = DiffRenderer.write(grouped, width: frame.width)
        let byPlace = DiffRenderer.write(runs, width: frame.width)
        out += byPlace.utf8.count < byStyle.utf8.count ? byPlace : byStyle
        previous = frame
        return Array(out.utf8)
    }
}

extension DiffRenderer {
    /// The bytes that write `runs` in this order, from an unknown cursor position and the
    /// plain style, ending in the plain style.
    private static func write(_ runs: [Run], width: Int) -> String {
        var out = ""
        var cursorRow = -1, cursorColumn = -1
        // Every frame ends with the style reset, so each starts from the plain style.
        var currentStyle = Style.plain
        for run in runs {
            if run.row != cursorRow || run.column != cursorColumn {
                out += move(fromRow: cursorRow, column: cursorColumn, toRow: run.row, column: run.column, width: width)
            }
            if currentStyle != run.style {
                out += run.style.transition(from: currentStyle)
                currentStyle = run.style
            }
            out += run.text
            cursorRow = run.row
            // Erasing to the end of the line leaves the cursor where the erase began.
            cursorColumn = run.erasesToLineEnd ? run.end - 1 : run.end
        }
        if currentStyle != .plain { out += "\u{1b}[0m" }
        return out
    }

    /// The shortest cursor move: an absolute position, or, from a known place, a relative one:
    /// line feeds or `CSI n B` down (raw mode leaves the column as it is), `CSI n A` up, then
    /// `CSI n C` right, backspaces or `CSI n D` left, or a carriage return first.
    static func move(fromRow: Int, column fromColumn: Int, toRow: Int, column toColumn: Int, width: Int) -> String {
        let absolute = "\u{1b}[\(toRow + 1);\(toColumn + 1)H"
        // Unknown position, or past the last column (where terminals defer the wrap).
        guard fromRow >= 0, fromColumn < width else { return absolute }
        let down = toRow - fromRow
        var vertical = ""
        if down > 0 {
            vertical = down <= 3 ? String(repeating: "\n", count: down) : "\u{1b}[\(down)B"
        } else if down < 0 {
            vertical = down == -1 ? "\u{1b}[A" : "\u{1b}[\(-down)A"
        }
        func horizontal(from column: Int) -> String {
            let step = toColumn - column
            if step > 0 { return step == 1 ? "\u{1b}[C" : "\u{1b}[\(step)C" }
            if step < 0 { return -step <= 3 ? String(repeating: "\u{8}", count: -step) : "\u{1b}[\(-step)D" }
            return ""
        }
        var best = absolute
        for candidate in [vertical + horizontal(from: fromColumn), vertical + "\r" + horizontal(from: 0)]
        where candidate.utf8.count < best.utf8.count {
            best = candidate
        }
        return best
    }
}

extension Style {
    /// The shortest escape sequence from `old` to this style: only what changed, or a reset
    /// when an attribute must be turned off.
    func transition(from old: Style) -> String {
        if (old.bold && !bold) || (old.dim && !dim) || (old.underline && !underline) || (old.reverse && !reverse) {
            return sgr
        }
        var codes: [String] = []
        if bold && !old.bold { codes.append("1") }
        if dim && !old.dim { codes.append("2") }
        if underline && !old.underline { codes.append("4") }
        if reverse && !old.reverse { codes.append("7") }
        if foreground != old.foreground {
            let c = Int(foreground.rawValue)
            codes.append(foreground == .default ? "39" : String(c < 8 ? 30 + c : 90 + c - 8))
        }
        if background != old.background {
            let c = Int(background.rawValue)
            codes.append(background == .default ? "49" : String(c < 8 ? 40 + c : 100 + c - 8))
        }
        if codes.isEmpty { return "" }
        if codes == ["0"] { return sgr }
        return "\u{1b}[" + codes.joined(separator: ";") + "m"
    }
}
