import Foundation

extension LearnerMemory {
    /// Records what `session` showed of its player's memory, at `date`: one review per word
    /// with evidence (`WordEvidence.rating`; a word looked up is a review rated again), nothing
    /// for a word not answered. Once per game (`recentGames`): false when the game was already
    /// counted. Seeded, coded and daily games count like any other. `retention`: the player's
    /// target (`Settings.targetRetention`), which sets when each word comes back.
    @discardableResult
    public mutating func recordEvidence(of session: GameSession, at date: Date, retention: Double = FSRS.desiredRetention) -> Bool {
        guard !recentGames.contains(session.id) else { return false }
        let player = session.setup.player
        for (index, evidence) in session.evidence.enumerated() where session.setup.pairs.indices.contains(index) {
            let pair = session.setup.pairs[index]
            if let rating = evidence.rating {
                record(player: player, pair: pair, rating: rating, at: date, retention: retention)
            }
        }
        recentGames.insert(session.id)
        return true
    }
}
