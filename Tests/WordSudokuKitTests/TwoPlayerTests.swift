import Foundation
import SudokuEngine
import Testing
@testable import WordSudokuKit

/// Two players at one keyboard: the turn and score rules (`Turns`), played through the session
/// and the lifecycle both front ends use, saved, resumed and recorded.
@Suite("Two players", .timeLimit(.minutes(15)))
struct TwoPlayerTests {
    static let ann = PlayerSeat(name: "Ann", colour: .red)
    static let ben = PlayerSeat(name: "Ben", colour: .blue)

    /// A 4×4 game on a real puzzle, Ann to play first.
    static func game(_ shape: BoxShape = try! BoxShape(rows: 2, columns: 2), peekLimit: Int = 2) -> GameSession {
        let single = GameFixtures.session(shape, peekLimit: peekLimit)
        var setup = single.setup
        setup.players = [ann, ben]
        setup.player = ann.name
        return GameSession(setup: setup, givens: single.givens, solution: single.solution, id: "two-1")
    }

    static func right(_ game: GameSession, _ cell: Int) -> Move { .place(cell: cell, symbol: Int(game.solution[cell])) }

    @Test func aRightWordScoresItsCellForThePlayerAndPassesTheTurn() throws {
        var game = Self.game()
        let cell = GameFixtures.emptyCells(game)[0]
        let outcome = game.apply(Self.right(game, cell), at: 0)
        #expect(outcome == .placed(cell: cell, symbol: Int(game.solution[cell]), isMistake: false, flagged: false, notesCleared: 0))
        let turns = try #require(game.turns)
        #expect(turns.scores == [1, 0])
        #expect(turns.owner(of: cell) == 0)
        #expect(turns.turn == 1)
        #expect(game.playerOnTurn == Self.ben)
    }

    @Test func aWrongWordCostsAPointIsRemovedAndPassesTheTurn() throws {
        var game = Self.game()
        let cell = GameFixtures.emptyCells(game)[0]
        let wrong = GameFixtures.wrongSymbol(game, cell)
        #expect(game.apply(.place(cell: cell, symbol: wrong), at: 0) == .wrongWordRemoved(cell: cell, symbol: wrong))
        #expect(game.cells[cell] == 0)
        #expect(game.mistakes == 1)
        #expect(game.turns?.scores == [-1, 0])
        #expect(game.turns?.turn == 1)
        #expect(game.turns?.owner(of: cell) == nil)
        #expect(GameText.outcome(.wrongWordRemoved(cell: cell, symbol: wrong), game, .en).contains("is wrong, removed (−1 for Ann)"))
    }

