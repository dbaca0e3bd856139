import TestSupport
import Foundation
import SudokuEngine
import Testing
@testable import WordSudokuKit

/// The README's "Honest evidence" table, checked against the code: every row of the table is
/// replayed here through the game's own code (`GameLifecycle`, `RecallCheck`, line mode), and
/// what the learner memory then holds must be what the row's bold words say. A row added to
/// the README without a replay, or a rule changed in the code, fails this test.
@Suite("The README's evidence table, replayed", .timeLimit(.minutes(15)))
struct EvidenceTableTests {
    static let date = SchedulerTests.monday

    /// The rows of the table: the first column's text and the second column's bold words.
    static func readmeRows() throws -> [(situation: String, grades: Set<String>)] {
        let readme = PackageFiles.url("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let start = try #require(text.range(of: "**Honest evidence**"))
        var rows: [(String, Set<String>)] = []
        let lines = text[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
        let header = try #require(lines.firstIndex { $0.hasPrefix("|---") })
        for line in lines[(header + 1)...] {
            guard line.hasPrefix("| ") else { break }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3 else { continue }
            let bold = cells[2].components(separatedBy: "**").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            rows.append((cells[1], Set(bold.map(Self.normalized))))
        }
        return rows
    }

    /// "no evidence" and "nothing more" both mean nothing written.
    static func normalized(_ grade: String) -> String {
        ["no evidence", "nothing more"].contains(grade) ? "nothing" : grade
    }

    /// What the memory holds for `pair` after, against before: the review written, if any.
    static func grade(_ before: LearnerMemory.Record?, _ after: LearnerMemory.Record?, at date: Date) -> String {
        guard let after, after != before else { return "nothing" }
        if after.wrong > (before?.wrong ?? 0) { return "again" }
        if sameMemory(after.state, FSRS.review(before?.state, rating: .good, at: date)) { return "good" }
        if sameMemory(after.state, FSRS.review(before?.state, rating: .hard, at: date)) { return "hard" }
        return "unexpected \(String(describing: after))"
    }

    /// The same stability, difficulty and review count (the due day also holds the fuzz
    /// `LearnerMemory.record` draws).
    static func sameMemory(_ state: MemoryState?, _ expected: MemoryState) -> Bool {
        state?.stability == expected.stability && state?.difficulty == expected.difficulty && state?.reps == expected.reps
    }

    /// A game on a fresh store at `date`, and the record of a symbol's pair.
    struct Play {
        let temp = TemporaryStore()
        var game: GameLifecycle
        init(_ session: GameSession = GameFixtures.session(try! BoxShape(rows: 2, columns: 3)), at date: Date = EvidenceTableTests.date) throws {
            game = try GameLifecycle(starting: session, store: temp.store, clock: FakeClock(), date: { date }, replacing: true)
        }
        var session: GameSession { game.session }
        func record(_ symbol: Int) -> LearnerMemory.Record? {
            temp.store.loadMemory(now: EvidenceTableTests.date).record(player: session.setup.player, pair: session.setup.pairs[symbol - 1])
        }
        var empty: [Int] { GameFixtures.emptyCells(session) }
        mutating func right(_ cell: Int, correction: AnswerCorrection? = nil) {
            game.play(.place(cell: cell, symbol: Int(session.solution[cell])), correction: correction)
        }
        mutating func solve() { for cell in empty where session.cells[cell] != session.solution[cell] { right(cell) } }
        /// The grade the game's end wrote for `symbol`.
        func graded(_ symbol: Int) -> String { EvidenceTableTests.grade(nil, record(symbol), at: EvidenceTableTests.date) }
        /// The grade a recall check answer `text` for `symbol` wrote (the check asks it somewhere).
        mutating func checked(_ symbol: Int, answering text: (WordPair) -> String) throws -> String {
            var check = try #require(game.recallCheck())
            while let asked = check.symbols.dropFirst(check.answered).first, asked != symbol {
                _ = game.answer(session.setup.answerWord(asked), in: &check)
            }
            try #require(!check.isOver, "the check asks \(symbol)")
            let before = record(symbol)
            _ = game.answer(text(session.setup.pairs[symbol - 1]), in: &check)
            return EvidenceTableTests.grade(before, record(symbol), at: EvidenceTableTests.date)
        }
    }

    /// The article swapped (`la chat` for `le chat`): right, with a correction.
    static func wrongArticle(_ pair: WordPair) -> String {
        let word = pair.second[0]
        return word.hasPrefix("le ") ? "la " + word.dropFirst(3) : word.hasPrefix("la ") ? "le " + word.dropFirst(3) : word
    }

    /// Each row's replay, by the start of its first column.
    static let replays: [(String, @Sendable () throws -> Set<String>)] = [
        ("placed in a right cell at the first try", {
            var play = try Play()
            let word = Int(play.session.solution[play.empty[0]])
            play.solve()
            return [play.graded(word)]
        }),
        ("placed right after the answer matcher corrected it", {
            var play = try Play()
            let cell = try #require(play.empty.first { play.session.setup.answerWord(Int(play.session.solution[$0])).hasPrefix("l") && !play.session.setup.answerWord(Int(play.session.solution[$0])).hasPrefix("l'") })
            let word = Int(play.session.solution[cell])
            guard case let .corrected(_, correction) = AnswerLookup(setup: play.session.setup).match(wrongArticle(play.session.setup.pairs[word - 1])) else {
                return ["not a correction"]
            }
            play.right(cell, correction: correction)
            play.solve()
            return [play.graded(word)]
        }),
        ("typed right in a cell just after a typo", {
            let temp = TemporaryStore()
            let session = GameFixtures.session(try BoxShape(rows: 2, columns: 3))
            let game = try GameLifecycle(starting: session, store: temp.store, clock: FakeClock(), date: { Self.date }, replacing: true)
            var line = PlainInterpreter(game: game, language: .en)
            let cell = try #require(GameFixtures.emptyCells(session).first {
                WordNormalizer.core(of: session.setup.answerWord(Int(session.solution[$0])), language: "fr").count >= 6
            })
            let word = Int(session.solution[cell]), name = CellName.text(cell, shape: session.shape)
            _ = line.handle("\(name) \(session.setup.answerWord(word).dropLast())")
            _ = line.handle("\(name) \(session.setup.answerWord(word))")
            for other in GameFixtures.emptyCells(session) where line.session.cells[other] == 0 {
                _ = line.handle("\(CellName.text(other, shape: session.shape)) \(session.setup.answerWord(Int(session.solution[other])))")
            }
            return [Self.grade(nil, temp.store.loadMemory(now: Self.date).record(player: session.setup.player, pair: session.setup.pairs[word - 1]), at: Self.date)]
        }),
        ("typed into a cell whose row, column or box shows its own translation", {
            var play = try Play()
            let miss = try #require(GameFixtures.vocabularyMiss(play.session))
            play.game.play(.place(cell: miss.cell, symbol: miss.symbol))
            play.solve()
            return [play.graded(miss.symbol)]
        }),
        ("any other wrong word placed", {
            var play = try Play()
            let slip = try #require(GameFixtures.sudokuSlip(play.session))
            // Only the slip speaks for the word slipped in: the game ends there.
            play.game.play(.place(cell: slip.cell, symbol: slip.symbol))
            play.game.play(.finish)
            play.game.play(.finish)
            return [play.graded(slip.symbol)]
        }),
        ("the right word placed first in a cell where wrong words were tried", {
            var play = try Play()
            let cell = play.empty[0], word = Int(play.session.solution[cell])
            play.game.play(.place(cell: cell, symbol: GameFixtures.wrongSymbol(play.session, cell)))
            play.solve()
            return [play.graded(word)]
        }),
        ("looked up before it was placed right", {
            var grades: Set<String> = []
            for move in [Move.peek, .lookUp(symbol: 0), .hint] {
                var play = try Play()
                let word: Int
                switch move {
                case .lookUp:
                    word = Int(play.session.solution[play.empty[0]])
                    play.game.play(.lookUp(symbol: word))
                case .hint:
                    guard case let .hint(.step(_, named?, _)) = play.game.play(.hint) else { return ["no naming hint"] }
                    word = named
                default:
                    word = Int(play.session.solution[play.empty[0]])
                    play.game.play(.peek)
                }
                play.solve()
                grades.insert(play.graded(word))
            }
            return grades
        }),
        ("not answered before an early `finish`", {
            var play = try Play()
            let word = Int(play.session.solution[play.empty[0]])
            play.game.play(.finish)
            play.game.play(.finish)
            return [play.graded(word)]
        }),
        ("answered in a game thrown away", {
            var kept = try Play(), thrown = try Play()
            let miss = try #require(GameFixtures.vocabularyMiss(kept.session))
            let answered = kept.empty.filter { $0 != miss.cell }.prefix(3)
            for play in [0, 1] {
                if play == 0 {
                    kept.game.play(.place(cell: miss.cell, symbol: miss.symbol))
                    for cell in answered { kept.right(cell) }
                    kept.game.play(.finish); kept.game.play(.finish)
                } else {
                    thrown.game.play(.place(cell: miss.cell, symbol: miss.symbol))
                    for cell in answered { thrown.right(cell) }
                    thrown.game.discard()
                }
            }
            let same = (1...kept.session.shape.size).allSatisfy { kept.graded($0) == thrown.graded($0) }
            return [same && thrown.graded(miss.symbol) == "again" ? "recorded as above" : "differs"]
        }),
        ("answered in the **recall check** after a game, as written", {
            var play = try Play()
            let word = Int(play.session.solution[play.empty[0]])
            play.solve()
            return [try play.checked(word) { $0.second[0] }]
        }),
        ("answered in the recall check after a correction", {
            var play = try Play()
            let cell = try #require(play.empty.first { ["le ", "la "].contains(String(play.session.setup.answerWord(Int(play.session.solution[$0])).prefix(3))) })
            let word = Int(play.session.solution[cell])
            play.solve()
            return [try play.checked(word) { wrongArticle($0) }]
        }),
        ("answered wrong in the recall check", {
            var grades: Set<String> = []
            for answer in ["?", "ordinateur"] {
                var play = try Play()
                let word = Int(play.session.solution[play.empty[0]])
                play.solve()
                grades.insert(try play.checked(word) { _ in answer })
            }
            return grades
        }),
        ("answered in the recall check, right or wrong, for a word the game already rated", {
            var grades: Set<String> = []
            for right in [true, false] {
                var play = try Play()
                let word = Int(play.session.solution[play.empty[0]])
                play.game.play(.lookUp(symbol: word))
                play.solve()
                grades.insert(try play.checked(word) { right ? $0.second[0] : "?" })
            }
            return grades
        }),
        ("recalled in the game for the first time", {
            var grades: Set<String> = []
            for right in [true, false] {
                var play = try Play()
                let word = Int(play.session.solution[play.empty[0]])
                play.solve()
                grades.insert(try play.checked(word) { right ? $0.second[0] : "?" })
            }
            return grades
        }),
        ("not answered because the recall check was skipped", {
            var play = try Play()
            let word = Int(play.session.solution[play.empty[0]])
            play.solve()
            var check = try #require(play.game.recallCheck())
            let before = play.record(word)
            check.skip()
            return [Self.grade(before, play.record(word), at: Self.date)]
        }),
        ("missed again the same day", {
            let temp = TemporaryStore()
            var grades: Set<String> = []
            var before: LearnerMemory.Record?
            for index in 0..<2 {
                let session = GameFixtures.session(try BoxShape(rows: 2, columns: 3), index: index)
                var game = try GameLifecycle(starting: session, store: temp.store, clock: FakeClock(),
                                             date: { Self.date.addingTimeInterval(Double(index) * 3600) }, replacing: true)
                let pair = session.setup.pairs[0]
                game.play(.lookUp(symbol: 1))
                for cell in GameFixtures.emptyCells(session) { game.play(.place(cell: cell, symbol: Int(session.solution[cell]))) }
                let after = temp.store.loadMemory(now: Self.date).record(player: session.setup.player, pair: pair)
                if index == 1 { grades.insert(Self.grade(before, after, at: Self.date)) }
                before = after
            }
            return grades
        }),
        ("a command typed at the recall check's prompt", {
            let temp = TemporaryStore()
            let session = GameFixtures.session(try BoxShape(rows: 2, columns: 3))
            let game = try GameLifecycle(starting: session, store: temp.store, clock: FakeClock(), date: { Self.date }, replacing: true)
            var line = PlainInterpreter(game: game, language: .en)
            for cell in GameFixtures.emptyCells(session) {
                _ = line.handle("\(CellName.text(cell, shape: session.shape)) \(session.setup.answerWord(Int(session.solution[cell])))")
            }
            let memory = temp.store.loadMemory(now: Self.date)
            for command in ["show", "help", "hint", "undo"] { _ = line.handle(command) }
            let judged = line.recall?.answered ?? -1
            return [judged == 0 && temp.store.loadMemory(now: Self.date) == memory ? "not an answer" : "judged"]
        }),
    ]

    @Test func everyRowOfTheTableIsReplayedAndHolds() throws {
        let rows = try Self.readmeRows()
        #expect(rows.count >= 10, "the table was found: \(rows.count) rows")
        for row in rows {
            let matches = Self.replays.filter { row.situation.hasPrefix($0.0) }
            guard let replay = matches.first, matches.count == 1 else {
                Issue.record("README row without a replay: \(row.situation)")
                continue
            }
            #expect(try replay.1() == row.grades, "\(row.situation)")
        }
        for replay in Self.replays where !rows.contains(where: { $0.situation.hasPrefix(replay.0) }) {
            Issue.record("a replay with no README row: \(replay.0)")
        }
    }
}
