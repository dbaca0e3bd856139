import Foundation
import SudokuEngine
import Testing
@testable import WordSudokuKit

/// Issue 29 item 3: games whose givens are heard, not read (`Listening`): listening and dictation.
@Suite("Listening and dictation", .timeLimit(.minutes(15)))
struct ListeningTests {
    let temp = TemporaryStore()

    /// A 6×6 on the first animals, its givens read (nil), heard or dictated.
    static func session(_ listening: Listening?) -> GameSession {
        let made = GameFixtures.session(try! BoxShape(rows: 2, columns: 3))
        var setup = made.setup
        setup.listening = listening
        return GameSession(setup: setup, givens: made.givens, solution: made.solution, id: made.id)
    }

    func interpreter(_ listening: Listening?, language: UILanguage = .en) throws -> PlainInterpreter {
        let game = try GameLifecycle(starting: Self.session(listening), store: temp.store, clock: FakeClock(), replacing: true)
        return PlainInterpreter(game: game, language: language, canSpeak: true)
    }

    @Test func aListeningGameIsSavedAndResumedAsOne() throws {
        for listening in Listening.allCases {
            var session = Self.session(listening)
            let empty = try #require(session.cells.firstIndex(of: 0))
            session.apply(.place(cell: empty, symbol: Int(session.solution[empty])), at: 1)
            try temp.store.saveGame(session)
            #expect(temp.contents("game.json")?.contains("\"listening\":\"\(listening.rawValue)\"") == true)
            let resumed = try #require(temp.store.loadGame())
            #expect(resumed.setup.listening == listening)
            #expect(resumed.cells == session.cells)
        }
    }

    /// Games saved before listening was offered have no field: they load, read.
    @Test func anOldSaveWithoutTheFieldLoadsRead() throws {
        let fixture = StoreFormatFixtureTests.fixtures.appendingPathComponent("v3/game.json")
        let text = try String(contentsOf: fixture, encoding: .utf8)
        #expect(!text.contains("listening"))
        try FileManager.default.createDirectory(atPath: temp.directory, withIntermediateDirectories: true)
        try text.write(toFile: temp.path("game.json"), atomically: true, encoding: .utf8)
        let loaded = try #require(temp.store.loadGame())
        #expect(loaded.setup.listening == nil && !loaded.setup.givensHeard)
    }

    /// A value the program never wrote is a damaged file: set aside and said, never played.
    @Test func anUnknownWayOfHearingIsRefused() throws {
        try temp.store.saveGame(Self.session(.heard))
        let text = try #require(temp.contents("game.json"))
        try text.replacingOccurrences(of: "\"listening\":\"heard\"", with: "\"listening\":\"sung\"")
            .write(toFile: temp.path("game.json"), atomically: true, encoding: .utf8)
        #expect(temp.store.loadGame() == nil)
        #expect(!temp.notices.isEmpty)
    }

    @Test func aHeardGivenIsSaidInTheGivensLanguageAndADictatedOneInTheLanguageWritten() throws {
        for listening in Listening.allCases {
            let session = Self.session(listening)
            let given = try #require(session.givens.firstIndex { $0 != 0 })
            let pair = session.setup.pairs[Int(session.givens[given]) - 1]
            let side = listening == .heard ? session.setup.shownSide : session.setup.answerSide
            #expect(session.utterance(at: given) == Utterance(pair.shown(side), language: session.setup.language(of: side)))
            #expect(session.setup.givenLabel(Int(session.givens[given])) == Listening.mark)
        }
        let read = Self.session(nil)
        #expect(read.setup.givenLabel(1) == read.setup.shownWord(1))
    }

