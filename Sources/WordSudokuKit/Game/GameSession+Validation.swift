import SudokuEngine

extension GameSession: StoredValue {
    /// Checks that a game read from `game.json` can be played: a shape on offer, N pairs of
    /// non-empty words, boards of N² cells with values 0…N and notes within N bits, a solution
    /// that is a complete valid grid agreeing with the givens, bounded counters, a finite
    /// timer, undo and redo steps on real cells, and a result that fits the board. Every
    /// collection and string within `StoreLimits` (words, alternatives, steps, names, codes).
    func validate() throws(InvalidStoredValue) {
        try InvalidStoredValue.check(text: "id", id)
        let shape = try BoxShape.stored(rows: setup.boxRows, columns: setup.boxColumns)
        let size = shape.size, cellCount = shape.cellCount
        try setup.validate(size: size)
        for (name, board) in [("givens", givens), ("solution", solution), ("cells", cells)] {
            try InvalidStoredValue.check(name, board, count: cellCount)
            for (cell, value) in board.enumerated() { try InvalidStoredValue.check("\(name)[\(cell)]", Int(value), in: 0...size) }
        }
        try InvalidStoredValue.check(!solution.contains(0) && Board(shape: shape, cells: solution).isConsistent, "solution: not a valid grid")
        for cell in givens.indices where givens[cell] != 0 {
            try InvalidStoredValue.check(solution[cell] == givens[cell] && cells[cell] == givens[cell], "givens[\(cell)]: not in the solution or the board")
        }
        try InvalidStoredValue.check("notes", notes, count: cellCount)
        let noteMask = UInt32(1) << UInt32(size) - 1
        for (cell, mask) in notes.enumerated() { try InvalidStoredValue.check("notes[\(cell)]", mask, in: 0...noteMask) }
        if let boardAtLastHint {
            try InvalidStoredValue.check("boardAtLastHint", boardAtLastHint, count: cellCount)
            for (cell, value) in boardAtLastHint.enumerated() { try InvalidStoredValue.check("boardAtLastHint[\(cell)]", Int(value), in: 0...size) }
        }
        try InvalidStoredValue.check("mistakes", mistakes, in: StoreLimits.count)
        try InvalidStoredValue.check("hintsUsed", hintsUsed, in: StoreLimits.count)
        try InvalidStoredValue.check("peeksUsed", peeksUsed, in: StoreLimits.count)
        try InvalidStoredValue.check("mistakesBySymbol", mistakesBySymbol, count: size)
        for (index, count) in mistakesBySymbol.enumerated() { try InvalidStoredValue.check("mistakesBySymbol[\(index)]", count, in: StoreLimits.count) }
        try InvalidStoredValue.check("evidence", evidence, count: size)
        try InvalidStoredValue.check(triedWrong.count <= cellCount, "triedWrong: \(triedWrong.count) cells")
        for (index, cell) in triedWrong.enumerated() {
            try InvalidStoredValue.check("triedWrong[\(index)]", cell, in: 0...(cellCount - 1))
            if index > 0 { try InvalidStoredValue.check(cell > triedWrong[index - 1], "triedWrong not sorted") }
        }
        try InvalidStoredValue.check(timer.accumulated.isFinite, "timer = \(timer.accumulated)")
        try InvalidStoredValue.check("timer", timer.accumulated, in: StoreLimits.secondsPlayed)
        for (name, steps) in [("undo", undoSteps), ("redo", redoSteps)] {
            try InvalidStoredValue.check(name, steps, atMost: StoreLimits.steps)
            for (index, step) in steps.enumerated() {
                try step.validate(cellCount: cellCount, size: size, noteMask: noteMask, name: "\(name)[\(index)]")
                // Play refuses every move on a given, so no step changes one: a step that did
                // would, undone or redone, wipe a given from the board, and the game saved
                // then was refused at its next load (found by the store-json fuzz target).
                for change in step.changes where isGiven(change.cell) {
                    throw InvalidStoredValue("\(name)[\(index)].cell = \(change.cell): a given")
                }
            }
        }
        if let result { try result.validate(size: size) }
        if let cursor { try InvalidStoredValue.check("cursor", cursor, in: 0...(cellCount - 1)) }
        try InvalidStoredValue.check((setup.players == nil) == (turns == nil), "turns: without two players, or missing")
        if let turns { try turns.validate(givens: givens, cells: cells, size: size) }
    }
}

