extension GameSession {
    /// The undo or redo stack, kept both as steps and packed (`Step.packed`, joined by `;`), as
    /// `game.json` stores it. A move packs one step; a save copies the packed bytes whole
    /// instead of formatting every step of a long game again: at 2,000 steps a save costs
    /// about what one at 10 does (`bench --only save`).
    struct StepStack: Equatable, Sendable {
        private(set) var steps: [Step] = []
        /// The packed steps, `;` between them.
        private(set) var packed: [UInt8] = []
        /// `packed.count` after each step: where to cut when it is popped.
        private var ends: [Int] = []

        init(_ steps: [Step] = []) {
            for step in steps { push(step) }
        }

        /// The packed stack as text (ASCII).
        var packedText: String { String(decoding: packed, as: UTF8.self) }

        mutating func push(_ step: Step) {
            if !steps.isEmpty { packed.append(UInt8(ascii: ";")) }
            packed.append(contentsOf: step.packed)
            steps.append(step)
            ends.append(packed.count)
        }

        mutating func pop() -> Step? {
            guard let step = steps.popLast() else { return nil }
            ends.removeLast()
            packed.removeLast(packed.count - (ends.last ?? 0))
            return step
        }

        mutating func removeAll() {
            steps.removeAll()
            packed.removeAll()
            ends.removeAll()
        }
    }
}