    /// Line mode: the board shows the speaker, never a given's word, and `say B2` says it.
    @Test(arguments: [UILanguage.en, .fr])
    func lineModesBoardHidesTheGivensWords(language: UILanguage) throws {
        var p = try interpreter(.heard, language: language)
        let session = p.session
        let givenWords = Set(session.givens.filter { $0 != 0 }.map { session.setup.shownWord(Int($0)) })
        let start = p.start().joined(separator: "\n")
        #expect(start.contains("[\(Listening.mark)]"))
        #expect(start.contains(language == .en ? "Listening: the givens" : "Écoute : les mots donnés"))
        for word in givenWords { #expect(!start.contains("[\(word)]"), "\(word) shown") }
        let readStart = try interpreter(nil, language: language).start().joined(separator: "\n")
        for word in givenWords { #expect(readStart.contains("[\(word)]")) }

        let given = try #require(session.givens.firstIndex { $0 != 0 })
        let reply = p.handle((language == .en ? "say " : "dire ") + CellName.text(given, shape: session.shape))
        #expect(reply.speech == session.utterance(at: given))
        // Trying to write on a given says it is one, without its word.
        let refused = p.handle("\(CellName.text(given, shape: session.shape)) \(session.setup.answerWord(1))").lines.joined()
        #expect(refused.contains("[\(Listening.mark)]"))
        for word in givenWords { #expect(!refused.contains(word)) }
    }

    /// Once the game is over, the board shows the words that were heard: the results teach them.
    @Test func aFinishedGameShowsTheWordsHeard() throws {
        var session = Self.session(.heard)
        #expect(PlainBoard.render(session).joined().contains(Listening.mark))
        for cell in GameFixtures.emptyCells(session) { session.apply(.place(cell: cell, symbol: Int(session.solution[cell])), at: 1) }
        #expect(session.isFinished || session.apply(.finish, at: 2) != .refused(.gameOver))
        let board = PlainBoard.render(session).joined(separator: "\n")
        #expect(!board.contains(Listening.mark))
        let given = try #require(session.givens.first { $0 != 0 })
        #expect(board.contains("[\(session.setup.shownWord(Int(given)))]"))
    }

    /// The board keeps its columns straight with the two-column speaker.
    @Test func lineModesColumnsStayAligned() throws {
        let lines = PlainBoard.render(Self.session(.heard))
        let bars = Set(lines.filter { $0.contains("|") && !$0.hasPrefix("    -") }.map { line in
            var column = 0, columns: [Int] = []
            for character in line {
                if character == "|" { columns.append(column) }
                column += DisplayWidth.of(character)
            }
            return columns
        })
        #expect(bars.count == 1)
    }

    /// Dictation: the learner writes the words heard, in the language written; a word of the
    /// other language is pointed out, not counted.
    @Test func dictationChecksTheWordWrittenInTheLanguageHeard() throws {
        var p = try interpreter(.dictation)
        let session = p.session
        let start = p.start().joined(separator: "\n")
        #expect(start.contains("Dictation: the givens"))
        let empty = try #require(session.cells.firstIndex(of: 0))
        let symbol = Int(session.solution[empty])
        let name = CellName.text(empty, shape: session.shape)
        let other = p.handle("\(name) \(session.setup.shownWord(symbol))")
        #expect(other.lines.joined().contains("is English; write the French word you hear"))
        #expect(p.session.cells[empty] == 0 && p.session.mistakes == 0)
        let wrong = GameFixtures.wrongSymbol(session, empty)
        _ = p.handle("\(name) \(session.setup.answerWord(wrong))")
        #expect(p.session.mistakes == 1)
        _ = p.handle("\(name) \(session.setup.answerWord(symbol))")
        #expect(p.session.cells[empty] == UInt8(symbol))
    }

    /// Dictation is spelling, not recall of a pair: it leaves no evidence for the learner
    /// memory and offers no recall check; a listening game counts as a read one does.
    @Test(arguments: [Listening.heard, .dictation])
    func dictationIsNoEvidenceOfThePairsButListeningIs(listening: Listening) throws {
        let temp = TemporaryStore()
        var game = try GameLifecycle(starting: Self.session(listening), store: temp.store, clock: FakeClock(), replacing: true)
        let fresh = game.session
        // A word typed beside a given of its own translation: forgotten, when pairs count.
        let miss = try #require(GameFixtures.vocabularyMiss(fresh))
        game.play(.place(cell: miss.cell, symbol: miss.symbol))
        #expect(game.session.evidence[miss.symbol - 1].forgotten == (listening == .heard))
        game.play(.peek)
        for cell in GameFixtures.emptyCells(fresh) {
            game.play(.place(cell: cell, symbol: Int(fresh.solution[cell])))
        }
        #expect(game.isFinished)
        #expect(game.session.evidence.contains { $0.rating != nil } == (listening == .heard))
        let words = temp.store.loadMemory().players["ada"] ?? [:]
        #expect(words.isEmpty == (listening == .dictation))
        #expect((game.recallCheck() != nil) == (listening == .heard))
    }
}
