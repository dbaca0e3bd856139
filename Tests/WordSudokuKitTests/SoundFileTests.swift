import Foundation
import Testing
@testable import WordSudokuKit

/// Issue 29 item 1: a list may give a recorded sound per word (`sound_fr` beside `fr`), a file
/// in the list's folder, played instead of espeak-ng.
@Suite("Sound files in lists", .timeLimit(.minutes(15)))
final class SoundFileTests {
    let folder = NSTemporaryDirectory() + "word-sudoku-sounds-\(UUID().uuidString)"

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func write(_ json: String, as name: String = "animals.json") throws -> String {
        try FileManager.default.createDirectory(atPath: folder + "/sons", withIntermediateDirectories: true)
        let path = folder + "/" + name
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func list(sound: String) -> String {
        """
        {"title": "Animals", "languages": ["en", "fr"], "pairs": [
          {"en": "cat", "fr": "le chat", "sound_fr": \(sound)},
          {"en": "dog", "fr": "le chien"}
        ]}
        """
    }

    @Test func aListsSoundFileIsReadAsAPathInItsFolder() throws {
        let path = try write(Self.list(sound: "\"sons/chat.wav\""))
        let list = try WordList(contentsOfFile: path)
        let folderPath = URL(fileURLWithPath: folder).standardizedFileURL.path
        #expect(list.pairs[0].sound(.second) == folderPath + "/sons/chat.wav")
        #expect(list.pairs[0].sound(.first) == nil)
        #expect(list.pairs[1].sounds == nil)
        // The game's utterance of that word carries it; the other word has none.
        let made = GameFixtures.session()
        var setup = made.setup
        setup.pairs[0] = list.pairs[0]
        setup.pairs[1] = list.pairs[1]
        let session = GameSession(setup: setup, givens: made.givens, solution: made.solution)
        #expect(session.utterance(of: "le chat")?.soundFile == folderPath + "/sons/chat.wav")
        #expect(session.utterance(of: "cat")?.soundFile == nil)
        #expect(session.utterance(of: "le chien")?.soundFile == nil)
    }

    /// A path that could name any file is refused, with the field and why, in both languages.
    /// A list's recordings are not lost when it is written out again: JSON export beside it
    /// writes them relative to the new file (a file elsewhere leaves out what it would not
    /// find), and the list editor keeps the recording of every word left as it was.
    @Test func recordingsSurviveExportAndTheListEditor() throws {
        let json = """
            {"title": "Animals", "languages": ["en", "fr"], "pairs": [
              {"en": "cat", "fr": "le chat", "sound_fr": "sons/chat.wav", "sound_en": "sons/cat.ogg"},
              {"en": "dog", "fr": "le chien", "sound_fr": "sons/chien.wav"},
              {"en": "cow", "fr": "la vache"},
              {"en": "hen", "fr": "la poule"}
            ]}
            """
        let list = try WordList(contentsOfFile: try write(json))
        let written = try list.exported(as: .json, folder: folder)
        #expect(written.contains(#""sound_fr": "sons/chat.wav""#) && written.contains(#""sound_en": "sons/cat.ogg""#))
        let again = try WordList(contentsOfFile: try write(written, as: "again.json"))
        #expect(again.pairs.map(\.sounds) == list.pairs.map(\.sounds))
        // Written elsewhere, or without a folder: no path that would name nothing (or leave it).
        #expect(!(try list.exported(as: .json, folder: folder + "/other")).contains("sound_"))
        #expect((try list.exported(as: .json, folder: folder + "/sons")).contains(#""sound_fr": "chat.wav""#))
        #expect(!list.jsonText.contains("sound_"))

        // The editor: the dog's French word edited, the rest as it was.
        var draft = WordListDraft(list: list, name: "animals", originalFileName: "animals.json")
        draft.rows[1].second = "le toutou"
        let edited = try #require(draft.list())
        #expect(edited.pairs[0].sounds == list.pairs[0].sounds)
        #expect(edited.pairs[1].sounds == nil)
        #expect(edited.pairs[2].sounds == nil)
        // Saved into the folder the sounds are in, the file names them, relative to it.
        let library = WordListLibrary(directory: folder)
        _ = try library.save(draft, replacing: true)
        let saved = try WordList(contentsOfFile: folder + "/animals.json")
        #expect(saved.pairs[0].sounds == list.pairs[0].sounds)
        #expect(saved.pairs[1].second == ["le toutou"] && saved.pairs[1].sounds == nil)
    }

    @Test(arguments: ["\"/etc/passwd.wav\"", "\"../chat.wav\"", "\"sons/../../chat.wav\"", "\"~/chat.wav\"", "\"sons/chat.txt\"", "\"\"", "3"])
    func aSoundFileOutsideTheListsFolderOrNotASoundIsRefused(sound: String) throws {
        let path = try write(Self.list(sound: sound))
        #expect(throws: WordListFailure.self) { try WordList(contentsOfFile: path) }
        do {
            _ = try WordList(contentsOfFile: path)
        } catch {
            let english = error.lines(in: .en).joined(separator: "\n"), french = error.lines(in: .fr).joined(separator: "\n")
            #expect(english.contains("pairs[0].sound_fr"), "\(english)")
            #expect(french.contains("pairs[0].sound_fr"), "\(french)")
        }
    }

    @Test func aControlCharacterInASoundPathIsRefused() throws {
        let path = try write(Self.list(sound: "\"sons/\\u001b[2Jchat.wav\""))
        #expect(throws: WordListFailure.self) { try WordList(contentsOfFile: path) }
    }

    /// Only a regular, readable, non-empty file is played: not a folder, a pipe, or nothing.
    @Test func onlyARegularFileIsPlayable() throws {
        _ = try write(Self.list(sound: "\"sons/chat.wav\""))
        let file = folder + "/sons/chat.wav"
        #expect(!SoundFile.isPlayable(file))
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: file))
        #expect(SoundFile.isPlayable(file))
        #expect(!SoundFile.isPlayable(folder + "/sons"))
        #expect(mkfifo(folder + "/sons/pipe.wav", 0o644) == 0)
        #expect(!SoundFile.isPlayable(folder + "/sons/pipe.wav"))
    }

    /// The player: PipeWire's first, then PulseAudio's, ffplay, and aplay only for WAV.
    @Test func thePlayerIsTheFirstOnThePathThatReadsTheFile() throws {
        let bin = folder + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        func install(_ name: String) throws {
            try "#!/bin/sh\n".write(toFile: bin + "/" + name, atomically: true, encoding: .utf8)
            chmod(bin + "/" + name, 0o755)
        }
        #expect(Speaker.player(for: "a.wav", path: bin) == nil)
        try install("aplay")
        #expect(Speaker.player(for: "a.wav", path: bin)?.arguments == ["-q", "a.wav"])
        #expect(Speaker.player(for: "a.ogg", path: bin) == nil)
        try install("ffplay")
        #expect(Speaker.player(for: "a.ogg", path: bin)?.program == bin + "/ffplay")
        try install("paplay")
        #expect(Speaker.player(for: "a.wav", path: bin)?.program == bin + "/paplay")
        try install("pw-play")
        #expect(Speaker.player(for: "a.mp3", path: bin)?.program == bin + "/pw-play")
    }

    /// A saved game keeps its recordings; a save whose sounds are not two places is refused.
    @Test func aGameWithRecordingsIsSavedAndResumed() throws {
        let temp = TemporaryStore()
        var session = GameFixtures.session()
        var pairs = session.setup.pairs
        pairs[0].sounds = [nil, "/lists/sons/chat.wav"]
        var setup = session.setup
        setup.pairs = pairs
        session = GameSession(setup: setup, givens: session.givens, solution: session.solution)
        try temp.store.saveGame(session)
        #expect(temp.store.loadGame()?.setup.pairs[0].sound(.second) == "/lists/sons/chat.wav")
        let text = try #require(temp.contents("game.json"))
        try text.replacingOccurrences(of: "[null,\"\\/lists\\/sons\\/chat.wav\"]", with: "[null]")
            .replacingOccurrences(of: "[null,\"/lists/sons/chat.wav\"]", with: "[null]")
            .write(toFile: temp.path("game.json"), atomically: true, encoding: .utf8)
        #expect(temp.store.loadGame() == nil)
    }
}
