import Foundation
import Synchronization

/// Says words aloud with espeak-ng, a system program (Debian's `espeak-ng`) run as a child
/// process. Optional: `Speaker.find` gives nil when it is not installed, and the game plays as
/// before; About and Options say how to get it (`SpeechText.howToGet`).
///
/// Why a child process, in the background: speaking takes a second or two, and a key must never
/// wait for it. `say` starts espeak-ng and returns at once; the next `say` stops the word still
/// being said, so quick keys do not queue up a chorus. Nothing is run before the first word (or
/// About's count of voices): starting the game starts no other program. Nothing of espeak-ng
/// reaches the terminal: its input is the word (read from a pipe, so a word that starts with `-` is not an option),
/// its output goes to /dev/null, and its error output is read only to learn that there is no
/// sound device — said once (`takeProblem`), not at every key.
public final class Speaker: Sendable {
    /// The program's path.
    public let program: String

    struct State {
        var speaking: Process?
        /// Problems not yet taken, in the order they came: one word can bring two (its
        /// recording missing, then no voice), and each is said.
        var problems: [SpeechProblem] = []
        /// Problems said already: each is said once.
        var said: Set<SpeechProblem> = []
        /// The languages espeak-ng has a voice for, once asked (`languages`).
        var languages: Set<String>?
    }
    let state: Mutex<State>
    /// Where words are started, one after the other, off the caller's time.
    private let queue = DispatchQueue(label: "word-sudoku.speaker")

    /// The speaker, when espeak-ng is on `PATH` (as the environment gives it); nil otherwise. A
    /// look at the folders only: no program is run until a word is said (or its voices are
    /// asked for), so that starting the game starts no other program.
    public static func find(environment: [String: String]) -> Speaker? {
        guard let program = executable(named: "espeak-ng", path: environment["PATH"] ?? "/usr/bin:/bin") else { return nil }
        return Speaker(program: program)
    }

    /// Whether espeak-ng is on `PATH`: a look at the folders, no program run.
    public static func isInstalled(environment: [String: String]) -> Bool {
        executable(named: "espeak-ng", path: environment["PATH"] ?? "/usr/bin:/bin") != nil
    }

    /// `languages`: the voices, when known already (tests); nil: asked of espeak-ng when first
    /// needed.
    init(program: String, languages: Set<String>? = nil) {
        self.program = program
        state = Mutex(State(languages: languages))
    }

    /// The languages espeak-ng has a voice for (`fr`, `fr-fr`, `en-gb`, …, lower case), from
    /// `espeak-ng --voices`, run the first time they are needed and kept; empty when it cannot
    /// be run.
    public var languages: Set<String> { readLanguages() ?? [] }

    /// The languages, or nil when `espeak-ng --voices` could not be run or failed. A failure is
    /// not kept: the next word asks again. Why: a start that fails once (a busy file, a process
    /// limit reached for a moment) must not silence a whole game, nor be told as "no voice".
    func readLanguages() -> Set<String>? {
        if let known = state.withLock({ $0.languages }) { return known }
        guard let voices = try? Self.run(program, ["--voices"]), voices.status == 0 else { return nil }
        let found = Self.languages(inVoiceList: voices.output)
        return state.withLock { state in
            state.languages = state.languages ?? found
            return state.languages
        }
    }

    /// The voice for a list's language code: the code itself when espeak-ng has it (`fr`,
    /// `en-gb`), else the first of its regional voices (`en` → `en-gb`, as espeak-ng sorts
    /// them), else nil.
    func voice(for language: String) -> String? {
        let code = language.lowercased()
        let languages = languages
        if languages.contains(code) { return code }
        return languages.filter { $0.hasPrefix(code + "-") }.min()
    }

    /// The voices espeak-ng has for a language code (`fr` → `fr`, `fr-be`, `fr-ch`, `fr-fr`),
    /// sorted: those Options steps through.
    public func voices(for language: String) -> [String] {
        let family = String(language.lowercased().split(separator: "-").first ?? "")
        return languages.filter { $0 == family || $0.hasPrefix(family + "-") }.sorted()
    }

    /// The voice `utterance` is said in: the voice it names (the settings' or its list's for
    /// its language) when espeak-ng has it; else, after saying once that it has not, the voice
    /// of its language code (`voice(for:)`).
    public func voice(of utterance: Utterance) -> String? {
        if let wanted = utterance.voice?.lowercased() {
            if languages.contains(wanted) { return wanted }
            note(.unknownVoice(wanted, language: utterance.language))
        }
        return voice(for: utterance.language)
    }

    /// Starts saying `utterance`, stopping whatever is being said; returns at once: even the
    /// first word's look at espeak-ng's voices, and starting it, are done on the speaker's own
    /// queue, never on the caller's (a key's) time. When there is no voice for its language,
    /// or espeak-ng cannot be started, the problem waits for `takeProblem`.
    public func say(_ utterance: Utterance) {
        queue.async { self.start(utterance) }
    }

