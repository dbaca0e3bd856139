import Foundation
import SudokuEngine
import Synchronization
import TestSupport
import Testing
@testable import WordSudokuKit

/// Issue 29: the words said aloud, and espeak-ng saying them.
@Suite("Speech", .timeLimit(.minutes(15)))
struct SpeechTests {
    let temp = TemporaryStore()

    func interpreter(canSpeak: Bool, language: UILanguage = .en) -> PlainInterpreter {
        let game = try! GameLifecycle(starting: GameFixtures.session(try! BoxShape(rows: 2, columns: 3), mode: .immediate, peekLimit: 1),
                                      store: temp.store, clock: FakeClock(), replacing: true)
        return PlainInterpreter(game: game, language: language, canSpeak: canSpeak)
    }

    @Test func aListsGrammaticalMarksAreNotSaid() {
        #expect(Utterance("l'âne (m)", language: "fr")?.text == "l'âne")
        #expect(Utterance("les  yeux [pl]\t", language: "fr")?.text == "les yeux")
        #expect(Utterance("(m)", language: "fr") == nil)
        #expect(Utterance(String(repeating: "a", count: 500), language: "en")?.text.count == Utterance.maximumLength)
    }

    @Test func aGivenIsSaidInTheShownLanguageAndAnEntryInTheLanguageLearnt() throws {
        var session = GameFixtures.session(try BoxShape(rows: 2, columns: 3), mode: .immediate, peekLimit: 1)
        let given = try #require(session.givens.firstIndex { $0 != 0 })
        let pair = session.setup.pairs[Int(session.givens[given]) - 1]
        #expect(session.utterance(at: given) == Utterance(pair.shown(session.setup.shownSide), language: session.setup.shownLanguage))
        let empty = try #require(session.cells.firstIndex(of: 0))
        #expect(session.utterance(at: empty) == nil)
        let symbol = Int(session.solution[empty])
        _ = session.apply(.place(cell: empty, symbol: symbol), at: 1)
        let placed = session.setup.pairs[symbol - 1]
        #expect(session.utterance(at: empty) == Utterance(placed.shown(session.setup.answerSide), language: session.setup.answerLanguage))
        #expect(session.setup.shownLanguage != session.setup.answerLanguage)
    }

    @Test func aTypedWordIsSaidInItsOwnLanguage() {
        let session = GameFixtures.session(try! BoxShape(rows: 2, columns: 3), mode: .immediate, peekLimit: 1)
        let pair = session.setup.pairs[0]
        let answer = pair.shown(session.setup.answerSide), shown = pair.shown(session.setup.shownSide)
        #expect(session.utterance(of: answer.uppercased())?.language == session.setup.answerLanguage)
        #expect(session.utterance(of: answer.uppercased())?.text == Utterance(answer, language: "x")?.text)
        #expect(session.utterance(of: shown) == Utterance(shown, language: session.setup.shownLanguage))
        #expect(session.utterance(of: "bonjour") == Utterance("bonjour", language: session.setup.answerLanguage))
    }

    @Test func lineModeSaysACellsWordOrHowToGetSpeech() throws {
        var p = interpreter(canSpeak: true)
        let before = p.session
        let given = try #require(p.session.givens.firstIndex { $0 != 0 })
        let name = CellName.text(given, shape: p.session.shape)
        let reply = p.handle("say \(name.lowercased())")
        #expect(reply.speech == p.session.utterance(at: given))
        #expect(reply.lines.count == 1 && reply.lines[0].hasPrefix("Saying “"))
        let empty = try #require(p.session.cells.firstIndex(of: 0))
        let silent = p.handle("say \(CellName.text(empty, shape: p.session.shape))")
        #expect(silent.speech == nil && silent.lines == ["Nothing to say: the cell is empty."])
        #expect(p.handle("say").lines == ["Usage: say B2 (the cell's word) or say WORD."])
        #expect(p.handle("say Z9").speech == nil)
        // Saying is not a move: nothing counted, nothing changed.
        #expect(p.session.cells == before.cells && p.session.peeksLeft == before.peeksLeft && p.session.hintsUsed == before.hintsUsed)

        var without = interpreter(canSpeak: false, language: .fr)
        let answer = without.handle("dire \(name)")
        #expect(answer.speech == nil && answer.lines == [SpeechText.howToGet(.fr)])
    }

    /// `espeak-ng --voices` as espeak-ng 1.51 prints it (its first lines, and a regional voice).
    static let voiceList = """
        Pty Language       Age/Gender VoiceName          File                 Other Languages
         5  af              --/M      Afrikaans          gmw/af
         2  en-gb           --/M      English_(Great_Britain) gmw/en               (en 2)
         5  en-us           --/M      English_(America)  gmw/en-US            (en 3)
         5  es              --/M      Spanish_(Spain)    roa/es
         5  fr-fr           --/M      French_(France)    roa/fr               (fr 5)
         5  fr-be           --/M      French_(Belgium)   roa/fr-BE            (fr 8)
        """

