/// Why a word was not said. Each is said once (`Speaker.takeProblem`), in the player's
/// language.
public enum SpeechProblem: Error, Hashable, Sendable {
    /// espeak-ng ran, but there is no sound device to hear it on.
    case noSoundDevice
    /// espeak-ng has no voice for this language code.
    case noVoice(String)
    /// espeak-ng has no voice of this name (the settings' or a list's): the language's own
    /// voice is used instead.
    case unknownVoice(String, language: String)
    /// espeak-ng could not be started (or failed).
    case cannotRun
    /// espeak-ng is not installed.
    case notInstalled
    /// A list's recording of a word cannot be played (missing, unreadable, no player): the
    /// word is said by espeak-ng instead. Said once per file.
    case recordingUnplayable(String)

    public var text: Localized {
        switch self {
        case .noSoundDevice:
            Localized(en: "No sound device: speech is on, but nothing can play it here.",
                      fr: "Pas de périphérique audio : la parole est active, mais rien ne peut la jouer ici.")
        case .noVoice(let code):
            Localized(en: "espeak-ng has no voice for “\(DisplaySafe.escaped(code, limit: 20))”: its words are not spoken.",
                      fr: "espeak-ng n’a pas de voix pour « \(DisplaySafe.escaped(code, limit: 20)) » : ses mots ne sont pas dits.")
        case let .unknownVoice(voice, language):
            Localized(en: "espeak-ng has no voice “\(DisplaySafe.escaped(voice, limit: 20))”: “\(DisplaySafe.escaped(language, limit: 20))” words are said in the language's own voice (espeak-ng --voices lists its voices).",
                      fr: "espeak-ng n’a pas de voix « \(DisplaySafe.escaped(voice, limit: 20)) » : les mots « \(DisplaySafe.escaped(language, limit: 20)) » sont dits avec la voix de leur langue (espeak-ng --voices liste ses voix).")
        case .cannotRun:
            Localized(en: "espeak-ng could not be started: words are not spoken.",
                      fr: "espeak-ng n’a pas pu être lancé : les mots ne sont pas dits.")
        case .notInstalled:
            SpeechText.howToGet
        case .recordingUnplayable(let path):
            Localized(en: "The recording \(DisplaySafe.escaped(path, limit: 200)) cannot be played (missing, unreadable, or no sound player: pw-play, paplay, ffplay or aplay): espeak-ng says the word instead.",
                      fr: "L’enregistrement \(DisplaySafe.escaped(path, limit: 200)) ne peut pas être joué (absent, illisible, ou aucun lecteur : pw-play, paplay, ffplay ou aplay) : espeak-ng dit le mot à la place.")
        }
    }
}

extension SpeechProblem {
    /// Several problems as one message (the full screen has one message line): their texts,
    /// one after the other.
    public static func text(of problems: [SpeechProblem]) -> Localized {
        Localized(en: problems.map(\.text.en).joined(separator: " "),
                  fr: problems.map(\.text.fr).joined(separator: " "))
    }
}

/// The texts about speech, in English and French.
public enum SpeechText {
    /// How to get speech, said where speech is offered (About, Options, the speak key) when
    /// espeak-ng is missing.
    public static let howToGet = Localized(
        en: "Speech: words can be spoken with espeak-ng, which is not installed. On Debian or Ubuntu: sudo apt install espeak-ng",
        fr: "Parole : les mots peuvent être dits par espeak-ng, qui n’est pas installé. Sous Debian ou Ubuntu : sudo apt install espeak-ng")

    /// What About says of speech: the program and its voices, or how to get it.
    public static func status(_ speaker: Speaker?) -> Localized {
        guard let speaker else { return howToGet }
        return available(speaker.program, voices: Set(speaker.languages.map { $0.split(separator: "-")[0] }).count)
    }

    /// Speech is there: which program and how many voices.
    public static func available(_ program: String, voices: Int) -> Localized {
        let path = DisplaySafe.escaped(program, limit: 200)
        return Localized(en: "Speech: espeak-ng (\(path)), \(voices) voice languages: in a game ^S says the selected cell's word (say B2 or say WORD in line mode).",
                         fr: "Parole : espeak-ng (\(path)), \(voices) langues de voix : dans une partie, ^S dit le mot de la case choisie (dire B2 ou dire MOT en mode ligne).")
    }

    /// The selected cell is empty: nothing to say.
    public static let emptyCell = Localized(en: "Nothing to say: the cell is empty.", fr: "Rien à dire : la case est vide.")
    /// Line mode's answer to `say`, while the word is said. `hiddenIn`: the cell of a heard
    /// given (listening, dictation), whose word the game hides — named instead of its word, as
    /// the full screen's status line shows only the speaker.
    public static func saying(_ utterance: Utterance, hiddenIn cell: String? = nil) -> Localized {
        let code = DisplaySafe.escaped(utterance.language, limit: 20)
        if let cell {
            return Localized(en: "Saying the word in \(cell) (\(code)).", fr: "Dit : le mot de \(cell) (\(code)).")
        }
        let text = DisplaySafe.escaped(utterance.text, limit: Utterance.maximumLength)
        return Localized(en: "Saying “\(text)” (\(code)).", fr: "Dit : « \(text) » (\(code)).")
    }

    /// Speech is turned off in the settings: the speak key and `say` say how to turn it on.
    public static let speechOff = Localized(
        en: "Speech is off: turn it on in Options, or with word-sudoku settings speech on.",
        fr: "La parole est désactivée : activez-la dans Options, ou par word-sudoku settings speech on.")

    /// `say` with nothing after it.
    static let usageSay = Localized(en: "Usage: say B2 (the cell's word) or say WORD.",
                                           fr: "Usage : dire B2 (le mot de la case) ou dire MOT.")
}
