import Testing
import WordSudokuKit

/// The one rule that chooses the interface language, for every command and both front ends.
@Suite("Interface language", .timeLimit(.minutes(15)))
struct InterfaceLanguageTests {
    static let french = ["LANG": "fr_FR.UTF-8"]

    @Test func theLanguageAskedForWinsOverTheSettingsAndTheLocale() {
        #expect(UILanguage.chosen(asked: .en, saved: .fr, environment: Self.french) == .en)
        #expect(UILanguage.chosen(asked: .fr, saved: .en, environment: [:]) == .fr)
    }

    @Test func theSavedLanguageWinsOverTheLocale() {
        #expect(UILanguage.chosen(saved: .en, environment: Self.french) == .en)
        #expect(UILanguage.chosen(saved: .fr, environment: ["LANG": "en_GB.UTF-8"]) == .fr)
    }

    @Test func theLocaleDecidesLastTheFirstNonEmptyVariableFirst() {
        #expect(UILanguage.chosen(saved: nil, environment: Self.french) == .fr)
        #expect(UILanguage.chosen(saved: nil, environment: ["LC_ALL": "", "LC_MESSAGES": "fr_CA", "LANG": "en_US"]) == .fr)
        #expect(UILanguage.chosen(saved: nil, environment: ["LC_ALL": "C", "LANG": "fr_FR"]) == .en)
        #expect(UILanguage.chosen(saved: nil, environment: [:]) == .en)
    }
}