    @Test func theVoiceFollowsTheWordsLanguageCode() {
        let speaker = Speaker(program: "/usr/bin/espeak-ng", languages: Speaker.languages(inVoiceList: Self.voiceList))
        #expect(speaker.voice(for: "fr") == "fr")
        #expect(speaker.voice(for: "EN") == "en")
        #expect(speaker.voice(for: "es") == "es")
        #expect(speaker.voice(for: "pt") == nil)
        #expect(Speaker.languages(inVoiceList: "Pty Language\n 5  de   --/M  German  gmw/de\n") == ["de"])
    }

    /// espeak-ng exits 0 when it cannot write the file; the recording says it failed.
    @Test(.enabled(if: espeak != nil, "espeak-ng is not installed"))
    func aRecordingThatCannotBeWrittenFails() throws {
        let speaker = try #require(Self.espeak)
        #expect(throws: SpeechProblem.cannotRun) {
            try speaker.record(Utterance("chat", language: "fr")!, to: "/nonexistent-folder/chat.wav")
        }
    }

    /// About says whether words can be spoken here, and how to get speech when they cannot.
    @Test func aboutSaysWhetherWordsCanBeSpoken() {
        let without = About(dataDirectory: "/d", speech: SpeechText.status(nil)).paragraphs(.fr)
        #expect(without.contains { $0.contains("sudo apt install espeak-ng") })
        #expect(without.last!.contains(": /d — "))
        let speaker = Speaker(program: "/usr/bin/espeak-ng", languages: Speaker.languages(inVoiceList: Self.voiceList))
        let with = About(dataDirectory: "/d", speech: SpeechText.status(speaker)).paragraphs(.en)
        #expect(with.contains { $0.hasPrefix("Speech: espeak-ng (/usr/bin/espeak-ng), 4 voice languages") })
    }

    @Test func noSoundDeviceIsToldFromALSAsMessages() {
        #expect(Speaker.saysNoDevice("ALSA lib confmisc.c:855:(parse_card) cannot find card '0'"))
        #expect(!Speaker.saysNoDevice(""))
    }

    /// A word of a language espeak-ng has no voice for is not said, and that is told once.
    @Test func aMissingVoiceIsToldOnce() {
        let speaker = Speaker(program: "/bin/true", languages: ["en"])
        speaker.say(Utterance("olá", language: "pt")!)
        speaker.settle()
        #expect(speaker.takeProblem() == .noVoice("pt"))
        speaker.say(Utterance("obrigado", language: "pt")!)
        speaker.settle()
        #expect(speaker.takeProblem() == nil)
    }

    /// One word can bring two problems — its recording missing, and the voice its list names
    /// unknown — and both are told, in order, each once.
    @Test func twoProblemsOfOneWordAreBothTold() throws {
        let speaker = Speaker(program: "/bin/true", languages: ["fr"])
        var word = try #require(Utterance("le chien", language: "fr"))
        word.soundFile = temp.directory + "/sons/chien.wav"
        word.voice = "fr-xx"
        speaker.say(word)
        speaker.settle()
        #expect(speaker.takeProblems() == [.recordingUnplayable(temp.directory + "/sons/chien.wav"), .unknownVoice("fr-xx", language: "fr")])
        speaker.say(word)
        speaker.settle()
        #expect(speaker.takeProblems().isEmpty)
        #expect(SpeechProblem.text(of: [.cannotRun, .noSoundDevice]).fr
                == "espeak-ng n’a pas pu être lancé : les mots ne sont pas dits. Pas de périphérique audio : la parole est active, mais rien ne peut la jouer ici.")
    }

    /// espeak-ng that cannot list its voices is told as not started, not as "no voice", and
    /// the failure is not kept: the next word asks again, and is said once it answers.
    @Test func aFailedLookAtTheVoicesIsToldAndAskedAgain() throws {
        let folder = temp.directory + "/bin"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // Fails the first time it is asked for its voices, answers after; writes down each word.
        try ExecutableFile.write("""
            #!/bin/sh
            if [ "$1" = "--voices" ]; then
              if [ ! -e "\(folder)/asked" ]; then : > "\(folder)/asked"; exit 1; fi
              echo "Pty Language       Age/Gender VoiceName          File                 Other Languages"
              echo " 5  fr-fr           --/M      French             roa/fr               (fr 5)"
              exit 0
            fi
            cat >> "\(folder)/said"

            """, to: folder + "/espeak-ng")
        let speaker = Speaker(program: folder + "/espeak-ng")
        speaker.say(Utterance("le chat", language: "fr")!)
        speaker.settle()
        #expect(speaker.takeProblem() == .cannotRun)
        speaker.say(Utterance("le chien", language: "fr")!)
        speaker.settle()
        #expect(speaker.takeProblem() == nil)
        #expect(speaker.languages.contains("fr"))
        let deadline = Date().addingTimeInterval(5)
        while (try? String(contentsOfFile: folder + "/said", encoding: .utf8)) != "le chien", Date() < deadline { usleep(20_000) }
        #expect((try? String(contentsOfFile: folder + "/said", encoding: .utf8)) == "le chien")
    }

    /// A voice asked for (the settings' or a list's) is used when espeak-ng has it; one it has
    /// not got is told once, and the language's own voice says the word.
    @Test func anUnknownVoiceIsToldOnceAndTheLanguagesVoiceUsed() throws {
        let speaker = Speaker(program: "/bin/true", languages: Speaker.languages(inVoiceList: Self.voiceList))
        var word = try #require(Utterance("le chat", language: "fr"))
        word.voice = "fr-BE"
        #expect(speaker.voice(of: word) == "fr-be")
        #expect(speaker.takeProblem() == nil)
        word.voice = "fr-xx"
        #expect(speaker.voice(of: word) == "fr")
        #expect(speaker.takeProblem() == .unknownVoice("fr-xx", language: "fr"))
        #expect(speaker.voice(of: word) == "fr")
        #expect(speaker.takeProblem() == nil)
        #expect(speaker.voices(for: "fr-ca") == ["fr", "fr-be", "fr-fr"])
    }

    static let espeak = Speaker.find(environment: ProcessInfo.processInfo.environment)

    /// Every word of every built-in list, in both its languages, made into sound by espeak-ng
    /// (as a WAV file, so that no sound card is needed): each a real sound of a word's length.
    @Test(.enabled(if: espeak != nil, "espeak-ng is not installed (.ci/run installs it)"))
    func everyBuiltInWordIsSpokenInBothLanguages() throws {
        let speaker = try #require(Self.espeak)
        var words: [Utterance] = []
        for list in BuiltInWordLists.all.map(\.list) {
            for pair in list.pairs {
                for side in [Side.first, .second] {
                    words.append(try #require(Utterance(pair.shown(side), language: list.languages[side.index])))
                }
            }
        }
        #expect(words.count > 1000)
        let all = words
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("word-sudoku-speech-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let problems = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for index in stride(from: worker, to: all.count, by: 4) {
                let path = folder + "/word-\(index).wav"
                do {
                    try speaker.record(all[index], to: path)
                    let sound = try WAVSound(Data(contentsOf: URL(fileURLWithPath: path)))
                    if !(0.15...4).contains(sound.seconds) || sound.peak < 1000 {
                        problems.withLock { $0.append("\(all[index]): \(sound.seconds) s, peak \(sound.peak)") }
                    }
                    try? FileManager.default.removeItem(atPath: path)
                } catch {
                    problems.withLock { $0.append("\(all[index]): \(error)") }
                }
            }
        }
        let found = problems.withLock { $0 }
        #expect(found.isEmpty, "\(found.count) words: \(found.prefix(5))")
    }
}

