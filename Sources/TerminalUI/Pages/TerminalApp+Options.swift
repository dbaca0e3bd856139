import WordSudokuKit

/// The Options page: the settings the full screen changes, each saved at once.
extension TerminalApp {
    /// The Options rows, in order: language, colours, timer, sound, Vim keys, retention, then
    /// speech (on or off, New game's "Speak the words", the rate, a voice per language: the
    /// language, then its voice), then the player's name (a text field).
    enum OptionRow: Int, CaseIterable {
        case language, theme, timer, sound, vimKeys, retention, speech, speakWords, speechRate, voiceLanguage, voice, player
    }
    static let optionsCount = OptionRow.allCases.count
    static let optionsNameRow = OptionRow.player.rawValue

    /// The languages a voice can be chosen for: those of the lists offered, and any the
    /// settings name already, sorted.
    var voiceLanguages: [String] {
        let listed = services.lists.flatMap { $0.list?.languages ?? [] }
        let languages = Set(listed + settings.speech.voices.keys + ["en", "fr"]).sorted()
        return languages
    }

    /// The language whose voice the voice row shows.
    var voiceLanguage: String {
        let languages = voiceLanguages
        return languages[min(max(0, voiceLanguageIndex), languages.count - 1)]
    }

    mutating func handleOptions(_ key: Key) -> [Effect] {
        let count = TerminalApp.optionsCount
        let before = settings
        // On the name row letters type (j, k, h, l and q too); arrows, Tab and Esc still work.
        if optionsIndex == TerminalApp.optionsNameRow {
            var edited = true
            switch key {
            case .character(let character):
                if settings.player.count < NewGameForm.maximumNameLength, !character.isNewline,
                   PlayerName.problem(settings.player + String(character)) == nil {
                    settings.player.append(character)
                }
            case .backspace, .delete:
                if !settings.player.isEmpty { settings.player.removeLast() }
            default: edited = false
            }
            if edited {
                newGame.player = settings.player
                settingsFailure = services.saveSettings(settings, before)
                return []
            }
        }
        switch key {
        case .up, .character("k"), .backTab: optionsIndex = (optionsIndex + count - 1) % count
        case .down, .character("j"), .tab: optionsIndex = (optionsIndex + 1) % count
        case .left, .right, .character("h"), .character("l"), .enter, .character(" "):
            let step = key == .left || key == .character("h") ? -1 : 1
            switch OptionRow(rawValue: optionsIndex) {
            case .language: settings.language = settings.language == .en ? .fr : .en
            case .theme:
                let all = AppSettings.ThemeChoice.allCases
                let index = all.firstIndex(of: settings.theme)!
                settings.theme = all[(index + step + all.count) % all.count]
            case .timer: settings.showTimer.toggle()
            case .sound: settings.sound.toggle()
            case .vimKeys: settings.vimKeys.toggle()
            case .retention: settings.retention = settings.retention(steppedBy: step)
            case .speech: settings.speech.isOn.toggle()
            case .speakWords:
                settings.speech.speakWords.toggle()
                // New game starts from it, as it starts from the last game's choices.
                newGame.speakWords = settings.speech.speakWords
            case .speechRate:
                // Rounded to the steps, within the range (a rate set by `settings` in between
                // moves to the neighbouring step).
                let range = SpeechSettings.rateRange, stepSize = SpeechSettings.rateStep
                let current = settings.speech.rate
                let next = step > 0 ? (current / stepSize + 1) * stepSize : ((current + stepSize - 1) / stepSize - 1) * stepSize
                settings.speech.rate = min(max(next, range.lowerBound), range.upperBound)
            case .voiceLanguage:
                let languages = voiceLanguages
                voiceLanguageIndex = ((voiceLanguageIndex + step) % languages.count + languages.count) % languages.count
                return []
            case .voice:
                // "auto" (the list's voice, else the language's own), then espeak-ng's voices
                // for the language (asked of espeak-ng now, the first time).
                let language = voiceLanguage
                var choices: [String?] = [nil] + voicesFor(language).map { $0 }
                if let chosen = settings.speech.voices[language], !choices.contains(chosen) { choices.append(chosen) }
                let index = choices.firstIndex(of: settings.speech.voices[language]) ?? 0
                settings.speech.voices[language] = choices[((index + step) % choices.count + choices.count) % choices.count]
            case .player, nil: break
            }
            settingsFailure = services.saveSettings(settings, before)
        case .escape, .character("q"): screen = .menu
        default: break
        }
        return []
    }

