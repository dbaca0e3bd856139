/// Writes frames to a terminal: the first frame whole, then only the cells that changed, with
/// as few cursor moves and style changes as it can.
public struct DiffRenderer: Sendable {
    private var previous: ScreenBuffer?

    public init() {}

    /// Forgets what the terminal shows, so the next frame is drawn whole (after a resize,
    /// a resume from Ctrl-Z, or anything else that may have changed the screen).
    public mutating func invalidate() { previous = nil }

    /// The bytes that turn the terminal's screen into `frame`.
    public mutating func render(_ frame: ScreenBuffer) -> [UInt8] {
        var out = ""
        out.reserveCapacity(256)
        let full: Bool
        if let previous, previous.width == frame.width, previous.height == frame.height {
            full = false
        } else {
            full = true
            out += "\u{1b}[0m\u{1b}[2J"
        }
        var cursorRow = -1, cursorColumn = -1
        // Every frame ends with the style reset, so each starts from the plain style.
        var currentStyle = Style.plain
        for row in 0..<frame.height {
            for column in 0..<frame.width {
                let cell = frame[column, row]
                if cell.isContinuation { continue }
                if full && cell == .blank { continue }
                if !full, let previous {
                    let old = previous[column, row]
                    // A wide character's change shows in its continuation cell too.
                    let nextChanged = column + 1 < frame.width
                        && previous[column + 1, row] != frame[column + 1, row]
                        && DisplayWidth.of(cell.character) == 2
                    if old == cell && !nextChanged { continue }
                }
                if cursorRow != row || cursorColumn != column {
                    out += "\u{1b}[\(row + 1);\(column + 1)H"
                }
                if currentStyle != cell.style {
                    out += cell.style.sgr
                    currentStyle = cell.style
                }
                out.append(cell.character)
                cursorRow = row
                cursorColumn = column + max(DisplayWidth.of(cell.character), 1)
            }
        }
        if currentStyle != .plain { out += "\u{1b}[0m" }
        previous = frame
        return Array(out.utf8)
    }
}
