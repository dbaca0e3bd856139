import Foundation

/// The test of how a player learns (`SpacingTest`): when its returns are read, and its verdict.
extension LearnerMemory {
    /// Whether `player`'s test may have a verdict now on `list` (a list's pairs, in its order,
    /// read only when needed) played in games of `gameSize` words: none yet, a list the test runs
    /// on, and enough reviews of its core for `SpacingTest.returnsNeeded` returns — counted here
    /// from the records (each review after a word's second), an upper bound of the returns, so
    /// that the log is read only when a verdict may follow. Counted first over all the player's
    /// words, so that the list is not read at every game's end while the test runs.
    public func needsSpacingVerdict(player: String, gameSize: Int, list: () -> [WordPair]?) -> Bool {
        guard spacingTests[player] == nil, let words = players[player] else { return false }
        func possibleReturns(_ records: some Sequence<Record?>) -> Int {
            records.reduce(0) { $0 + max(0, ($1?.right ?? 0) + ($1?.wrong ?? 0) - SpacingTest.minimumGames) }
        }
        guard possibleReturns(words.values.map { $0 }) >= SpacingTest.returnsNeeded, let list = list(),
              SpacingTest.appliesTo(pairCount: list.count, gameSize: gameSize) else { return false }
        let core = list.prefix(SpacingTest.coreSize(gameSize: gameSize))
        return possibleReturns(core.map { words[$0.memoryKey] }) >= SpacingTest.returnsNeeded
    }

    /// Reads the returns of `list`'s core (games of `gameSize` words) in `player`'s review `log`
    /// and keeps the verdict once there are enough (`SpacingTest.verdict`). True when it was reached.
    @discardableResult
    public mutating func decideSpacing(player: String, log: [ReviewLogEntry], list: [WordPair], gameSize: Int, at date: Date,
                                       timeZone: TimeZone = .current) -> Bool {
        guard spacingTests[player] == nil,
              let read = SpacingTest.returns(in: log, player: player, list: list, gameSize: gameSize, timeZone: timeZone),
              let test = SpacingTest.verdict(returns: read.returns, recalled: read.recalled, at: date) else { return false }
        spacingTests[player] = test
        return true
    }
}
