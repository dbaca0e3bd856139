import Foundation
import SudokuEngine
import Testing
@testable import WordSudokuKit

/// Issue 29, items 4 and 5: speech's settings kept in settings.json, checked when read back,
/// and a game that speaks its words for a child who cannot read yet.
@Suite("Speech settings", .timeLimit(.minutes(15)))
struct SpeechSettingsTests {
    @Test func speechSettingsRoundTripThroughTheStore() throws {
        let temp = TemporaryStore()
        var settings = Settings()
        settings.speech = false
        settings.speechRate = 220
        settings.voices = ["fr": "fr-be", "en": "en-us"]
        settings.speakWords = true
        try temp.store.saveSettings(settings)
        #expect(temp.store.loadSettings() == settings)
        #expect(temp.notices.isEmpty)
        // A settings file from before speech loads with speech's defaults.
        try StoreValidationTests().write(temp, "settings.json", #"{"data":{"grade":3},"formatVersion":1}"#)
        let older = temp.store.loadSettings()
        #expect(older.grade == 3 && older.speechSettings == SpeechSettings())
        #expect(older.speechRate == 140 && older.speech && !older.speakWords)
    }

    /// A rate outside the range, or a voice espeak-ng could not have (an option, a control
    /// character, a path), sets the file aside as any invalid value does: it never reaches espeak-ng.
    @Test(arguments: [#""speechRate":10"#, #""speechRate":100000"#, #""voices":{"fr":"-w/tmp/x"}"#,
                      #""voices":{"fr":"fr\u001b[2J"}"#, #""voices":{"FR":"fr"}"#, #""voices":{"fr":""}"#])
    func badSpeechSettingsAreSetAside(_ field: String) throws {
        let temp = TemporaryStore()
        try StoreValidationTests().write(temp, "settings.json", #"{"data":{"grade":3,"# + field + #"},"formatVersion":1}"#)
        #expect(temp.store.loadSettings() == Settings())
        #expect(temp.files().contains { $0.hasPrefix("settings.json.corrupt-") })
    }

    func session(speaks: Bool, mode: MistakeMode = .immediate) -> GameSession {
        var session = GameFixtures.session(try! BoxShape(rows: 2, columns: 3), mode: mode, peekLimit: 1)
        session.setup.speaksWords = speaks ? true : nil
        return session
    }

    /// The word placed rightly is said, as written, in the language written; a wrong one is
    /// not (immediate mode); a game that does not speak its words says nothing.
    @Test func aWordPlacedRightlyIsSaidInItsLanguage() throws {
        var game = session(speaks: true)
        let empty = try #require(game.cells.firstIndex(of: 0))
        let right = Int(game.solution[empty]), wrong = right % game.shape.size + 1
        let wrongOutcome = game.apply(.place(cell: empty, symbol: wrong), at: 1)
        #expect(game.spokenWord(after: wrongOutcome) == nil)
        let outcome = game.apply(.place(cell: empty, symbol: right), at: 2)
        let said = try #require(game.spokenWord(after: outcome))
        #expect(said == Utterance(game.setup.answerWord(right), language: game.setup.answerLanguage))
        #expect(game.spokenWord(after: game.apply(.erase(cell: empty), at: 3)) == nil)

        var silent = session(speaks: false)
        #expect(silent.spokenWord(after: silent.apply(.place(cell: empty, symbol: right), at: 1)) == nil)
        // Exam mode says every word placed: saying only the right ones would give them away.
        var exam = session(speaks: true, mode: .atFinish)
        #expect(exam.spokenWord(after: exam.apply(.place(cell: empty, symbol: wrong), at: 1))?.text
                == Utterance(exam.setup.answerWord(wrong), language: "x")?.text)
    }

    /// Line mode (`play --speak`): the word placed comes back to be said, in the settings' voice
    /// and rate; nothing when speech is off or espeak-ng is missing.
    @Test func lineModeSaysTheWordPlacedInTheSettingsVoice() throws {
        let temp = TemporaryStore()
        var speech = SpeechSettings()
        speech.rate = 180
        speech.voices = ["fr": "fr-be"]
        func interpreter(_ speech: SpeechSettings, canSpeak: Bool = true) -> PlainInterpreter {
            var game = session(speaks: true)
            game.setup.languages = ["en", "fr"]
            game.setup.shownSide = .first
            let lifecycle = try! GameLifecycle(starting: game, store: temp.store, clock: FakeClock(), replacing: true)
            return PlainInterpreter(game: lifecycle, language: .en, canSpeak: canSpeak, speech: speech)
        }
        var p = interpreter(speech)
        let empty = try #require(p.session.cells.firstIndex(of: 0))
        let word = p.session.setup.answerWord(Int(p.session.solution[empty]))
        let reply = p.handle("\(CellName.text(empty, shape: p.session.shape)) \(word)")
        let said = try #require(reply.speech)
        #expect(said.text == Utterance(word, language: "fr")?.text && said.language == "fr")
        #expect(said.voice == "fr-be" && said.rate == 180)

        var off = speech
        off.isOn = false
        var quiet = interpreter(off)
        #expect(quiet.handle("\(CellName.text(empty, shape: quiet.session.shape)) \(word)").speech == nil)
        #expect(quiet.handle("say \(word)").lines == [SpeechText.speechOff(.en)])
        var without = interpreter(speech, canSpeak: false)
        #expect(without.handle("\(CellName.text(empty, shape: without.session.shape)) \(word)").speech == nil)
    }

    /// The recall check's question is said, in the givens' language.
    @Test func theRecallChecksQuestionIsSaid() throws {
        let temp = TemporaryStore()
        var game = session(speaks: true)
        game.setup.languages = ["en", "fr"]
        var lifecycle = try GameLifecycle(starting: game, store: temp.store, clock: FakeClock(), replacing: true)
        // One word wrong first, so that the check has a word to ask.
        let empties = GameFixtures.emptyCells(lifecycle.session)
        let first = empties[0]
        lifecycle.play(.place(cell: first, symbol: Int(lifecycle.session.solution[first]) % lifecycle.session.shape.size + 1))
        var p = PlainInterpreter(game: lifecycle, language: .en, canSpeak: true)
        var last = PlainInterpreter.Reply(lines: [], effect: .none)
        for cell in empties {
            let word = p.session.setup.answerWord(Int(p.session.solution[cell]))
            last = p.handle("\(CellName.text(cell, shape: p.session.shape)) \(word)")
        }
        let check = try #require(p.recall)
        let asked = try #require(check.asked)
        #expect(last.speech == Utterance(asked, language: p.session.setup.shownLanguage).map { SpeechSettings().voiced($0) })
    }
}

/// Issue 29: a list may name the voice each of its languages is said in — JSON `"voices"`, or
/// a spreadsheet header's `fr (fr-be)` — kept through export, import and the list editor, and
/// carried by the game made on it.
@Suite("A list's voices", .timeLimit(.minutes(15)))
struct ListVoicesTests {
    @Test func aHeaderOrAJSONListNamesItsVoicesAndExportKeepsThem() throws {
        let tsv = try WordList(bytes: Array("en\tFrench (fr-BE)\ncat\tle chat\ndog\tle chien\n".utf8), fileName: "v.tsv")
        #expect(tsv.languages == ["en", "fr"] && tsv.voices == ["fr": "fr-be"])
        // Old lists load as they did, with no voices.
        let old = try WordList(bytes: Array("en;fr\ncat;le chat\n".utf8), fileName: "o.csv")
        #expect(old.voices == nil && old.languages == ["en", "fr"])
        for format in WordList.Format.allCases {
            let text = try tsv.exported(as: format)
            let back = try WordList(bytes: Array(text.utf8), fileName: "back." + format.rawValue)
            #expect(back.voices == ["fr": "fr-be"], "\(format): \(text)")
        }
        var draft = WordListDraft(list: tsv, name: "v", originalFileName: nil)
        draft.rows.append(WordListDraft.Row(first: "bird", second: "l'oiseau"))
        #expect(draft.list()?.voices == ["fr": "fr-be"])
    }

    @Test func aVoiceThatCouldNotBeOneIsReportedWhereItIs() {
        let bytes = Array(#"{"languages":["en","fr"],"voices":{"fr":"-w","de":"de"},"pairs":[{"en":"cat","fr":"le chat"}]}"#.utf8)
        #expect(throws: WordListFailure.self) { try WordList(bytes: bytes, fileName: "bad.json") }
        do {
            _ = try WordList(bytes: bytes, fileName: "bad.json")
        } catch {
            #expect(error.errors.map { $0.message.en } == [
                #"voices.fr: expected an espeak-ng voice, e.g. "fr-be" (letters, digits and dashes)"#,
                #"voices.de: unknown key (expected "en", "fr")"#,
            ])
        }
        // In a header, brackets that hold no voice are part of the language, reported as it was.
        #expect(throws: WordListFailure.self) { try WordList(bytes: Array("en\tfr (a b)\ncat\tle chat\n".utf8), fileName: "h.tsv") }
    }

    @Test func theGameKeepsItsListsVoices() throws {
        var list = try WordList(bytes: Array("en\tfr (fr-be)\n".utf8) + GameFixtures.animals.pairs.prefix(6).flatMap { Array("\($0.first[0])\t\($0.second[0])\n".utf8) },
                                fileName: "v.tsv")
        list.title = "v"
        let planned = try GameFactory.plan(shape: try BoxShape(rows: 2, columns: 3), grade: .beginner, listName: "v", list: list,
                                           shownLanguage: "en", mode: .immediate, peekLimit: nil, player: "ada", seed: 1)
        #expect(planned.setup.voices == ["fr": "fr-be"])
    }
}
