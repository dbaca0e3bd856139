import SudokuEngine

/// The recall check's texts in line mode: its announcement, prompts, judgements and tally.
extension GameText {
    /// Line mode's announcement of a recall check of `count` words.
    static func recallIntro(_ count: Int, _ language: UILanguage) -> String {
        L(en: "Recall check: \(count) word\(count == 1 ? "" : "s") of this game, without the board. Type each translation (? if you do not know; an empty line skips the check).",
          fr: "Rappel : \(count) mot\(count > 1 ? "s" : "") de cette partie, sans la grille. Tapez chaque traduction (? si vous ne savez pas ; une ligne vide passe le rappel).")(language)
    }

    /// A command typed at the recall check's prompt that the check has no use for: the game is
    /// over, the check waits for a translation.
    public static func recallIsOn(_ language: UILanguage) -> String {
        L(en: "The game is over; the recall check asks a translation: type it (? if you do not know; finish or an empty line skips the check).",
          fr: "La partie est finie ; le rappel demande une traduction : tapez-la (? si vous ne savez pas ; terminer ou une ligne vide passe le rappel).")(language)
    }

    /// The word asked: `turtle in French?` (it was `turtle → ?`, which a screen reader reads
    /// aloud as "right arrow question mark").
    public static func recallPrompt(_ shown: String, _ setup: GameSetup, _ language: UILanguage) -> String {
        let answer = languageName(setup.answerLanguage)
        return L(en: "\(DisplaySafe.escaped(shown)) in \(answer.en)?", fr: "\(DisplaySafe.escaped(shown)) en \(answer.fr) ?")(language)
    }

    /// What an answer of the recall check was judged.
    public static func recallJudgement(_ judgement: RecallCheck.Judgement, typed: String, _ setup: GameSetup, _ language: UILanguage) -> String {
        switch judgement {
        case .right: return L(en: "Right.", fr: "Juste.")(language)
        case let .corrected(correction):
            return L(en: "Right (\(correction.message.en)).", fr: "Juste (\(correction.message.fr)).")(language)
        case let .wrong(expected):
            let expected = DisplaySafe.escaped(expected)
            return L(en: "No: it is \(expected).", fr: "Non : c’est \(expected).")(language)
        case .otherLanguage: return otherLanguage(typed, setup, language)
        case let .ambiguous(words): return WordListText.ambiguousAccents(words)(language)
        case .almost:
            return L(en: "Almost: the spelling is off. Type it again (? if you do not know).",
                     fr: "Presque : l’orthographe n’est pas juste. Retapez-le (? si vous ne savez pas).")(language)
        }
    }

    /// The end of a recall check: how many were right, or that it was skipped; then the words
    /// it found not known, due the next day (`RecallCheck.missed`).
    public static func recallDone(_ check: RecallCheck, _ language: UILanguage) -> String {
        let done = check.skipped
            ? L(en: "Recall check skipped (\(check.answered) answered).", fr: "Rappel passé (\(check.answered) réponse\(check.answered > 1 ? "s" : "")).")
            : L(en: "Recall check: \(check.right) of \(check.answered) right.", fr: "Rappel : \(check.right) sur \(check.answered) juste\(check.right > 1 ? "s" : "").")
        guard !check.missed.isEmpty else { return done(language) }
        let words = check.missed.map { reviewItem($0, check.setup) }.joined(separator: semicolon(language))
        return done(language) + " " + L(en: "To review tomorrow: \(words).", fr: "À revoir demain : \(words).")(language)
    }
}
