import WordSudokuKit

/// The Options page: the settings the full screen changes, each saved at once.
extension TerminalApp {
    /// The Options rows: language, colours, timer, sound, Vim keys, retention, then the player's
    /// name (a text field).
    static let optionsCount = 7
    static let optionsNameRow = 6

    mutating func handleOptions(_ key: Key) -> [Effect] {
        let count = TerminalApp.optionsCount
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
                settingsFailure = services.saveSettings(settings)
                return []
            }
        }
        switch key {
        case .up, .character("k"), .backTab: optionsIndex = (optionsIndex + count - 1) % count
        case .down, .character("j"), .tab: optionsIndex = (optionsIndex + 1) % count
        case .left, .right, .character("h"), .character("l"), .enter, .character(" "):
            let step = key == .left || key == .character("h") ? -1 : 1
            switch optionsIndex {
            case 0: settings.language = settings.language == .en ? .fr : .en
            case 1:
                let all = AppSettings.ThemeChoice.allCases
                let index = all.firstIndex(of: settings.theme)!
                settings.theme = all[(index + step + all.count) % all.count]
            case 2: settings.showTimer.toggle()
            case 3: settings.sound.toggle()
            case 4: settings.vimKeys.toggle()
            case 5: settings.retention = settings.retention(steppedBy: step)
            default: break
            }
            settingsFailure = services.saveSettings(settings)
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
        let rows: [(Localized, String)] = [
            (ScreenText.optionLanguage, settings.language == .en ? "English" : "Français"),
            (ScreenText.optionTheme, themeName(language)),
            (ScreenText.optionTimer, (settings.showTimer ? ScreenText.yes : ScreenText.no)(language)),
            (ScreenText.optionSound, (settings.sound ? ScreenText.yes : ScreenText.no)(language)),
            (ScreenText.optionVimKeys, (settings.vimKeys ? ScreenText.yes : ScreenText.no)(language)),
            (ScreenText.optionRetention, settings.retention.map { ScreenText.percent($0)(language) }
                ?? ScreenText.retentionAuto(ScreenText.percent(FSRS.desiredRetention)(language))(language)),
            (ScreenText.optionPlayer, settings.player),
        ]
        let labelWidth = rows.map { DisplayWidth.of($0.0(language)) }.max() ?? 8
        for (index, (label, value)) in rows.enumerated() {
            buffer.write(label(language), column: 2, row: 3 + index * 2, style: theme.text)
            let selected = index == optionsIndex
            let shown = index == TerminalApp.optionsNameRow ? "[ \(value)\(selected ? "_" : "") ]" : "‹ \(value) ›"
            buffer.write(shown, column: 4 + labelWidth, row: 3 + index * 2, style: selected ? theme.menuChoice : theme.text,
                         limit: buffer.width - 5 - labelWidth)
        }
        // A change that could not be kept says so at once (and the program ends with status 73).
        if let settingsFailure {
            _ = writeWrapped(settingsFailure.text(language), into: &buffer, column: 2, row: 4 + rows.count * 2,
                             width: buffer.width - 4, style: theme.message)
        }
        writeHelp(optionsIndex == TerminalApp.optionsNameRow ? ScreenText.optionsNameHelp : ScreenText.optionsHelp, into: &buffer)
    }
}
