import Foundation
import SudokuEngine
import WordSudokuKit

/// Plays one game through the game's own `GameLifecycle` as a simulated learner would: every
/// move goes through `GameLifecycle.play` (saved to the store after each, recorded with the
/// learner memory at the finish), the recall check through `GameLifecycle.recallCheck` and
/// `answer`. The learner is assumed to solve the sudoku itself (it knows which word each cell
/// needs); what it may not know is the word.
///
/// - At the start, each of the game's words is recalled or not, with the learner's probability
///   at that moment.
/// - Cells are filled in a random order. A recalled word is typed (its text matched by the
///   game's `AnswerLookup`, as the front ends do) and placed; the first time it is a retrieval,
///   later cells repeats.
/// - A word not recalled: looked up (`Move.lookUp`) and then typed, or guessed — the bank's
///   words still to place that the learner neither recalled nor found, less those already placed
///   in the cell's row, column and box, tried in a random order until the board accepts one.
///   Either way the learner has now studied it, and types it in its other cells.
/// - The recall check, if the game offers one and the learner takes it: each word asked is
///   recalled with the learner's probability then, typed if recalled, else answered `?`.
public struct SimulatedPlayer {
    /// What one game showed.
    public struct Report: Equatable, Sendable {
        /// The rating the game gave each symbol (1…N at index 0…N−1), nil for none.
        public var ratings: [FSRS.Rating?]
        /// Symbols the learner recalled at the start.
        var recalledAtStart: Set<Int>
        /// Wrong placements (guesses) and look-ups made.
        var wrongPlacements = 0
        var lookUps = 0
        /// Recall-check answers given, and how many were right.
        var checkAnswers = 0
        var checkRight = 0
        var finishedValid = false
    }

    public let behaviour: LearnerBehaviour
    /// The list index of each symbol's pair (index 0 for symbol 1).
    let wordOfSymbol: [Int]

    public init(behaviour: LearnerBehaviour, wordOfSymbol: [Int]) {
        self.behaviour = behaviour
        self.wordOfSymbol = wordOfSymbol
    }

    /// Plays `lifecycle`'s game to its end on `learner`, moving `clock` a move at a time.
    public func play(_ lifecycle: inout GameLifecycle, learner: inout some LearnerModel, clock: SimulatedClock,
                     random: inout RandomSource) -> Report {
        let setup = lifecycle.session.setup
        let n = setup.shape.size
        let lookup = AnswerLookup(setup: setup)
        let solution = lifecycle.session.solution
        let shape = setup.shape
        var recalled = Set<Int>()
        for symbol in 1...n where random.unit() < learner.recall(wordOfSymbol[symbol - 1], at: clock.now()) {
            recalled.insert(symbol)
        }
        var report = Report(ratings: [], recalledAtStart: recalled)
        /// Words in mind now: recalled, found or looked up.
        var inMind = recalled
        var exposed = Set<Int>()

        func move(_ move: Move) -> MoveOutcome {
            clock.advance(by: behaviour.secondsPerMove)
            let outcome = lifecycle.play(move)
            if case let .refused(why) = outcome { preconditionFailure("the simulated learner's move \(move) was refused: \(why)") }
            return outcome
        }
        /// Types `symbol`'s word into `cell`, as a player types it.
        func type(_ symbol: Int, into cell: Int) -> MoveOutcome {
            var typed = symbol
            if case let .exact(matched) = lookup.match(setup.answerWord(symbol)) { typed = matched }
            return move(.place(cell: cell, symbol: typed))
        }

        let cells = random.shuffled(lifecycle.session.cells.indices.filter { lifecycle.session.cells[$0] == 0 })
        for cell in cells where !lifecycle.isFinished {
            let symbol = Int(solution[cell])
            let word = wordOfSymbol[symbol - 1]
            if !inMind.contains(symbol) {
                if behaviour.unknownWord == .lookUp && lifecycle.session.peeksLeft > 0 {
                    _ = move(.lookUp(symbol: symbol))
                    report.lookUps += 1
                } else {
                    let session = lifecycle.session
                    let placedNearby = Set(shape.peers(of: cell).filter { !session.isGiven($0) }.map { Int(session.cells[$0]) })
                    let bank = session.bankCounts
                    var candidates = (1...n).filter { !inMind.contains($0) && bank[$0 - 1] > 0 && !placedNearby.contains($0) }
                    if !candidates.contains(symbol) { candidates.append(symbol) }
                    for guess in random.shuffled(candidates) where guess != symbol {
                        _ = type(guess, into: cell)
                        report.wrongPlacements += 1
                    }
                }
                inMind.insert(symbol)
                learner.expose(word, .studied, at: clock.now())
                exposed.insert(symbol)
                _ = type(symbol, into: cell)
                continue
            }
            let outcome = type(symbol, into: cell)
            guard case .placed(_, _, false, _, _) = outcome else {
                preconditionFailure("a recalled word was placed wrong: \(outcome)")
            }
            learner.expose(word, exposed.contains(symbol) ? .repeated : .recalled, at: clock.now())
            exposed.insert(symbol)
        }
        if !lifecycle.isFinished { _ = move(.finish) }
        report.finishedValid = lifecycle.session.result?.valid == true
        report.ratings = lifecycle.session.evidence.map(\.rating)

        guard var check = lifecycle.recallCheck() else { return report }
        guard random.unit() < behaviour.answersRecallCheck else {
            check.skip()
            return report
        }
        while !check.isOver {
            let symbol = check.symbols[check.answered]
            let word = wordOfSymbol[symbol - 1]
            clock.advance(by: behaviour.secondsPerMove)
            let right = random.unit() < learner.recall(word, at: clock.now())
            let judgement = lifecycle.answer(right ? setup.answerWord(symbol) : "?", in: &check)
            guard judgement.rating != nil else {
                check.skip()   // a word the check cannot judge (an ambiguous spelling): left
                break
            }
            report.checkAnswers += 1
            if judgement.rating != .again { report.checkRight += 1 }
            learner.expose(word, judgement.rating == .again ? .studied : .recalled, at: clock.now())
        }
        return report
    }
}
