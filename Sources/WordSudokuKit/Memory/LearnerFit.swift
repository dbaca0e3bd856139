import Foundation

/// What the game has learned of how one player learns: FSRS-6's weights fitted to their review
/// log (`FSRSOptimizer`) and the plan chosen for them by simulating those weights
/// (`RetentionPlanner`): their retention target and how new words share a game with due ones.
/// Kept per player in `memory.json`; the player's `settings retention` overrides the target,
/// never the weights nor the new words' share.
///
/// Made once the log holds `minimumReviews` reviews that the fit scores, then again every
/// `refitDays` learner's days, at the end of a game (`LearnerMemory.refit`). Before that the
/// player has FSRS's defaults and the game's 85 %.
public struct LearnerFit: Equatable, Sendable, Codable {
    /// w₀…w₂₀.
    public var weights: FSRS.Weights
    /// The target chosen for the player (one of `RetentionPlanner.targets`).
    public var target: Double
    /// New words' share of a due word's chance, chosen with the target (one of
    /// `RetentionPlanner.newWordShares`); nil: due words first, as before a fit. Absent from fits
    /// written before it was chosen, which read as nil; a program of that time reading a newer
    /// fit drops it alone until the next fit.
    public var newWords: Double?
    /// When it was fitted.
    @SecondsSince1970 public var fitted: Date
    /// The reviews the fit scored.
    public var reviews: Int

    /// Reviews (a learner's day or more after the one before) needed for a first fit.
    public static let minimumReviews = 100
    /// Learner's days between two fits.
    public static let refitDays = 7
    /// The largest share for new words a stored fit may hold (the planner's largest is 1).
    static let maximumNewWords = 4.0

    /// The target a player's words come back at: their `setting` (`settings retention`) when
    /// set, else the one chosen for them (`fit`'s), else the game's default
    /// (`FSRS.desiredRetention`). What the scheduler uses and `stats` shows.
    public static func target(_ fit: LearnerFit?, setting: Double?) -> Double {
        setting ?? fit?.target ?? FSRS.desiredRetention
    }

    public init(weights: FSRS.Weights, target: Double, newWords: Double? = nil, fitted: Date, reviews: Int) {
        self.weights = weights
        self.target = target
        self.newWords = newWords
        self.fitted = fitted
        self.reviews = reviews
    }

    /// 21 finite weights within FSRS-6's bounds, a target in `Settings.retentionRange`, a share
    /// for new words (when there is one) in 0…`maximumNewWords`, a date
    /// in `MemoryState.dates`, a review count of at least `minimumReviews`.
    func validate(name: String) throws(InvalidStoredValue) {
        try InvalidStoredValue.check(FSRSOptimizer.isValid(weights), "\(name).weights: not 21 weights within FSRS-6's bounds")
        try InvalidStoredValue.check(target.isFinite, "\(name).target = \(target)")
        try InvalidStoredValue.check("\(name).target", target, in: Settings.retentionRange)
        if let newWords {
            try InvalidStoredValue.check(newWords.isFinite, "\(name).newWords = \(newWords)")
            try InvalidStoredValue.check("\(name).newWords", newWords, in: 0...Self.maximumNewWords)
        }
        let seconds = fitted.timeIntervalSince1970
        try InvalidStoredValue.check(seconds.isFinite, "\(name).fitted = \(seconds)")
        try InvalidStoredValue.check("\(name).fitted", seconds, in: MemoryState.dates)
        try InvalidStoredValue.check("\(name).reviews", reviews, in: Self.minimumReviews...StoreLimits.count.upperBound)
    }
}
