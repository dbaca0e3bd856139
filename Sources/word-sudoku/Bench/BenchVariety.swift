import SudokuEngine
import WordSudokuKit

extension BenchSection {
    /// How many essentially different puzzles the New game form's seeds give (issue 28,
    /// item 6): for each shape and grade it offers, the puzzles of 1,000 seeds (rotational
    /// symmetry, as a game makes them) counted by canonical form (`CanonicalForm`: the same
    /// for a puzzle relabelled, its rows, bands, columns and stacks moved, a square box
    /// transposed). A player who meets one class twice is playing the same puzzle again.
    static let variety = BenchSection(name: "variety", needsPuzzles: false) { context in
        runVarietyBench(edition: context.edition)
    }
}

/// The shapes of the New game form (`NewGameForm.shapes` in the full screen), each way round.
let varietyBenchShapes: [(rows: Int, columns: Int)] = [(2, 2), (2, 3), (3, 2), (2, 4), (4, 2), (3, 3), (2, 5), (5, 2),
                                                       (3, 4), (4, 3), (4, 4), (5, 5)]
/// Seeds per cell: 1…1,000.
let varietyBenchSeeds = 1000
/// The CPU seconds a cell may take making puzzles: a slow cell (12×12 hard and expert) stops
/// there and its row says after how many seeds.
let varietyBenchCellBudget = 20.0
/// Below this many classes in 1,000 seeds, a grid a child plays more than once repeats itself
/// too soon (issue 28); such rows are marked.
let varietyBenchFewClasses = 50

/// One cell of the variety table.
struct VarietyCell {
    let shape: BoxShape
    let grade: Grade
    /// Seeds made (all of them unless the budget ran out).
    let seeds: Int
    let planned: Int
    /// Distinct canonical forms among their puzzles.
    let classes: Int
    /// The chance that two seeds drawn at random give the same class: Σ (share of class)².
    let repeatChance: Double
    let seconds: Double
}

/// Makes the puzzles of seeds 1…`seeds` of `grade` on `shape` (`edition`, rotational
/// symmetry) and counts their canonical forms, within `budget` CPU seconds.
func varietyCell(shape: BoxShape, grade: Grade, seeds: Int, budget: Double,
                 edition: Generator.Edition = .newest) -> VarietyCell {
    let generator = Generator(shape: shape, edition: edition)
    var counts: [CanonicalForm: Int] = [:]
    var made = 0
    let start = threadCPUSeconds()
    for seed in 1...seeds {
        if threadCPUSeconds() - start > budget { break }
        let puzzle = generator.generate(grade: grade, symmetry: .rotational, seed: UInt64(seed))
        guard let form = CanonicalForm(of: puzzle.puzzle) else { break }
        counts[form, default: 0] += 1
        made += 1
    }
    let repeatChance = made == 0 ? 0 : counts.values.reduce(0.0) { $0 + Double($1 * $1) } / Double(made * made)
    return VarietyCell(shape: shape, grade: grade, seeds: made, planned: seeds, classes: counts.count,
                       repeatChance: repeatChance, seconds: threadCPUSeconds() - start)
}

/// The variety of a cell `generator` draws from a catalogue, for a grid whose canonical form
/// is too costly: the entries seeds 1…`seeds` draw, each an essentially different puzzle (a
/// test shows no two entries are alike under the transforms); nil where there is no catalogue.
func catalogueVarietyCell(_ generator: Generator, grade: Grade, seeds: Int) -> VarietyCell? {
    let start = threadCPUSeconds()
    var counts: [Int: Int] = [:]
    for seed in 1...seeds {
        guard let entry = generator.catalogueEntry(grade: grade, seed: UInt64(seed)) else { return nil }
        counts[entry, default: 0] += 1
    }
    let repeatChance = counts.values.reduce(0.0) { $0 + Double($1 * $1) } / Double(seeds * seeds)
    return VarietyCell(shape: generator.shape, grade: grade, seeds: seeds, planned: seeds, classes: counts.count,
                       repeatChance: repeatChance, seconds: threadCPUSeconds() - start)
}

