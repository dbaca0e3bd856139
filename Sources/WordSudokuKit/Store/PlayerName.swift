/// Player names reach the terminal (results, `stats`). A name typed on the command line is
/// refused if it holds a character refused in words (`WordListValidation.isUnsafe`); a name
/// read from a file is shown with such characters made visible (`<U+001B>`).
public enum PlayerName {
    /// Why `name` cannot be a player's name, or nil when it can.
    public static func problem(_ name: String) -> Localized? {
        guard let scalar = WordListValidation.firstUnsafeScalar(in: name) else { return nil }
        return GameText.unsafePlayerName(WordListText.scalarCode(scalar))
    }

    /// `name` safe to print: unsafe characters shown as `<U+001B>`.
    public static func sanitized(_ name: String) -> String {
        WordListValidation.firstUnsafeScalar(in: name) == nil ? name : WordListText.sanitized(name, limit: 200)
    }
}

// Everything the store reads from a file and the program may print goes through these, so
// that no control character from a file reaches the terminal.

extension Settings {
    var sanitized: Settings {
        var copy = self
        copy.player = PlayerName.sanitized(player)
        copy.list = PlayerName.sanitized(list)
        copy.shownLanguage = PlayerName.sanitized(shownLanguage)
        return copy
    }
}

extension HistoryEntry {
    var sanitized: HistoryEntry {
        var copy = self
        for keyPath in [\HistoryEntry.date, \.player, \.shape, \.list, \.code] {
            copy[keyPath: keyPath] = PlayerName.sanitized(self[keyPath: keyPath])
        }
        copy.daily = daily.map(PlayerName.sanitized)
        copy.players = players?.map(PlayerName.sanitized)
        return copy
    }
}

extension Leaderboard {
    var sanitized: Leaderboard {
        var copy = self
        copy.boards = [:]
        for (key, entries) in boards {
            copy.boards[PlayerName.sanitized(key)] = entries.map {
                var entry = $0
                entry.player = PlayerName.sanitized($0.player)
                entry.date = PlayerName.sanitized($0.date)
                return entry
            }
        }
        return copy
    }
}

extension LearnerMemory {
    var sanitized: LearnerMemory {
        var copy = self
        copy.players = [:]
        for (player, words) in players {
            copy.players[PlayerName.sanitized(player)] = Dictionary(
                words.map { (PlayerName.sanitized($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        }
        return copy
    }
}

extension DailyRecord {
    var sanitized: DailyRecord {
        var copy = self
        for (day, solve) in solved {
            copy.solved[day]?.player = PlayerName.sanitized(solve.player)
        }
        return copy
    }
}

extension GameSession {
    var sanitized: GameSession {
        var copy = self
        copy.setup.player = PlayerName.sanitized(setup.player)
        copy.setup.players = setup.players?.map { PlayerSeat(name: PlayerName.sanitized($0.name), colour: $0.colour) }
        copy.setup.listName = PlayerName.sanitized(setup.listName)
        copy.setup.code = PlayerName.sanitized(setup.code)
        copy.setup.languages = setup.languages.map(PlayerName.sanitized)
        copy.setup.dailyDate = setup.dailyDate.map(PlayerName.sanitized)
        copy.setup.pairs = setup.pairs.map {
            var pair = WordPair(first: $0.first.map(PlayerName.sanitized), second: $0.second.map(PlayerName.sanitized))
            // Recordings are paths handed to a player, never shown raw (`SpeechProblem` escapes them).
            pair.sounds = $0.sounds
            return pair
        }
        return copy
    }
}
