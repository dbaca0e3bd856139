/// A value written in a cell by a logical step.
public struct Placement: Hashable, Sendable {
    public let cell: Int
    public let value: Int
    public init(cell: Int, value: Int) { self.cell = cell; self.value = value }
}

/// A candidate removed from a cell by a logical step.
public struct Elimination: Hashable, Sendable {
    public let cell: Int
    public let value: Int
    public init(cell: Int, value: Int) { self.cell = cell; self.value = value }
}

/// One step of reasoning: the technique, where it looks, and what it concludes.
///
/// A step either places values (`placements`) or removes candidates (`eliminations`); a text
/// for people is made from it by the kit's `StepText`, never by the engine.
public struct LogicStep: Hashable, Sendable {
    public let technique: Technique
    /// The houses the reasoning is about (e.g. the row of a hidden single, the box and the row of
    /// a pointing pair, the two rows of an X-wing).
    public let houses: [House]
    /// The cells the reasoning is about, to highlight (not those it changes).
    public let cells: [Int]
    /// The values the reasoning is about (e.g. the pair of a naked pair, the fish's value).
    public let values: [Int]
    public let placements: [Placement]
    public let eliminations: [Elimination]
    /// For a trial being explained: how its assumption fails. nil for every other step, and
    /// when only a rating was asked for.
    public let chain: TrialChain?

    public init(technique: Technique, houses: [House], cells: [Int], values: [Int],
                placements: [Placement], eliminations: [Elimination], chain: TrialChain? = nil) {
        self.technique = technique
        self.houses = houses
        self.cells = cells
        self.values = values
        self.placements = placements
        self.eliminations = eliminations
        self.chain = chain
    }
}