/// Prints the variety table: a row per shape and grade whose canonical form is searched quickly
/// (up to 12×12) and per catalogued grade of the larger grids (entries drawn), then the shapes
/// left out and why. Always true: it checks nothing.
func runVarietyBench(shapes: [(rows: Int, columns: Int)] = varietyBenchShapes, seeds: Int = varietyBenchSeeds,
                     budget: Double = varietyBenchCellBudget, edition: Generator.Edition = .newest) -> Bool {
    let language = UILanguage.commandLine()
    print(VarietyBenchText.header(seeds: seeds, edition: edition)(language))
    print(VarietyBenchText.columns(language))
    var skipped: [BoxShape] = []
    var few: [VarietyCell] = []
    for (rows, columns) in shapes {
        let shape = try! BoxShape(rows: rows, columns: columns)
        guard CanonicalForm.isPractical(for: shape) else {
            // Catalogued cells are counted by the entries drawn; the others are left out.
            let generator = Generator(shape: shape, edition: edition)
            for grade in Generator.offeredGrades(for: shape) {
                guard let cell = catalogueVarietyCell(generator, grade: grade, seeds: seeds) else { continue }
                if cell.classes < varietyBenchFewClasses { few.append(cell) }
                print(varietyBenchRow(cell, language: language) + "  "
                      + VarietyBenchText.catalogued(entries: generator.catalogueSize(grade: grade) ?? 0)(language))
            }
            skipped.append(shape)
            continue
        }
        for grade in Generator.offeredGrades(for: shape) {
            let cell = varietyCell(shape: shape, grade: grade, seeds: seeds, budget: budget, edition: edition)
            if cell.classes < varietyBenchFewClasses && cell.seeds == cell.planned { few.append(cell) }
            print(varietyBenchRow(cell, language: language))
        }
    }
    if !skipped.isEmpty { print(VarietyBenchText.skipped(skipped)(language)) }
    print(VarietyBenchText.few(few.map { "\($0.shape.size)x\($0.shape.size) \($0.shape) \(GameText.gradeName($0.grade)(language))" })(language))
    return true
}

/// One row of the variety table.
func varietyBenchRow(_ cell: VarietyCell, language: UILanguage) -> String {
    let size = "\(cell.shape.size)x\(cell.shape.size)"
    var row = leftAligned(size, 7) + leftAligned(cell.shape.description, 5)
        + leftAligned(String(cell.grade.rawValue) + " " + GameText.gradeName(cell.grade)(language), 14)
        + padded(String(cell.seeds), 6) + padded(String(cell.classes), 9)
        + padded(fixed(100 * cell.repeatChance, 1), 10) + padded(fixed(cell.seconds, 1), 9)
    if cell.seeds < cell.planned {
        row += "  " + VarietyBenchText.stopped(budget: varietyBenchCellBudget, seeds: cell.seeds, planned: cell.planned)(language)
    } else if cell.classes < varietyBenchFewClasses {
        row += "  < \(varietyBenchFewClasses)"
    }
    return row
}

/// `text` followed by spaces up to `width` columns (one at least).
private func leftAligned(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
}

/// The variety section's lines, in English and French.
enum VarietyBenchText {
    static func header(seeds: Int, edition: Generator.Edition) -> Localized {
        Localized(en: "essentially different puzzles (canonical forms under relabelling, row, band, column and stack moves, "
                      + "and transposition of square boxes) among seeds 1–\(seeds), rotational symmetry, generator edition \(edition)",
                  fr: "grilles essentiellement différentes (formes canoniques à renommage des symboles, permutation des lignes, "
                      + "bandes, colonnes et piles, et transposition des blocs carrés près) parmi les graines 1–\(seeds), "
                      + "symétrie centrale, édition \(edition) du générateur")
    }

    static let columns = Localized(
        en: "grid   box  grade          seeds  classes  repeat %    CPU s",
        fr: "grille bloc niveau         graines  classes  répét. %    CPU s")

    static func stopped(budget: Double, seeds: Int, planned: Int) -> Localized {
        Localized(en: "(slow: stopped after \(fixed(budget, 0)) s of CPU, \(seeds) of \(planned) seeds)",
                  fr: "(lent : arrêté après \(fixed(budget, 0)) s de CPU, \(seeds) graines sur \(planned))")
    }

    static func catalogued(entries: Int) -> Localized {
        Localized(en: "(entries drawn from a catalogue of \(entries))",
                  fr: "(entrées tirées d’un catalogue de \(entries))")
    }

    static func skipped(_ shapes: [BoxShape]) -> Localized {
        let names = shapes.map { "\($0.size)x\($0.size) (\($0))" }.joined(separator: ", ")
        return Localized(
            en: "not counted on \(names), but for the grades drawn from a catalogue: the canonical form would try millions "
                + "of column arrangements per puzzle (a 16×16 grid has 15.9 million); those grades come from random grids, "
                + "each seed its own",
            fr: "non comptées sur \(names), sauf les niveaux tirés d’un catalogue : la forme canonique essaierait des millions "
                + "d’ordres de colonnes par grille (15,9 millions pour une 16×16) ; ces niveaux viennent de grilles tirées "
                + "au hasard, une par graine")
    }

    static func few(_ cells: [String]) -> Localized {
        if cells.isEmpty {
            return Localized(en: "every cell counted gives at least \(varietyBenchFewClasses) classes",
                             fr: "chaque case comptée donne au moins \(varietyBenchFewClasses) classes")
        }
        let names = cells.joined(separator: ", ")
        return Localized(en: "fewer than \(varietyBenchFewClasses) classes: \(names) (the README says why)",
                         fr: "moins de \(varietyBenchFewClasses) classes : \(names) (le README dit pourquoi)")
    }
}