    /// Trial and error is one player's own: Ann's wrong word in a cell, then Ben's right one
    /// there, is Ben's recall, not a word he found by trying (his results listed it to review).
    /// Ann's own right word after her own wrong one is still trial and error. Kept in the save.
    @Test func aRightWordAfterTheOtherPlayersWrongOneIsRecalled() throws {
        var game = Self.game()
        // A wrong word that clashes with no given (else it is charged as a miss at once).
        let empties = GameFixtures.emptyCells(game)
        let (cell, wrong) = try #require(empties.lazy.compactMap { cell -> (Int, Int)? in
            let symbol = (1...game.shape.size).first { s in s != Int(game.solution[cell]) && !game.shape.peers(of: cell).contains { Int(game.givens[$0]) == s } }
            return symbol.map { (cell, $0) }
        }.first)
        let symbol = Int(game.solution[cell])
        #expect(game.apply(.place(cell: cell, symbol: wrong), at: 0) == .wrongWordRemoved(cell: cell, symbol: wrong))  // Ann
        _ = game.apply(Self.right(game, cell), at: 1)                                                                  // Ben
        var turns = try #require(game.turns)
        #expect(turns.evidence[1][symbol - 1].rating == .good, "Ben's word charged for Ann's try")
        #expect(turns.triedWrong == [[cell], []])
        let saved = try JSONDecoder().decode(GameSession.self, from: JSONEncoder().encode(game))
        #expect(saved.turns?.triedWrong == [[cell], []])

        // Ann, on her own cell: wrong, (Ben passes), then right — found by trying.
        var other = Self.game()
        _ = other.apply(.place(cell: cell, symbol: wrong), at: 0)
        _ = other.apply(.pass, at: 1)
        _ = other.apply(Self.right(other, cell), at: 2)
        turns = try #require(other.turns)
        #expect(turns.evidence[0][symbol - 1].rating == .again)
    }

    /// A wrong word says why when the board shows it, as a mistake in a game of one does (it
    /// said only "is wrong"); a word only the sudoku's reasoning rules out says no more.
    @Test func aWrongWordSaysWhyWhenTheBoardShowsIt() throws {
        var game = Self.game()
        let miss = try #require(GameFixtures.vocabularyMiss(game))
        let outcome = game.apply(.place(cell: miss.cell, symbol: miss.symbol), at: 0)
        let clash = try #require(game.clash(placing: miss.symbol, in: miss.cell))
        let name = CellName.text(miss.cell, shape: game.shape), word = game.setup.answerWord(miss.symbol)
        let there = CellName.text(clash.cell, shape: game.shape)
        let text = GameText.outcome(outcome, game, .en)
        #expect(text.hasPrefix("\(name): \(word) is wrong, removed (−1 for Ann): \(word) is already in "), "\(text)")
        #expect(text.contains(", at \(there) ["), "\(text)")
        #expect(GameText.outcome(outcome, game, .fr).contains("retiré (−1 pour Ann) : \(word) est déjà "))

        var other = Self.game()
        let slip = try #require(GameFixtures.sudokuSlip(other))
        let slipped = other.apply(.place(cell: slip.cell, symbol: slip.symbol), at: 0)
        #expect(GameText.outcome(slipped, other, .en).hasSuffix("is wrong, removed (−1 for Ann)."))
    }

    /// Line mode names each player's cells, and says "none" rather than a dash a screen
    /// reader reads as "em dash".
    @Test func theScoredCellsSayNoneForAPlayerWithout() {
        let game = Self.game()
        #expect(TwoPlayerText.scoredCells(game, .en) == "Scored: Ann none; Ben none.")
        #expect(TwoPlayerText.scoredCells(game, .fr) == "Marqués : Ann aucune ; Ben aucune.")
    }

    @Test func aPlayerMayPassAndPassingIsOnlyForTwo() {
        var game = Self.game()
        #expect(game.apply(.pass, at: 0) == .passed(to: 1))
        #expect(game.apply(.pass, at: 0) == .passed(to: 0))
        #expect(game.turns?.scores == [0, 0])
        var single = GameFixtures.session()
        #expect(single.apply(.pass, at: 0) == .refused(.onlyInTwoPlayerGame))
    }

    @Test func aHintCostsItsUserAPointOnceATurnAndTheGameHasThree() {
        var game = Self.game(try! BoxShape(rows: 3, columns: 3))
        guard case .hint = game.apply(.hint, at: 0) else { Issue.record("no hint"); return }
        #expect(game.turns?.scores == [-1, 0])
        // Both front ends count the hints left, as they count the peeks (a bare "Hints 1"
        // reads as one left); a game of one, unlimited, counts those used.
        #expect(game.hintsLeft == Turns.hintLimit - 1)
        #expect(GameText.status(game, seconds: 0, .en).contains(", hints left \(Turns.hintLimit - 1), peeks left"))
        #expect(GameText.status(game, seconds: 0, .fr).contains(", indices restants \(Turns.hintLimit - 1), coups d’œil restants"))
        var single = GameFixtures.session()
        _ = single.apply(.hint, at: 0)
        #expect(single.hintsLeft == nil)
        #expect(GameText.status(single, seconds: 0, .en).contains(", hints 1, peeks left"))
        // The same hint again in the same turn, the board unchanged: not charged twice.
        _ = game.apply(.hint, at: 0)
        #expect(game.turns?.scores == [-1, 0])
        #expect(game.turns?.turn == 0)
        game.apply(.pass, at: 0)
        _ = game.apply(.hint, at: 0)
        #expect(game.turns?.scores == [-1, -1])
        game.apply(.pass, at: 0)
        _ = game.apply(.hint, at: 0)
        #expect(game.hintsUsed == Turns.hintLimit)
        #expect(game.hintsLeft == 0)
        game.apply(.pass, at: 0)
        #expect(game.apply(.hint, at: 0) == .refused(.hintLimitReached(limit: Turns.hintLimit)))
        #expect(game.turns?.scores == [-2, -1])
    }

    @Test func peeksAreSharedAndLimited() {
        var game = Self.game(peekLimit: 2)
        #expect(game.apply(.peek, at: 0) == .peek(left: 1))
        game.apply(.pass, at: 0)
        #expect(game.apply(.peek, at: 0) == .peek(left: 0))
        #expect(game.apply(.peek, at: 0) == .refused(.peekLimitReached(limit: 2)))
        #expect(game.turns?.scores == [0, 0])
    }

    @Test func undoEraseAndRestartAreRefusedWhenTwoPlay() {
        var game = Self.game()
        let cell = GameFixtures.emptyCells(game)[0]
        game.apply(Self.right(game, cell), at: 0)
        for move in [Move.undo, .redo, .restart, .erase(cell: cell)] {
            #expect(game.apply(move, at: 0) == .refused(.notInTwoPlayerGame))
        }
        #expect(game.apply(Self.right(game, cell), at: 0) == .refused(.cellHoldsAWord(cell: cell)))
        #expect(game.turns?.turn == 1)
    }

    @Test func theGameEndsWhenTheBoardIsFullAndTheHigherScoreWins() throws {
        let temp = TemporaryStore()
        let clock = FakeClock()
        var lifecycle = try GameLifecycle(starting: Self.game(), store: temp.store, clock: clock, replacing: false)
        let empty = GameFixtures.emptyCells(lifecycle.session)
        // Ann misses the first cell, then they alternate: Ben takes it, and so on.
        lifecycle.play(.place(cell: empty[0], symbol: GameFixtures.wrongSymbol(lifecycle.session, empty[0])))
        for cell in empty {
            clock.time += 3
            lifecycle.play(Self.right(lifecycle.session, cell))
        }
        #expect(lifecycle.isFinished)
        let result = try #require(lifecycle.session.result)
        let ben = (empty.count + 1) / 2, ann = empty.count / 2 - 1
        #expect(result.scores == [ann, ben])
        #expect(Turns.winner([ann, ben]) == 1)
        let entry = try #require(temp.store.loadHistory().last)
        #expect(entry.players == ["Ann", "Ben"])
        #expect(entry.scores == [ann, ben])
        #expect(entry.winner == "Ben")
        #expect(entry.player == "Ann & Ben")
        // Not a game of one's score: no leaderboard line; no recall check for two.
        #expect(temp.store.loadLeaderboard().boards.isEmpty)
        #expect(lifecycle.recallCheck() == nil)
        // Each player's own answers, under their own names.
        let memory = temp.store.loadMemory()
        #expect(memory.players["Ann"] != nil)
        #expect(memory.players["Ben"] != nil)
        #expect(memory.players["Ann & Ben"] == nil)
        #expect(TwoPlayerText.outcome(entry.players!, entry.scores!, .en) == "Ann \(ann), Ben \(ben): Ben wins.")
        // Issue 26, item 8: each player's points and mistakes (Ann's one wrong word), for both front ends.
        #expect(result.playerMistakes == [1, 0])
        let tallies = try #require(PlayerTally.of(result, players: lifecycle.session.setup.players))
        #expect(tallies == [PlayerTally(name: "Ann", points: ann, mistakes: 1), PlayerTally(name: "Ben", points: ben, mistakes: 0)])
        #expect(TwoPlayerText.tallyFigures(tallies[0]).fr == "\(ann) point\(abs(ann) <= 1 ? "" : "s"), 1 erreur")
        #expect(!GameText.result(result, lifecycle.session, .en).contains("score"))
        #expect(!GameText.result(result, lifecycle.session, .fr).contains("erreurs"))
    }

    /// Each player's mistakes are saved with the turns; a game saved before they were counted
    /// (no `mistakes` under `turns`) still resumes, and its results show the points alone.
    @Test func eachPlayersMistakesAreSavedAndAnOlderSaveStillResumes() throws {
        let temp = TemporaryStore()
        let clock = FakeClock()
        var lifecycle = try GameLifecycle(starting: Self.game(), store: temp.store, clock: clock, replacing: false)
        let empty = GameFixtures.emptyCells(lifecycle.session)
        lifecycle.play(Self.right(lifecycle.session, empty[0]))
        lifecycle.play(.place(cell: empty[1], symbol: GameFixtures.wrongSymbol(lifecycle.session, empty[1])))
        lifecycle.keep()
        #expect(try #require(GameLifecycle(resumingFrom: temp.store, clock: clock)).session.turns?.mistakes == [0, 1])
        let url = URL(fileURLWithPath: temp.path("game.json"))
        var envelope = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var data = try #require(envelope["data"] as? [String: Any])
        var turns = try #require(data["turns"] as? [String: Any])
        #expect(turns["mistakes"] as? [Int] == [0, 1])
        turns["mistakes"] = nil
        data["turns"] = turns
        envelope["data"] = data
        try JSONSerialization.data(withJSONObject: envelope).write(to: url)
        var older = try #require(GameLifecycle(resumingFrom: temp.store, clock: clock))
        #expect(older.session.turns?.mistakes == nil)
        for cell in GameFixtures.emptyCells(older.session) { older.play(Self.right(older.session, cell)) }
        let result = try #require(older.session.result)
        let tallies = try #require(PlayerTally.of(result, players: older.session.setup.players))
        #expect(tallies.allSatisfy { $0.mistakes == nil })
        #expect(TwoPlayerText.tallyFigures(tallies[0]).en == "\(tallies[0].points) point\(abs(tallies[0].points) == 1 ? "" : "s")")
    }

    @Test func theLearnerMemoryRecordsEachPlayersOwnAnswers() throws {
        var game = Self.game()
        let empty = GameFixtures.emptyCells(game)
        // Ann places one word, Ben another (a different word), then Ann peeks.
        let annCell = empty[0]
        let benCell = try #require(empty.first { game.solution[$0] != game.solution[annCell] })
        game.apply(Self.right(game, annCell), at: 0)
        game.apply(Self.right(game, benCell), at: 0)
        game.apply(.peek, at: 0)
        let ann = Int(game.solution[annCell]) - 1, ben = Int(game.solution[benCell]) - 1
        let turns = try #require(game.turns)
        #expect(turns.evidence[0][ann].rating == .good && turns.evidence[0][ben].rating == .again, "Ann looked Ben's word up")
        #expect(turns.evidence[1][ben].rating == .good && turns.evidence[1][ann].rating == nil)
        // The peek showed Ann every word; Ben saw nothing through it.
        #expect(turns.evidence[0].enumerated().allSatisfy { $0.offset == ann || ($0.element.shown && $0.element.rating == .again) })
        #expect(!turns.evidence[1].contains { $0.shown })

        let temp = TemporaryStore()
        let result = GameResult(valid: false, mistakes: 0, seconds: 10, hints: 0, peeks: 1, score: 0, missedSymbols: [],
                                scores: turns.scores)
        try temp.store.recordFinishedGame(game, result: result, at: Date(timeIntervalSince1970: 1_800_000_000))
        // A retry counts nothing twice.
        try temp.store.recordFinishedGame(game, result: result, at: Date(timeIntervalSince1970: 1_800_000_000))
        let memory = temp.store.loadMemory(now: Date(timeIntervalSince1970: 1_800_000_000))
        let pairs = game.setup.pairs
        #expect(memory.record(player: "Ann", pair: pairs[ann])?.right == 1)
        #expect(memory.record(player: "Ann", pair: pairs[ben])?.right ?? 0 == 0)
        #expect(memory.record(player: "Ann", pair: pairs[ben])?.wrong == 1, "Ann looked it up: a failed recall of hers")
        #expect(memory.record(player: "Ben", pair: pairs[ben])?.right == 1)
        #expect(memory.record(player: "Ben", pair: pairs[ann]) == nil)
    }

    /// The words to review say whose they are: the word Ann looked up is hers to review, not
    /// Ben's (the results listed every player's words under one heading).
    @Test func theWordsToReviewAreListedPlayerByPlayer() throws {
        var game = Self.game()
        let looked = Int(game.solution[GameFixtures.emptyCells(game)[0]])
        #expect(game.apply(.lookUp(symbol: looked), at: 0) == .lookedUp(symbol: looked, left: 1))
        #expect(game.missedSymbolsByPlayer == nil, "not finished")
        for cell in GameFixtures.emptyCells(game) { game.apply(Self.right(game, cell), at: 0) }
        if game.result == nil { game.apply(.finish, at: 0) }
        let result = try #require(game.result)
        let byPlayer = try #require(game.missedSymbolsByPlayer)
        #expect(byPlayer.map(\.name) == ["Ann", "Ben"])
        #expect(byPlayer[0].symbols == [looked] && byPlayer[1].symbols.isEmpty)
        let word = "\(game.setup.shownWord(looked)) = \(game.setup.answerWord(looked))"
        #expect(GameText.missedWords(result, game, .en) == ["Words for Ann to review: \(word)"])
        #expect(GameText.missedWords(result, game, .fr) == ["Mots à revoir pour Ann : \(word)"])
        #expect(GameFixtures.session().missedSymbolsByPlayer == nil, "a game of one keeps one list")
    }

    @Test func equalScoresDraw() {
        #expect(Turns.winner([3, 3]) == nil)
        #expect(TwoPlayerText.outcome(["Ann", "Ben"], [3, 3], .en) == "Ann 3, Ben 3: a draw.")
        #expect(TwoPlayerText.outcome(["Ann", "Ben"], [3, 3], .fr) == "Ann 3, Ben 3 : égalité.")
    }

    @Test func aSavedTwoPlayerGameResumesWithWhoseTurnItIs() throws {
        let temp = TemporaryStore()
        let clock = FakeClock()
        var lifecycle = try GameLifecycle(starting: Self.game(), store: temp.store, clock: clock, replacing: false)
        let empty = GameFixtures.emptyCells(lifecycle.session)
        lifecycle.play(Self.right(lifecycle.session, empty[0]))
        lifecycle.play(.place(cell: empty[1], symbol: GameFixtures.wrongSymbol(lifecycle.session, empty[1])))
        lifecycle.play(Self.right(lifecycle.session, empty[2]))
        lifecycle.keep()
        let resumed = try #require(GameLifecycle(resumingFrom: temp.store, clock: clock))
        #expect(resumed.session.turns == lifecycle.session.turns)
        #expect(resumed.session.turns?.turn == 1)
        #expect(resumed.session.turns?.scores == [2, -1])
        #expect(resumed.session.setup.players == [Self.ann, Self.ben])
        #expect(resumed.session.playerOnTurn == Self.ben)
        // A two-player game never replaces the saved game without asking, as any game.
        #expect(throws: GameLifecycle.GameInProgress.self) {
            try GameLifecycle(starting: GameFixtures.session(), store: temp.store, clock: clock, replacing: false)
        }
    }

    @Test func aGameOfOneIsSavedWithoutTurnsAsBefore() throws {
        let temp = TemporaryStore()
        try temp.store.saveGame(GameFixtures.session())
        let text = try #require(temp.contents("game.json"))
        #expect(!text.contains("turns"))
        #expect(!text.contains("players"))
        #expect(temp.store.loadGame()?.turns == nil)
    }

    static let badTurns: [(String, @Sendable (inout [String: Any]) -> Void)] = [
        ("a turn of 5", { d in var t = d["turns"] as! [String: Any]; t["turn"] = 5; d["turns"] = t }),
        ("three scores", { d in var t = d["turns"] as! [String: Any]; t["scores"] = [1, 2, 3]; d["turns"] = t }),
        ("a score of 10^12", { d in var t = d["turns"] as! [String: Any]; t["scores"] = [1_000_000_000_000, 0]; d["turns"] = t }),
        ("an owner of a given", { d in
            var t = d["turns"] as! [String: Any]; let givens = d["givens"] as! [Int]
            var owners = Array(t["owners"] as! String); owners[givens.firstIndex { $0 != 0 }!] = "1"
            t["owners"] = String(owners); d["turns"] = t }),
        ("owners of the wrong length", { d in var t = d["turns"] as! [String: Any]; t["owners"] = "00"; d["turns"] = t }),
        ("three players' mistakes", { d in var t = d["turns"] as! [String: Any]; t["mistakes"] = [0, 1, 2]; d["turns"] = t }),
        ("a mistake count below zero", { d in var t = d["turns"] as! [String: Any]; t["mistakes"] = [-1, 0]; d["turns"] = t }),
        ("three players' tried cells", { d in var t = d["turns"] as! [String: Any]; t["triedWrong"] = [[], [], []]; d["turns"] = t }),
        ("a tried cell off the board", { d in var t = d["turns"] as! [String: Any]; t["triedWrong"] = [[999], []]; d["turns"] = t }),
        ("tried cells out of order", { d in var t = d["turns"] as! [String: Any]; t["triedWrong"] = [[3, 1], []]; d["turns"] = t }),
        ("turns without players", { d in var s = d["setup"] as! [String: Any]; s["players"] = nil; d["setup"] = s }),
        ("players without turns", { d in d["turns"] = nil }),
        ("two players of one colour", { d in
            var s = d["setup"] as! [String: Any]
            s["players"] = [["name": "Ann", "colour": "red"], ["name": "Ben", "colour": "red"]]; d["setup"] = s }),
        ("a player without a name", { d in
            var s = d["setup"] as! [String: Any]
            s["players"] = [["name": "", "colour": "red"], ["name": "Ben", "colour": "blue"]]; d["setup"] = s }),
    ]

    @Test(arguments: badTurns.map(\.0))
    func aDamagedTwoPlayerSaveIsSetAsideNotPlayed(_ name: String) throws {
        let temp = TemporaryStore()
        var game = Self.game()
        game.apply(Self.right(game, GameFixtures.emptyCells(game)[0]), at: 0)
        try temp.store.saveGame(game)
        let url = URL(fileURLWithPath: temp.path("game.json"))
        var envelope = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var data = try #require(envelope["data"] as? [String: Any])
        Self.badTurns.first { $0.0 == name }!.1(&data)
        envelope["data"] = data
        try JSONSerialization.data(withJSONObject: envelope).write(to: url)
        #expect(temp.store.loadGame() == nil)
        #expect(temp.files().contains { $0.hasPrefix("game.json.corrupt-") })
    }

    @Test func playersAreReadFromTheCommandLineWithColoursOfTheirOwn() throws {
        #expect(try PlayerSeat.parse("Ann,Ben") == [PlayerSeat(name: "Ann", colour: .red), PlayerSeat(name: "Ben", colour: .green)])
        #expect(try PlayerSeat.parse(" Ann : bleu , Ben") == [PlayerSeat(name: "Ann", colour: .blue), PlayerSeat(name: "Ben", colour: .red)])
        #expect(throws: PlayerSeatError(TwoPlayerText.sameColour(.red))) { try PlayerSeat.parse("Ann:red,Ben:red") }
        #expect(throws: PlayerSeatError(TwoPlayerText.sameName)) { try PlayerSeat.parse("Ann,ann") }
    }

    @Test(arguments: ["Ann", "Ann,Ben,Cy", "Ann,ann", "Ann:red,Ben:red", "Ann,", "Ann:purple,Ben", "A\u{1B}[2Jnn,Ben"])
    func badPlayersAreRefusedWithAReason(_ text: String) {
        #expect(throws: PlayerSeatError.self) { try PlayerSeat.parse(text) }
    }

    @Test func aHistoryOfTwoPlayerGamesHasItsTableAndEachPairsRecord() {
        func entry(_ players: [String], _ scores: [Int], day: Int) -> HistoryEntry {
            HistoryEntry(date: "2026-11-\(10 + day)T20:00:00Z", player: players.joined(separator: " & "), shape: "2x2",
                         grade: 1, list: "animals", code: "c", valid: true, seconds: 60, mistakes: 0, hints: 0, peeks: 0,
                         score: 100, players: players, scores: scores)
        }
        let solo = HistoryEntry(date: "2026-11-09T20:00:00Z", player: "Ann", shape: "2x2", grade: 1, list: "animals", code: "c",
                                valid: true, seconds: 60, mistakes: 0, hints: 0, peeks: 0, score: 100)
        let history = TwoPlayerHistory([solo, entry(["Ann", "Ben"], [5, 3], day: 1), entry(["Ben", "Ann"], [6, 2], day: 2),
                                        entry(["Ann", "Ben"], [4, 4], day: 3), entry(["Ann", "Ben"], [7, 1], day: 4)])
        #expect(history.games.map(\.number) == [1, 2, 3, 4])
        #expect(history.games.map(\.winner) == ["Ann", "Ben", nil, "Ann"])
        #expect(history.pairs == [.init(players: ["Ann", "Ben"], wins: [2, 1], draws: 1)])
        let lines = TwoPlayerText.table(history, .en)
        #expect(lines.contains("  #1  2026-11-11  Ann 5, Ben 3  Ann"))
        #expect(lines.contains("  #3  2026-11-13  Ann 4, Ben 4  draw"))
        #expect(lines.contains("Games won, pair by pair:"))
        // A negative score with a minus sign, not "1–-2" (a hyphen after a dash).
        let negative = TwoPlayerText.table(TwoPlayerHistory([entry(["Zoé", "Léo"], [1, -2], day: 5)]), .en)
        #expect(negative.contains("  #1  2026-11-15  Zoé 1, Léo −2  Zoé"), "\(negative)")
        #expect(lines.contains("  Ann 2, Ben 1 (1 draw)"))
        #expect(TwoPlayerText.table(history, .fr).contains("  Ann 2, Ben 1 (1 égalité)"))
    }

    @Test func aHistoryLineWithBadPlayersIsSetAside() throws {
        let temp = TemporaryStore()
        let good = HistoryEntry(date: "2026-11-11T20:00:00Z", player: "Ann & Ben", shape: "2x2", grade: 1, list: "animals",
                                code: "c", valid: true, seconds: 60, mistakes: 0, hints: 0, peeks: 0, score: 100,
                                players: ["Ann", "Ben"], scores: [5, 3])
        var bad = good
        bad.scores = [5]
        var noScores = good
        noScores.scores = nil
        for entry in [good, bad, noScores] { try temp.store.appendHistory(entry) }
        #expect(temp.store.loadHistory() == [good])
    }
}
