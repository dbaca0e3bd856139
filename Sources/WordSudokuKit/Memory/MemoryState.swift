import Foundation

/// What the scheduler knows of one player's memory of one word pair: FSRS's stability and
/// difficulty, when it was last reviewed and when it is due, and how often it was reviewed and
/// forgotten (`lapses`: every review rated again, the first one too; a word forgotten again
/// and again is a leech).
public struct MemoryState: Equatable, Sendable {
    /// Days until the probability of recall falls to 90 %.
    public var stability: Double
    /// 1 (easy) … 10 (hard): how slowly stability grows.
    public var difficulty: Double
    public var lastReview: Date
    /// When recall is expected to fall to `FSRS.desiredRetention`.
    public var due: Date
    public var lapses: Int
    public var reps: Int
    /// When the word last lapsed (a review rated again), so that it lapses at most once a
    /// learner's day (`LearnerMemory.record`); nil before its first lapse, and in files written
    /// before it was kept.
    public var lastLapse: Date?
    /// The forgetting curve's decay (w₂₀) of the weights that made this state, when they were the
    /// player's fitted ones (`LearnerFit`); nil: FSRS's default. Kept with the state so that its
    /// recall reads on the curve its stability was computed for.
    public var decay: Double?

    /// The `decay` a state made under a curve of `decay` keeps: nil for FSRS's default, so that a
    /// memory never fitted is written as before.
    static func kept(decay: Double) -> Double? { decay == FSRS.decay ? nil : decay }

    public init(stability: Double, difficulty: Double, lastReview: Date, due: Date, lapses: Int, reps: Int, lastLapse: Date? = nil,
                decay: Double? = nil) {
        self.stability = stability
        self.difficulty = difficulty
        self.lastReview = lastReview
        self.due = due
        self.lapses = lapses
        self.reps = reps
        self.lastLapse = lastLapse
        self.decay = decay
    }

    /// The probability of recall at `date` (the FSRS forgetting curve; 1 before the last review).
    public func recall(at date: Date) -> Double {
        FSRS.retrievability(elapsedDays: date.timeIntervalSince(lastReview) / FSRS.secondsPerDay, stability: stability,
                            decay: decay ?? FSRS.decay)
    }

    func isDue(at date: Date) -> Bool { due <= date }

    /// Whether the last review was an again: such a word is due the next learner's day
    /// (`FSRS.scheduledDays(lapsed:)`), when it is scheduled again and when it is planned.
    var lastReviewLapsed: Bool { lastLapse == lastReview }
}

/// Kept in `memory.json` with dates as seconds since 1970 (`1795000000`), readable and
/// the same on every machine, rather than Foundation's default reference date.
extension MemoryState: Codable {
    enum CodingKeys: String, CodingKey { case stability, difficulty, lastReview, due, lapses, reps, lastLapse, decay }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        stability = try c.decode(Double.self, forKey: .stability)
        difficulty = try c.decode(Double.self, forKey: .difficulty)
        lastReview = Date(timeIntervalSince1970: try c.decode(Double.self, forKey: .lastReview))
        due = Date(timeIntervalSince1970: try c.decode(Double.self, forKey: .due))
        lapses = try c.decode(Int.self, forKey: .lapses)
        reps = try c.decode(Int.self, forKey: .reps)
        lastLapse = try c.decodeIfPresent(Double.self, forKey: .lastLapse).map { Date(timeIntervalSince1970: $0) }
        decay = try c.decodeIfPresent(Double.self, forKey: .decay)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(stability, forKey: .stability)
        try c.encode(difficulty, forKey: .difficulty)
        try c.encode(lastReview.timeIntervalSince1970, forKey: .lastReview)
        try c.encode(due.timeIntervalSince1970, forKey: .due)
        try c.encode(lapses, forKey: .lapses)
        try c.encode(reps, forKey: .reps)
        try c.encodeIfPresent(lastLapse?.timeIntervalSince1970, forKey: .lastLapse)
        try c.encodeIfPresent(decay, forKey: .decay)
    }
}