    /// Waits for the words asked for so far to be started (not said): line mode, which answers
    /// one command after the other, so that a problem known at the start (a recording that
    /// cannot be played, no voice) is said after the command that asked, not lost when the
    /// game ends first; tests; and `stop`. The full screen never waits.
    public func settle() { queue.sync {} }

    private func start(_ utterance: Utterance) {
        // A list's recording of the word, when it can be played (`Speaker+Recordings`).
        if let file = utterance.soundFile, playRecording(file) { return }
        guard readLanguages() != nil else {
            note(.cannotRun)
            return
        }
        guard let voice = voice(of: utterance) else {
            note(.noVoice(utterance.language))
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = ["--stdin", "-v", voice, "-s", String(utterance.rate)]
        let input = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        process.terminationHandler = { [weak self] ended in
            let said = (try? errors.fileHandleForReading.readToEnd()) ?? Data()
            // espeak-ng exits 0 without a sound card, but ALSA says so on its error output.
            if ended.terminationReason == .exit, Self.saysNoDevice(String(decoding: said, as: UTF8.self)) {
                self?.note(.noSoundDevice)
            }
        }
        stopSpeaking()
        do {
            try process.run()
        } catch {
            note(.cannotRun)
            return
        }
        try? input.fileHandleForWriting.write(contentsOf: Data(utterance.text.utf8))
        try? input.fileHandleForWriting.close()
        state.withLock { $0.speaking = process }
    }

    /// Stops the word being said, if any, and any still to start (the game's end).
    public func stop() {
        settle()
        stopSpeaking()
    }

    /// Stops the word being said, if any (the next word).
    func stopSpeaking() {
        let speaking = state.withLock { state -> Process? in
            defer { state.speaking = nil }
            return state.speaking
        }
        if let speaking, speaking.isRunning { speaking.terminate() }
    }

    /// The next problem to say, once each, in the order they came: nil when all went well or
    /// all were taken already.
    public func takeProblem() -> SpeechProblem? {
        state.withLock { state in
            state.problems.isEmpty ? nil : state.problems.removeFirst()
        }
    }

    /// Every problem not yet taken, in order (`takeProblem` until nil).
    public func takeProblems() -> [SpeechProblem] {
        state.withLock { state in
            defer { state.problems = [] }
            return state.problems
        }
    }

    /// Writes `utterance` as a WAV file at `path` and waits for it (tests, and sheets that
    /// carry sounds): the same voice and rate as `say`.
    public func record(_ utterance: Utterance, to path: String) throws(SpeechProblem) {
        guard readLanguages() != nil else { throw .cannotRun }
        guard let voice = voice(of: utterance) else { throw .noVoice(utterance.language) }
        // espeak-ng exits 0 even when it could not create the file: the file is what tells.
        guard let result = try? Self.run(program, ["--stdin", "-v", voice, "-s", String(utterance.rate), "-w", path], input: utterance.text),
              result.status == 0,
              let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > 44 else { throw .cannotRun }
    }

    func note(_ problem: SpeechProblem) {
        state.withLock { state in
            guard !state.said.contains(problem) else { return }
            state.said.insert(problem)
            state.problems.append(problem)
        }
    }

    // MARK: Reading espeak-ng

    /// The language codes of `espeak-ng --voices`: its second column (`fr-fr`), and the codes
    /// in brackets of its last (`(fr 5)`), which say what a voice also answers to.
    static func languages(inVoiceList text: String) -> Set<String> {
        var codes: Set<String> = []
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 2 else { continue }
            codes.insert(fields[1].lowercased())
            for (index, field) in fields.enumerated() where field.hasPrefix("(") && index + 1 < fields.count {
                codes.insert(field.dropFirst().lowercased())
            }
        }
        return codes
    }

    /// Whether espeak-ng's error output says it found no sound device.
    static func saysNoDevice(_ errors: String) -> Bool {
        errors.contains("ALSA lib") || errors.contains("cannot find card") || errors.contains("Unknown PCM")
            || errors.contains("No such file or directory")
    }

    /// The first executable file called `name` in the folders of `path` (`PATH`'s form).
    static func executable(named name: String, path: String) -> String? {
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = folder + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs `program` to its end: its exit status and its standard output.
    static func run(_ program: String, _ arguments: [String], input: String? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let output = Pipe(), standardInput = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : standardInput
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        if let input {
            try? standardInput.fileHandleForWriting.write(contentsOf: Data(input.utf8))
            try? standardInput.fileHandleForWriting.close()
        }
        let data = (try? output.fileHandleForReading.readToEnd()) ?? Data()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
