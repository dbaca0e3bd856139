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

        /// The most steps a stack keeps: pushing one more forgets the oldest. No real game comes
        /// near it; a `game.json` holding more is set aside (`StoreLimits.steps`), so a save
        /// stays small and a move fast.
        static let limit = 100_000

        /// The steps as read, all of them (validation refuses more than `limit`).
        init(_ steps: [Step] = []) {
            for step in steps { append(step) }
        }

        /// The packed stack as text (ASCII).
        var packedText: String { String(decoding: packed, as: UTF8.self) }

        /// Adds `step`; at `limit` steps the oldest is forgotten first.
        mutating func push(_ step: Step) {
            if steps.count >= Self.limit { dropOldest(steps.count - Self.limit + 1) }
            append(step)
        }

        /// Forgets the `count` oldest steps.
        private mutating func dropOldest(_ count: Int) {
            guard count < steps.count else { return removeAll() }
            let cut = ends[count - 1] + 1  // the packed steps and the `;` after the last one
            steps.removeFirst(count)
            packed.removeFirst(cut)
            ends = ends.dropFirst(count).map { $0 - cut }
        }

        private mutating func append(_ step: Step) {
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
