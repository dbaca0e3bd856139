import Foundation

/// The review log as CSV in the columns FSRS's optimizer reads (`card_id`, `review_time` in
/// milliseconds, `review_rating` 1–4, `review_state`, `review_duration`), then the game's own
/// (player, list, pair, whole days since the last review, and the state after), so that a
/// learner's reviews can be fitted by the FSRS optimizer or read in a spreadsheet.
extension ReviewLogEntry {
    public static let csvHeader = "card_id,review_time,review_rating,review_state,review_duration,player,list,pair,elapsed_days,stability,difficulty,due"

    /// One word of one player is one card: FNV-1a of the two, kept to 53 bits so that any
    /// program reading numbers as doubles reads it exactly.
    var cardID: UInt64 { DailyPuzzle.fnv1a64("\(player)\u{0}\(pair)") & 0x1F_FFFF_FFFF_FFFF }

    /// FSRS's card state before the review: 0 new (never reviewed), 3 relearning (its last
    /// review was a lapse), else 2 review. The game has no learning steps, so never 1.
    var reviewState: Int {
        guard let before else { return 0 }
        return before.lastReviewLapsed ? 3 : 2
    }

    /// The CSV line (no newline). Text fields are quoted when they hold a comma, a quote, a
    /// semicolon or a line break; the game does not time single answers, so the duration is 0.
    public var csvLine: String {
        func text(_ value: String) -> String {
            guard value.contains(where: { ",\";\n\r".contains($0) }) else { return value }
            return "\"" + value.replacingQuotes() + "\""
        }
        let milliseconds = Int64((time.timeIntervalSince1970 * 1000).rounded())
        return [String(cardID), String(milliseconds), String(rating.rawValue), String(reviewState), "0",
                text(player), text(list), text(pair), elapsedDays.map(String.init) ?? "",
                String(format: "%.4f", after.stability), String(format: "%.4f", after.difficulty),
                Store.timestamp(after.due)].joined(separator: ",")
    }
}
