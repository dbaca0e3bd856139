import SudokuEngine

/// Explains a logical step, or a hint, in a sentence for the learner, e.g.
/// "Row C: 7 can only go in C4 (hidden single)".
///
/// Cells are named by row letter and column number (A1 is the top-left cell); boxes are
/// numbered from 1 in reading order. `symbol` names a value: a digit, or the game's word.
public enum StepText {
    public static func describe(_ step: LogicStep, shape: BoxShape, symbol: (Int) -> String, language: UILanguage) -> String {
        sentence(step, shape: shape, symbol: symbol)(language) + " (" + HintText.name(of: step.technique)(language) + ")"
    }

    /// The hint in a sentence: the wrong cell, the step, or that the grid is solved.
    public static func describe(_ hint: Hint, shape: BoxShape, symbol: (Int) -> String, language: UILanguage) -> String {
        switch hint {
        case let .wrongEntry(cell): HintText.wrongEntry(cell: cellName(cell, shape: shape))(language)
        case let .step(step): describe(step, shape: shape, symbol: symbol, language: language)
        case .solved: HintText.solved(language)
        }
    }

    /// How a trial's assumption fails, a line a link (`TrialChain`): the value assumed, each
    /// single it forces, where the grid breaks; a nested trial's two branches indented below.
    /// Empty for any other step.
    public static func chainLines(_ step: LogicStep, shape: BoxShape, symbol: (Int) -> String, language: UILanguage) -> [String] {
        guard let chain = step.chain else { return [] }
        return chainLines(chain, shape: shape, symbol: symbol)(language)
    }

    private static func chainLines(_ chain: TrialChain, shape: BoxShape, symbol: (Int) -> String) -> LocalizedLines {
        let cell = { (index: Int) in cellName(index, shape: shape) }
        var lines = LocalizedLines()
        for link in chain.links {
            let at = cell(link.placement.cell), value = symbol(link.placement.value)
            switch link.reason {
            case .assumed: lines.append(HintText.chainAssumed(cell: at, value: value))
            case .nakedSingle: lines.append(HintText.chainNakedSingle(cell: at, value: value))
            case let .hiddenSingle(house):
                lines.append(HintText.inHouse(house.kind, houseName(house)).with {
                    HintText.chainHiddenSingle(cell: at, value: value, house: $0)
                })
            }
        }
        switch chain.ending {
        case let .contradiction(.noCandidate(cell: empty)):
            lines.append(HintText.chainNoCandidate(cell: cell(empty)))
        case let .contradiction(.noPlace(value: value, house: house)):
            lines.append(HintText.inHouse(house.kind, houseName(house)).with { HintText.chainNoPlace(value: symbol(value), house: $0) })
        case let .bothWays(cell: pivot, branches: branches):
            let values = branches.compactMap { $0.links.first?.placement.value }.map(symbol)
            lines.append(HintText.chainBothWays(cell: cell(pivot), first: values.first ?? "", second: values.last ?? ""))
            for branch in branches { lines.append(indented: chainLines(branch, shape: shape, symbol: symbol)) }
        }
        return lines
    }

    /// A technique's name for people ("hidden single", "singleton caché").
    public static func name(of technique: Technique, language: UILanguage) -> String {
        HintText.name(of: technique)(language)
    }

    /// "C4": the row's letter and the column's number (A1 top-left).
    public static func cellName(_ cell: Int, shape: BoxShape) -> String {
        rowName(shape.row(of: cell)) + String(shape.column(of: cell) + 1)
    }

    /// Row letters A, B, C, … (up to Y for 25 rows).
    public static func rowName(_ row: Int) -> String {
        String(UnicodeScalar(UInt8(65 + row)))
    }

    /// The short name of a house: its letter (row), number (column) or number (box).
    static func houseName(_ house: House) -> String {
        house.kind == .row ? rowName(house.index) : String(house.index + 1)
    }

