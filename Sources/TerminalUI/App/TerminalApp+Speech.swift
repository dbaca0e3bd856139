import WordSudokuKit

/// Words said aloud by the full screen: the speak key's, and in a game that speaks its words
/// (`GameSetup.speaksWords`) the words placed and the recall check's questions. The app only
/// says what to say (`Effect.speak`); the runner's `Speaker` says it in the background.
extension TerminalApp {
    /// `utterance` to say, in the voice and at the rate the settings choose for it (the
    /// settings' voice for its language, else its list's, `setup.voices`): nothing when there
    /// is nothing to say, no espeak-ng, or speech is off.
    func spoken(_ utterance: Utterance?, in setup: GameSetup) -> [Effect] {
        guard canSpeak, settings.speech.isOn, let utterance else { return [] }
        return [.speak(settings.speech.voiced(utterance, listVoices: setup.voices))]
    }
}