/// The parts of a PCM WAV file a test needs: its length and its loudest sample.
struct WAVSound {
    var seconds: Double
    var peak: Int

    struct NotAWAV: Error {}

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        func u32(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24 }
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        guard bytes.count >= 44, bytes[0..<4] == [0x52, 0x49, 0x46, 0x46], bytes[8..<12] == [0x57, 0x41, 0x56, 0x45] else { throw NotAWAV() }
        var offset = 12
        var rate = 0, channels = 0, bits = 0
        while offset + 8 <= bytes.count {
            let id = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            var size = u32(offset + 4)
            if id == "fmt " {
                channels = u16(offset + 10); rate = u32(offset + 12); bits = u16(offset + 22)
            } else if id == "data" {
                // espeak-ng writing to a file it cannot seek back in leaves the size unset.
                if size == 0 || size > bytes.count - offset - 8 { size = bytes.count - offset - 8 }
                guard rate > 0, channels > 0, bits == 16 else { throw NotAWAV() }
                seconds = Double(size) / Double(rate * channels * 2)
                var loudest = 0
                var at = offset + 8
                while at + 1 < offset + 8 + size {
                    loudest = max(loudest, abs(Int(Int16(bitPattern: UInt16(u16(at))))))
                    at += 2
                }
                peak = loudest
                return
            }
            offset += 8 + size + (size & 1)
        }
        throw NotAWAV()
    }
}