extension GameSetup {
    /// The words, languages, peeks and day of a game of N symbols.
    func validate(size: Int) throws(InvalidStoredValue) {
        try InvalidStoredValue.check("pairs", pairs, count: size)
        for (index, pair) in pairs.enumerated() {
            // The bounds first: counting the characters of 300,000 words is the slow part.
            for (side, words) in [("first", pair.first), ("second", pair.second)] {
                try InvalidStoredValue.check("pairs[\(index)].\(side)", words, atMost: StoreLimits.alternatives)
                for (number, word) in words.enumerated() {
                    let name = "pairs[\(index)].\(side)[\(number)]"
                    try InvalidStoredValue.check(text: name, word, maximum: StoreLimits.wordBytes)
                    try InvalidStoredValue.check("\(name) length", word.count, in: 0...StoreLimits.wordLength)
                }
            }
            // A list's recordings (`SoundFile`): two places, each a bounded path.
            if let sounds = pair.sounds {
                try InvalidStoredValue.check("pairs[\(index)].sounds", sounds, count: 2)
                for case let (side, path?) in sounds.enumerated() {
                    try InvalidStoredValue.check(text: "pairs[\(index)].sounds[\(side)]", path)
                }
            }
            try InvalidStoredValue.check(!pair.first.isEmpty && !pair.second.isEmpty
                                         && !(pair.first + pair.second).contains(where: \.isEmpty), "pairs[\(index)]: an empty word")
        }
        try InvalidStoredValue.check("languages", languages, count: 2)
        for (index, language) in languages.enumerated() { try InvalidStoredValue.check(text: "languages[\(index)]", language) }
        try InvalidStoredValue.check(text: "listName", listName)
        try InvalidStoredValue.check(text: "player", player)
        try InvalidStoredValue.check(text: "code", code)
        try InvalidStoredValue.check("peekLimit", peekLimit, in: StoreLimits.count)
        if let voices {
            // Handed to espeak-ng: names it could have, no more than a list's two languages.
            try InvalidStoredValue.check(voices.count <= 2 && voices.allSatisfy { SpeechSettings.isVoiceName($0.key) && SpeechSettings.isVoiceName($0.value) },
                                         "voices")
        }
        if let listSource {
            try InvalidStoredValue.check(text: "listSource", listSource)
            try InvalidStoredValue.check(!listSource.isEmpty, "listSource: empty")
        }
        if let dailyDate {
            try InvalidStoredValue.check(text: "dailyDate", dailyDate)
            try InvalidStoredValue.check(CivilDate(parsing: dailyDate) != nil, "dailyDate = \(dailyDate)")
        }
        if let players { try InvalidStoredValue.check(PlayerSeat.problem(players) == nil, "players: not two players with names and colours of their own") }
    }
}

extension GameSession.Step {
    /// A step of a board of `cellCount` cells and `size` symbols: a move that is undoable, on a
    /// real cell, changing real cells to real values.
    func validate(cellCount: Int, size: Int, noteMask: UInt32, name: String) throws(InvalidStoredValue) {
        let cells = 0...(cellCount - 1)
        switch move {
        case let .place(cell, symbol), let .toggleNote(cell, symbol):
            try InvalidStoredValue.check("\(name).cell", cell, in: cells)
            try InvalidStoredValue.check("\(name).symbol", symbol, in: 1...size)
        case let .erase(cell):
            try InvalidStoredValue.check("\(name).cell", cell, in: cells)
        case .restart:
            break
        default:
            throw InvalidStoredValue("\(name): not an undoable move")
        }
        try InvalidStoredValue.check(!changes.isEmpty, "\(name): no change")
        try InvalidStoredValue.check("\(name).changes", changes, atMost: cellCount)
        for change in changes {
            try InvalidStoredValue.check("\(name).cell", change.cell, in: cells)
            for content in [change.before, change.after] {
                try InvalidStoredValue.check("\(name).value", Int(content.value), in: 0...size)
                try InvalidStoredValue.check("\(name).notes", content.notes, in: 0...noteMask)
            }
        }
    }
}

extension GameResult {
    /// Bounded counts and time, and missed symbols of the board.
    func validate(size: Int) throws(InvalidStoredValue) {
        try InvalidStoredValue.check("result.mistakes", mistakes, in: StoreLimits.count)
        try InvalidStoredValue.check("result.hints", hints, in: StoreLimits.count)
        try InvalidStoredValue.check("result.peeks", peeks, in: StoreLimits.count)
        try InvalidStoredValue.check("result.seconds", seconds, in: StoreLimits.seconds)
        try InvalidStoredValue.check("result.score", score, in: StoreLimits.score)
        try InvalidStoredValue.check("result.missedSymbols", missedSymbols, atMost: size)
        for symbol in missedSymbols { try InvalidStoredValue.check("result.missedSymbols", symbol, in: 1...size) }
        if let scores { try Turns.validate(scores: scores, name: "result.scores") }
        if let playerMistakes { try Turns.validate(mistakes: playerMistakes, name: "result.playerMistakes") }
    }
}

extension BoxShape {
    /// The shape of `rows`×`columns` boxes read from a file, checked before anything
    /// multiplies them (4294967296×4294967296 would overflow).
    static func stored(rows: Int, columns: Int) throws(InvalidStoredValue) -> BoxShape {
        let sides = 1...BoxShape.sizeRange.upperBound
        guard sides.contains(rows), sides.contains(columns), let shape = try? BoxShape(rows: rows, columns: columns) else {
            throw InvalidStoredValue("box = \(rows)x\(columns)")
        }
        return shape
    }
}
