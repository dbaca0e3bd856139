import Foundation
import SudokuEngine

extension Settings {
    /// One setting as `word-sudoku settings` shows and changes it: its name, the values it
    /// takes, and how to read and write it.
    public struct Key: Sendable {
        public let name: String
        /// The allowed values, as the user reads them: `on, off`.
        public let allowed: String
        let read: @Sendable (Settings) -> String
        /// Sets the value, or returns false when `text` is not one of the allowed values.
        let write: @Sendable (inout Settings, String) -> Bool

        public func value(in settings: Settings) -> String { read(settings) }

        /// `settings` with this key set to `text`, or nil when `text` is not allowed.
        public func setting(_ text: String, in settings: Settings) -> Settings? {
            var copy = settings
            return write(&copy, text) ? copy : nil
        }
    }

    /// Every setting, in the order `word-sudoku settings` lists them.
    public static let keys: [Key] = [
        Key(name: "language", allowed: "en, fr, auto (from LANG)",
            read: { $0.uiLanguage?.rawValue ?? "auto" },
            write: { settings, text in
                if text == "auto" { settings.uiLanguage = nil; return true }
                guard let language = UILanguage(rawValue: text) else { return false }
                settings.uiLanguage = language
                return true
            }),
        onOff("colours", \.colours),
        onOff("high-contrast", \.highContrast),
        onOff("sound", \.sound),
        // Speech (`SpeechSettings`): on or off apart from the bell, its rate, a voice per
        // language, and whether new games say the words placed.
        onOff("speech", \.speech),
        Key(name: "speech-rate", allowed: "\(SpeechSettings.rateRange.lowerBound)-\(SpeechSettings.rateRange.upperBound) words a minute (\(SpeechSettings.defaultRate): a learner's pace)",
            read: { "\($0.speechRate)" },
            write: { settings, text in
                guard text.count <= 4, let rate = Int(text), SpeechSettings.rateRange.contains(rate) else { return false }
                settings.speechRate = rate
                return true
            }),
        Key(name: "voice", allowed: "LANGUAGE VOICE, e.g. “voice fr fr-be” (an espeak-ng voice; espeak-ng --voices lists them), or LANGUAGE auto (the list's voice, else the language's)",
            read: { settings in
                settings.voices.isEmpty ? "auto" : settings.voices.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            },
            write: { settings, text in
                let words = text.split(whereSeparator: { $0 == " " || $0 == "=" }).map { $0.lowercased() }
                guard words.count == 2, SpeechSettings.isVoiceName(words[0]) else { return false }
                if words[1] == "auto" {
                    settings.voices[words[0]] = nil
                    return true
                }
                guard SpeechSettings.isVoiceName(words[1]),
                      settings.voices[words[0]] != nil || settings.voices.count < SpeechSettings.maximumVoices else { return false }
                settings.voices[words[0]] = words[1]
                return true
            }),
        onOff("speak-words", \.speakWords),
        Key(name: "mode", allowed: "immediate, at-finish",
            read: { $0.mode.rawValue },
            write: { settings, text in
                guard let mode = MistakeMode(rawValue: text) else { return false }
                settings.mode = mode
                return true
            }),
        onOff("timer", \.showTimer),
        onOff("vim-keys", \.vimKeys),
        Key(name: "size", allowed: "4, 6, 8, 9, 12, 16, 25 (the usual box shape for it)",
            read: { "\($0.boxRows * $0.boxColumns)" },
            write: { settings, text in
                guard let size = Int(text), let shape = BoxShape.standard(forCellCount: size * size) else { return false }
                (settings.boxRows, settings.boxColumns) = (shape.boxRows, shape.boxColumns)
                return true
            }),
        Key(name: "box", allowed: "RxC, e.g. 2x3 (grids from 4×4 to 25×25)",
            read: { "\($0.boxRows)x\($0.boxColumns)" },
            write: { settings, text in
                guard let shape = try? BoxShape(parsing: text) else { return false }
                (settings.boxRows, settings.boxColumns) = (shape.boxRows, shape.boxColumns)
                return true
            }),
        Key(name: "grade", allowed: "1-5 or beginner, easy, medium, hard, expert",
            read: { "\($0.grade)" },
            write: { settings, text in
                guard let grade = Grade(parsing: text) else { return false }
                settings.grade = grade.rawValue
                return true
            }),
        // A teacher's list (`lists/verbs.tsv`) comes here as its path: `word-sudoku settings`
        // resolves the name with `WordListLibrary.resolve` first.
        Key(name: "words", allowed: "a built-in list (" + BuiltInWordLists.names.joined(separator: ", ") + "), one of your lists or a list file",
            read: { $0.list },
            write: { settings, text in
                // As `WordListCatalog.load`: an existing file comes before a built-in list's name.
                if WordListCatalog.isExistingFile(text) || text.contains("/") {
                    guard FileManager.default.isReadableFile(atPath: text) else { return false }
                    // A file is kept by its full path, so that it is found from any directory.
                    settings.list = URL(fileURLWithPath: text).standardizedFileURL.path
                    return true
                }
                guard BuiltInWordLists.named(text) != nil else { return false }
                settings.list = text
                return true
            }),
        Key(name: "show", allowed: "en, fr or a language of your list (the language the givens show; you type the other)",
            read: { $0.shownLanguage },
            write: { settings, text in
                // en and fr for the built-in lists; the list's own when it has others (es, de...).
                let listLanguages = (try? WordListCatalog.load(nameOrPath: settings.list))?.list.languages ?? []
                guard (["en", "fr"] + listLanguages).contains(text) else { return false }
                settings.shownLanguage = text
                return true
            }),
        Key(name: "retention", allowed: "0.70-0.97 or 70-97 (%): the chance of recall at which a word comes back; auto (85 %, then chosen for you once 100 of your reviews are fitted)",
            read: { $0.retention.map { String(format: "%.2f", $0) } ?? "auto" },
            write: { settings, text in
                if text == "auto" { settings.retention = nil; return true }
                guard let retention = parseRetention(text) else { return false }
                settings.retention = retention
                return true
            }),
        Key(name: "player", allowed: "a name without control characters (empty: your login name, else Guest)",
            read: { $0.player },
            write: { settings, text in
                guard PlayerName.problem(text) == nil else { return false }
                settings.player = text
                return true
            }),
    ]

    /// `0.9`, `0,9`, `90` or `90%` as 0.90, when in `retentionRange`; two decimals at most.
    static func parseRetention(_ text: String) -> Double? {
        var digits = text.replacingOccurrences(of: ",", with: ".").trimmingCharacters(in: .whitespaces)
        let percent = digits.hasSuffix("%")
        if percent { digits = String(digits.dropLast()).trimmingCharacters(in: .whitespaces) }
        guard digits.count <= 6, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              var value = Double(digits), value.isFinite else { return nil }
        if percent || value > 1 { value /= 100 }
        value = (value * 100).rounded() / 100
        return retentionRange.contains(value) ? value : nil
    }

    /// The setting called `name`, if there is one.
    public static func key(named name: String) -> Key? { keys.first { $0.name == name } }

    private static func onOff(_ name: String, _ path: WritableKeyPath<Settings, Bool> & Sendable) -> Key {
        Key(name: name, allowed: "on, off",
            read: { $0[keyPath: path] ? "on" : "off" },
            write: { settings, text in
                switch text {
                case "on": settings[keyPath: path] = true
                case "off": settings[keyPath: path] = false
                default: return false
                }
                return true
            })
    }
}
