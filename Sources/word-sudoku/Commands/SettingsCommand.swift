import Foundation
import WordSudokuKit

extension Command {
    static let settings = Command(
        name: "settings",
        summary: Localized(en: "Show your settings, or change one: the defaults of every new game.",
                           fr: "Afficher les réglages, ou en modifier un : les valeurs de chaque nouvelle partie."),
        operands: "[KEY [VALUE]]",
        operandValues: .choices(Settings.keys.map(\.name)),
        description: Localized(en: """
              (nothing)      every setting with its value and the values it takes
              KEY            one setting
              KEY VALUE      change it, e.g. “settings size 9”, “settings grade 2”, “settings language fr”
              voice LANGUAGE VOICE
                             the espeak-ng voice for a language, e.g. “settings voice fr fr-be”
            Settings: \(Settings.keys.map(\.name).joined(separator: ", ")).
            Command-line options (--size, --grade, --lang...) still win for one game.
            """, fr: """
              (rien)         chaque réglage avec sa valeur (dont retention : le rappel auquel un
                             mot revient, 0.70 à 0.97) et les valeurs qu’il prend
              CLÉ            un réglage
              CLÉ VALEUR     le modifier, par ex. « settings size 9 », « settings grade 2 »,
                             « settings language fr »
              voice LANGUE VOIX
                             la voix d’espeak-ng d’une langue, par ex. « settings voice fr fr-be »
            Réglages : \(Settings.keys.map(\.name).joined(separator: ", ")).
            Les options de la ligne de commande (--size, --grade, --lang...) l’emportent pour une partie.
            """),
        options: [],
        run: { arguments in
            let operands = arguments.operands
            // `voice` takes two words: the language and its voice.
            let most = operands.first == "voice" ? 3 : 2
            guard operands.count <= most else {
                throw UsageError(CommandLineText.unexpectedArgument(operands[most], command: "settings"), command: "settings")
            }
            let context = try GameContext(arguments)
            var settings = context.settings
            var language = context.language
            func line(_ key: Settings.Key) -> String {
                let value = key.value(in: settings)
                let name = key.name.padding(toLength: 14, withPad: " ", startingAt: 0)
                // Padded, never cut: a list's path is longer than the column.
                let shown = value.isEmpty ? "\"\"" : value
                return name + shown + String(repeating: " ", count: max(0, 10 - shown.count)) + "  " + CommandLineText.allowed(key)(language)
            }
            guard let name = operands.first else {
                emit(Settings.keys.map(line))
                return .success
            }
            guard let key = Settings.key(named: name) else {
                throw UsageError(CommandLineText.unknownSetting(name), command: "settings")
            }
            guard operands.count >= 2 else {
                emit([line(key)])
                return .success
            }
            // A teacher's list is kept by its file's path, as any list file is.
            let value = key.name == "words" ? WordListLibrary(environment: ProcessInfo.processInfo.environment).resolve(operands[1])
                : operands.dropFirst().joined(separator: " ")
            // A size is a grid's side, 4 to 25: bounded here before the key squares it.
            // (Settings+Keys should bound it itself; it belongs to the store's validation.)
            let sizeInRange = key.name != "size" || Int(value).map { (4...25).contains($0) } == true
            guard sizeInRange, let changed = key.setting(value, in: settings) else {
                throw UsageError(CommandLineText.badSetting(key, got: value), command: "settings")
            }
            // A voice espeak-ng has not got is refused here when espeak-ng can say so (else it is
            // checked, and said once, when a word is spoken).
            if key.name == "voice", let voice = changed.voices.first(where: { settings.voices[$0.key] != $0.value })?.value,
               let speaker = Speaker.find(environment: ProcessInfo.processInfo.environment), !speaker.languages.contains(voice) {
                throw UsageError(CommandLineText.unknownVoice(voice, known: speaker.languages), command: "settings")
            }
            try context.store.saveSettings(changed)
            settings = changed
            // A new language is confirmed in it, as the next command will speak it:
            // `settings language en` run in French answered in French.
            language = (try? arguments.language(saved: changed.uiLanguage, environment: ProcessInfo.processInfo.environment)) ?? language
            emit([line(key)])
            return .success
        })
}