    func renderOptions(into buffer: inout ScreenBuffer) {
        buffer.write(ScreenText.optionsTitle(language), column: 2, row: 1, style: theme.title)
        let themeName: Localized = switch settings.theme {
        case .standard: ScreenText.themeStandard
        case .highContrast: ScreenText.themeHighContrast
        case .none: ScreenText.themeNone
        }
        func yesNo(_ value: Bool) -> String { (value ? ScreenText.yes : ScreenText.no)(language) }
        let voiceLanguage = voiceLanguage
        let rows: [(Localized, String)] = OptionRow.allCases.map { row in
            switch row {
            case .language: (ScreenText.optionLanguage, settings.language == .en ? "English" : "Français")
            case .theme: (ScreenText.optionTheme, themeName(language))
            case .timer: (ScreenText.optionTimer, yesNo(settings.showTimer))
            case .sound: (ScreenText.optionSound, yesNo(settings.sound))
            case .vimKeys: (ScreenText.optionVimKeys, yesNo(settings.vimKeys))
            case .retention: (ScreenText.optionRetention, settings.retention.map { ScreenText.percent($0)(language) }
                ?? ScreenText.retentionAuto(ScreenText.percent(autoRetention)(language))(language))
            case .speech: (ScreenText.optionSpeech, yesNo(settings.speech.isOn))
            case .speakWords: (ScreenText.optionSpeakWords, yesNo(settings.speech.speakWords))
            case .speechRate: (ScreenText.optionSpeechRate, ScreenText.wordsPerMinute(settings.speech.rate)(language))
            case .voiceLanguage: (ScreenText.optionVoiceLanguage, GameText.languageName(voiceLanguage)(language) + " (\(voiceLanguage))")
            case .voice: (ScreenText.optionVoice, settings.speech.voices[voiceLanguage].map { DisplaySafe.escaped($0, limit: 30) }
                ?? ScreenText.voiceAuto(language))
            case .player: (ScreenText.optionPlayer, settings.player)
            }
        }
        let labelWidth = rows.map { DisplayWidth.of($0.0(language)) }.max() ?? 8
        // Two rows a setting when the screen has room for them, else one.
        let spacing = buffer.height >= 4 + rows.count * 2 + 4 ? 2 : 1
        for (index, (label, value)) in rows.enumerated() {
            buffer.write(label(language), column: 2, row: 3 + index * spacing, style: theme.text)
            let selected = index == optionsIndex
            let shown = index == TerminalApp.optionsNameRow ? "[ \(value)\(selected ? "_" : "") ]" : "‹ \(value) ›"
            buffer.write(shown, column: 4 + labelWidth, row: 3 + index * spacing, style: selected ? theme.menuChoice : theme.text,
                         limit: buffer.width - 5 - labelWidth)
        }
        let below = 4 + rows.count * spacing
        // A change that could not be kept says so at once (and the program ends with status 73);
        // without espeak-ng, the speech rows say how to get it.
        if let settingsFailure {
            _ = writeWrapped(settingsFailure.text(language), into: &buffer, column: 2, row: below,
                             width: buffer.width - 4, style: theme.message)
        } else if !canSpeak, (OptionRow.speech.rawValue...OptionRow.voice.rawValue).contains(optionsIndex) {
            _ = writeWrapped(SpeechText.howToGet(language), into: &buffer, column: 2, row: below,
                             width: buffer.width - 4, style: theme.message)
        }
        writeHelp(optionsIndex == TerminalApp.optionsNameRow ? ScreenText.optionsNameHelp : ScreenText.optionsHelp, into: &buffer)
    }
}
