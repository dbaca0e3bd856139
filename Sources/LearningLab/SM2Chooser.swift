import Foundation
import SudokuEngine
import WordSudokuKit

/// SuperMemo's SM-2 (P. A. Woźniak, "Optimization of learning", 1990; the algorithm Anki
/// started from), written from its published description as a comparison chooser: each pair
/// has an E-Factor (2.5 at first, never below 1.3) and a repetition count; the intervals are
/// 1 day, 6 days, then the last interval × EF, rounded up; a response of quality q ≥ 3 changes
/// EF by 0.1 − (5 − q)·(0.08 + (5 − q)·0.02), one below 3 starts the repetitions again without
/// changing EF. A recall counts as q = 4 (a game cannot tell a perfect 5), a miss as q = 1
/// (wrong, then the right answer seen).
///
/// A game takes the due pairs first, longest due first, then new pairs in list order, then the
/// pairs due soonest — as an SM-2 deck is studied: reviews, then new cards.
public struct SM2Chooser: Sendable {
    /// SM-2's memory of one pair.
    public struct Card: Equatable, Sendable {
        var easiness = 2.5
        /// Successful repetitions in a row (n).
        var repetitions = 0
        /// The last interval I(n), in days.
        public var interval = 0.0
        public var due: Date

        public init(due: Date) { self.due = due }

        /// The card after a response of quality `q` (0…5) at `date`.
        public func reviewed(quality q: Int, at date: Date) -> Card {
            var card = self
            if q < 3 {
                card.repetitions = 0
                card.interval = 1
            } else {
                card.repetitions += 1
                switch card.repetitions {
                case 1: card.interval = 1
                case 2: card.interval = 6
                default: card.interval = (card.interval * card.easiness).rounded(.up)
                }
                let lack = Double(5 - q)
                card.easiness = max(1.3, card.easiness + 0.1 - lack * (0.08 + lack * 0.02))
            }
            card.due = date.addingTimeInterval(card.interval * FSRS.secondsPerDay)
            return card
        }
    }

    /// The cards of the pairs answered, by `WordPair.memoryKey`.
    public private(set) var cards: [String: Card] = [:]

    public init() {}

    public func choose(_ count: Int, from list: WordList, at date: Date) -> [WordPair] {
        let ranked = list.pairs.enumerated().map { index, pair -> (group: Int, due: Date, index: Int) in
            guard let card = cards[pair.memoryKey] else { return (1, .distantPast, index) }
            return (card.due <= date ? 0 : 2, card.due, index)
        }
        .sorted { ($0.group, $0.due, $0.index) < ($1.group, $1.due, $1.index) }
        return ranked.prefix(count).map { list.pairs[$0.index] }
    }

    public mutating func record(_ pair: WordPair, recalled: Bool, at date: Date) {
        cards[pair.memoryKey] = (cards[pair.memoryKey] ?? Card(due: date)).reviewed(quality: recalled ? 4 : 1, at: date)
    }
}
