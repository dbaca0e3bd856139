import Foundation

extension LearnerMemory {
    /// Records what `session` showed of its player's memory, at `date`: one review per word
    /// with evidence (`WordEvidence.rating`; a word looked up is a review rated again), nothing
    /// for a word not answered. Once per game (`recentGames`). Seeded, coded and daily games count like any other. `setting`: the
    /// player's `settings retention`, which overrides their target (`target(player:setting:)`),
    /// the recall at which each word comes back.
    ///
    /// Returns the review log's lines for what was written; nil when the game was already counted.
    @discardableResult
    mutating func recordEvidence(of session: GameSession, at date: Date, setting: Double? = nil) -> [ReviewLogEntry]? {
        guard !recentGames.contains(session.id) else { return nil }
        var log: [ReviewLogEntry] = []
        let player = session.setup.player
        for (index, evidence) in session.evidence.enumerated() where session.setup.pairs.indices.contains(index) {
            let pair = session.setup.pairs[index]
            if let rating = evidence.rating {
                if let review = record(player: player, pair: pair, rating: rating, at: date, setting: setting) {
                    log.append(review.logEntry(list: session.setup.listName, game: session.id, source: .game))
                }
            }
        }
        if let source = session.setup.listSource { notePlayed(source, by: player) }
        recentGames.insert(session.id)
        return log
    }
}
