/// The undo and redo stacks as `game.json` keeps them: one ASCII string per stack, steps
/// separated by `;`, each step its move then its cell changes separated by spaces:
///
///     p2,1 2:0,0>1,0 3:0,1>0,0;e2 2:1,0>0,0
///
/// reads "place symbol 1 in cell 2: cell 2 went from value 0 notes 0 to value 1 notes 0, cell
/// 3 from notes 1 to notes 0; then erase cell 2". Moves: `pCELL,SYMBOL` place, `eCELL` erase,
/// `nCELL,SYMBOL` note, `r` restart (no other move is ever a step). A step is packed once, when
/// it goes on a stack (`StepStack`); read back byte by byte.
extension GameSession.Step {
    /// The stack `steps`, packed.
    static func pack(_ steps: [GameSession.Step]) -> String { GameSession.StepStack(steps).packedText }

    /// One step's bytes: its move, then its changes, each after a space.
    var packed: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(8 + 16 * changes.count)
        switch move {
        case let .place(cell, symbol): bytes.append(UInt8(ascii: "p")); Self.append(cell, &bytes); bytes.append(UInt8(ascii: ",")); Self.append(symbol, &bytes)
        case let .erase(cell): bytes.append(UInt8(ascii: "e")); Self.append(cell, &bytes)
        case let .toggleNote(cell, symbol): bytes.append(UInt8(ascii: "n")); Self.append(cell, &bytes); bytes.append(UInt8(ascii: ",")); Self.append(symbol, &bytes)
        default: bytes.append(UInt8(ascii: "r"))
        }
        for change in changes {
            bytes.append(UInt8(ascii: " "))
            Self.append(change.cell, &bytes)
            bytes.append(UInt8(ascii: ":"))
            Self.append(Int(change.before.value), &bytes); bytes.append(UInt8(ascii: ",")); Self.append(Int(change.before.notes), &bytes)
            bytes.append(UInt8(ascii: ">"))
            Self.append(Int(change.after.value), &bytes); bytes.append(UInt8(ascii: ",")); Self.append(Int(change.after.notes), &bytes)
        }
        return bytes
    }

    /// The steps of a packed stack, or nil when `text` is not one (`validate()` then checks
    /// that they fit the board).
    static func unpack(_ text: String) -> [GameSession.Step]? {
        var reader = Reader(bytes: Array(text.utf8))
        var steps: [GameSession.Step] = []
        if reader.bytes.isEmpty { return steps }
        while true {
            guard let step = reader.step() else { return nil }
            steps.append(step)
            if reader.atEnd { return steps }
            guard reader.take(";") else { return nil }
        }
    }

    /// Appends `value` in decimal (values are never negative in a valid game; a negative one
    /// is written as 0).
    private static func append(_ value: Int, _ bytes: inout [UInt8]) {
        let value = max(0, value)
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// A cursor over packed bytes.
    private struct Reader {
        let bytes: [UInt8]
        var position = 0
        var atEnd: Bool { position == bytes.count }

        mutating func take(_ character: Unicode.Scalar) -> Bool {
            guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
            position += 1
            return true
        }

        /// A decimal number of at most 10 digits (a cell, a symbol or a notes mask).
        mutating func number() -> Int? {
            var value = 0, digits = 0
            while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9"), digits < 10 {
                value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
                position += 1
                digits += 1
            }
            return digits > 0 ? value : nil
        }

        mutating func pair() -> (Int, Int)? {
            guard let first = number(), take(","), let second = number() else { return nil }
            return (first, second)
        }

        mutating func content() -> GameSession.Content? {
            guard let (value, notes) = pair(), let small = UInt8(exactly: value), let mask = UInt32(exactly: notes) else { return nil }
            return GameSession.Content(value: small, notes: mask)
        }

        mutating func step() -> GameSession.Step? {
            guard position < bytes.count else { return nil }
            let tag = bytes[position]
            position += 1
            let move: Move
            switch tag {
            case UInt8(ascii: "p"): guard let (cell, symbol) = pair() else { return nil }; move = .place(cell: cell, symbol: symbol)
            case UInt8(ascii: "n"): guard let (cell, symbol) = pair() else { return nil }; move = .toggleNote(cell: cell, symbol: symbol)
            case UInt8(ascii: "e"): guard let cell = number() else { return nil }; move = .erase(cell: cell)
            case UInt8(ascii: "r"): move = .restart
            default: return nil
            }
            var changes: [GameSession.CellChange] = []
            while take(" ") {
                guard let cell = number(), take(":"), let before = content(), take(">"), let after = content() else { return nil }
                changes.append(GameSession.CellChange(cell: cell, before: before, after: after))
            }
            return GameSession.Step(move: move, changes: changes)
        }
    }
}
