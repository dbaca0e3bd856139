/// Why a trial's assumption fails, as HoDoKu's forcing chains show it: the value assumed, the
/// singles it forces one after the other (only those the contradiction needs), and where the
/// grid breaks. Data only: the kit's `StepText` words it.
///
/// Built only when a step is to be explained (`LogicSolver.nextStep`, `rate(recordingSteps:)`);
/// a rating alone never builds one, so the rater keeps its speed.
public struct TrialChain: Hashable, Sendable {
    /// A value the chain writes, and why.
    public struct Link: Hashable, Sendable {
        public let placement: Placement
        public let reason: Reason
        public init(placement: Placement, reason: Reason) {
            self.placement = placement
            self.reason = reason
        }
    }

    public enum Reason: Hashable, Sendable {
        /// The value tried (the trial's, or a branch's).
        case assumed
        /// The cell's only candidate left.
        case nakedSingle
        /// The value's only place left in the house.
        case hiddenSingle(House)
    }

    /// Where the grid breaks.
    public enum Contradiction: Hashable, Sendable {
        /// An empty cell with no candidate left.
        case noCandidate(cell: Int)
        /// A value with no place left in a house.
        case noPlace(value: Int, house: House)
    }

    public indirect enum Ending: Hashable, Sendable {
        /// The singles end in a contradiction.
        case contradiction(Contradiction)
        /// The singles stop, and then a cell of two candidates fails with either: each branch
        /// is a chain of its own, starting with that cell's value assumed.
        case bothWays(cell: Int, branches: [TrialChain])
    }

    /// The values written, in order, the assumption first.
    public let links: [Link]
    public let ending: Ending

    public init(links: [Link], ending: Ending) {
        self.links = links
        self.ending = ending
    }
}