    private static func sentence(_ step: LogicStep, shape: BoxShape, symbol: (Int) -> String) -> Localized {
        let cell = { (index: Int) in cellName(index, shape: shape) }
        let cells = { (indices: [Int]) in list(indices.map(cell)) }
        let values = list(step.values.map(symbol))
        let removed = cells(unique(step.eliminations.map(\.cell)))
        let firstHouse = step.houses.first.map { HintText.house($0.kind, houseName($0)) }
        switch step.technique {
        case .fullHouse:
            return firstHouse!.with { HintText.fullHouse(house: $0, cell: cell(step.cells[0]), value: symbol(step.values[0])) }
        case .nakedSingle:
            return HintText.nakedSingle(cell: cell(step.cells[0]), value: symbol(step.values[0]))
        case .hiddenSingle:
            return firstHouse!.with { HintText.hiddenSingle(house: $0, cell: cell(step.cells[0]), value: symbol(step.values[0])) }
        case .pointing, .claiming:
            let second = step.houses[1]
            let place = HintText.inHouse(second.kind, houseName(second))
            return joined(firstHouse!, place) { house, place, language in
                HintText.lockedCandidate(house: house, value: symbol(step.values[0]), where: place, removed: removed.text(language))
            }
        case .nakedPair, .nakedTriple:
            return joined(firstHouse!, cells(step.cells), values) { house, cellList, valueList, language in
                HintText.nakedSubset(house: house, cells: cellList, values: valueList, removed: removed.text(language))
            }
        case .hiddenPair, .hiddenTriple:
            return joined(firstHouse!, values, cells(step.cells)) { house, valueList, cellList, _ in
                HintText.hiddenSubset(house: house, values: valueList, cells: cellList)
            }
        case .xWing, .swordfish:
            let k = step.houses.count / 2
            let base = step.houses.prefix(k), cross = step.houses.suffix(k)
            let baseNames = list(base.map(houseName)), crossNames = list(cross.map(houseName))
            return joined(baseNames, crossNames, removed) { baseList, crossList, removedList, language in
                HintText.fish(value: symbol(step.values[0]),
                              lines: HintText.houses(base.first!.kind, baseList)(language),
                              crossLines: HintText.houses(cross.first!.kind, crossList)(language),
                              removed: removedList)
            }
        case .xyWing:
            return removed.with {
                HintText.xyWing(pivot: cell(step.cells[0]), x: symbol(step.values[0]), y: symbol(step.values[1]),
                                z: symbol(step.values[2]), pincerX: cell(step.cells[1]), pincerY: cell(step.cells[2]), removed: $0)
            }
        case .trial:
            if let placement = step.placements.first {
                return HintText.trialPlacement(cell: cell(placement.cell), value: symbol(placement.value))
            }
            return HintText.trialElimination(cell: cell(step.cells[0]), value: symbol(step.values[0]))
        }
    }

    /// "A, B and C" in each language.
    private static func list(_ items: [String]) -> Localized {
        func joined(_ word: String) -> String {
            guard items.count > 1 else { return items.first ?? "" }
            return items.dropLast().joined(separator: ", ") + " \(word) " + items.last!
        }
        return Localized(en: joined(HintText.and.en), fr: joined(HintText.and.fr))
    }

    private static func unique(_ cells: [Int]) -> [Int] {
        var seen = Set<Int>()
        return cells.filter { seen.insert($0).inserted }
    }

    private static func joined(_ a: Localized, _ b: Localized,
                               _ make: (String, String, UILanguage) -> Localized) -> Localized {
        Localized(en: make(a.en, b.en, .en).en, fr: make(a.fr, b.fr, .fr).fr)
    }

    private static func joined(_ a: Localized, _ b: Localized, _ c: Localized,
                               _ make: (String, String, String, UILanguage) -> Localized) -> Localized {
        Localized(en: make(a.en, b.en, c.en, .en).en, fr: make(a.fr, b.fr, c.fr, .fr).fr)
    }
}

/// Lines in both languages, built together.
private struct LocalizedLines {
    var en: [String] = [], fr: [String] = []

    mutating func append(_ line: Localized) {
        en.append(line.en)
        fr.append(line.fr)
    }

    /// `lines` below these, indented by four spaces.
    mutating func append(indented lines: LocalizedLines) {
        en += lines.en.map { "    " + $0 }
        fr += lines.fr.map { "    " + $0 }
    }

    func callAsFunction(_ language: UILanguage) -> [String] { language == .fr ? fr : en }
}

private extension Localized {
    /// The text in `language`.
    func text(_ language: UILanguage) -> String { self(language) }

    /// A text built from this one in each language.
    func with(_ make: (String) -> Localized) -> Localized {
        Localized(en: make(en).en, fr: make(fr).fr)
    }
}
