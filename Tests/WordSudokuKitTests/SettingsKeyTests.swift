import Testing
@testable import WordSudokuKit

@Suite("Settings keys", .timeLimit(.minutes(15)))
struct SettingsKeyTests {
    @Test func everyKeyReadsBackTheValueItWasSetTo() throws {
        let values = ["language": "fr", "colours": "off", "high-contrast": "on", "sound": "off", "mode": "at-finish",
                      "timer": "off", "vim-keys": "on", "size": "9", "box": "3x2", "grade": "4", "words": "food", "show": "fr", "retention": "0.90", "player": "Zoé",
                      "speech": "off", "speech-rate": "200", "voice": "fr fr-be", "speak-words": "on"]
        #expect(Set(values.keys) == Set(Settings.keys.map(\.name)))
        for key in Settings.keys {
            let value = try #require(values[key.name])
            let changed = try #require(key.setting(value, in: Settings()), "\(key.name)")
            #expect(key.value(in: changed) == value)
        }
    }

    @Test func valuesOutsideTheAllowedOnesAreRefused() {
        for (name, value) in [("size", "7"), ("grade", "6"), ("colours", "maybe"), ("words", "no-such-list"),
                              ("player", "a\u{1B}[2J"), ("language", "de"), ("retention", "0.5"), ("retention", "98"),
                              ("retention", "nan"), ("retention", "1e2"), ("retention", "-0.9"), ("retention", ""),
                              ("speech-rate", "79"), ("speech-rate", "261"), ("speech-rate", "fast"), ("speech-rate", "1e3"),
                              ("voice", "fr"), ("voice", "fr -w/tmp/x"), ("voice", "fr fr be"), ("voice", "fr fr\u{1B}[2J"),
                              ("voice", "fr --help"), ("voice", "fr " + String(repeating: "a", count: 31)), ("speak-words", "yes")] {
            #expect(Settings.key(named: name)?.setting(value, in: Settings()) == nil, "\(name) \(value)")
        }
    }

    /// Retention as a share or a percentage, in FSRS's range 0.70…0.97, to the hundredth; auto
    /// gives the game's choice back.
    @Test func retentionIsAShareOrAPercentageInItsRange() throws {
        let key = try #require(Settings.key(named: "retention"))
        for (text, value) in [("0.9", 0.90), ("0,75", 0.75), ("90", 0.90), ("80 %", 0.80), ("97%", 0.97), ("0.7", 0.70), ("0.876", 0.88)] {
            #expect(key.setting(text, in: Settings())?.retention == value, "\(text)")
        }
        var settings = try #require(key.setting("0.9", in: Settings()))
        #expect(LearnerMemory().target(player: "ada", setting: settings.retention) == 0.9)
        settings = try #require(key.setting("auto", in: settings))
        #expect(settings.retention == nil && LearnerMemory().target(player: "ada", setting: settings.retention) == FSRS.desiredRetention)
        #expect(key.value(in: settings) == "auto")
    }

    @Test func theShownLanguageMayBeAnyOfTheListsLanguages() throws {
        let path = try temporaryFile(named: "tiere.csv", bytes: Array("es,de\ngato,Katze\nperro,Hund\npájaro,Vogel\npez,Fisch\n".utf8))
        defer { removeTemporaryFile(path) }
        let show = try #require(Settings.key(named: "show"))
        #expect(show.setting("es", in: Settings()) == nil)
        let withList = try #require(Settings.key(named: "words")?.setting(path, in: Settings()))
        #expect(withList.list == path)
        for language in ["es", "de", "en", "fr"] { #expect(show.setting(language, in: withList)?.shownLanguage == language) }
        #expect(show.setting("it", in: withList) == nil)
    }

    /// Issue 29: a voice per language, the settings' winning over the list's; `auto` gives the
    /// choice back to the list (else the language's own voice); the rate goes with every word.
    @Test func aVoicePerLanguageWinsOverTheListsAndAutoGivesItBack() throws {
        let key = try #require(Settings.key(named: "voice"))
        var settings = try #require(key.setting("fr fr-BE", in: Settings()))
        settings = try #require(key.setting("en=en-us", in: settings))
        #expect(settings.voices == ["fr": "fr-be", "en": "en-us"])
        #expect(key.value(in: settings) == "en en-us, fr fr-be")
        settings.speechRate = 100
        let word = try #require(Utterance("le chat", language: "fr"))
        let said = settings.speechSettings.voiced(word, listVoices: ["fr": "fr-fr"])
        #expect(said.voice == "fr-be" && said.rate == 100)
        settings = try #require(key.setting("fr auto", in: settings))
        #expect(settings.speechSettings.voiced(word, listVoices: ["fr": "fr-fr"]).voice == "fr-fr")
        #expect(settings.speechSettings.voiced(word).voice == nil)
        #expect(key.value(in: Settings()) == "auto")
    }
}
