/// The name a game is recorded under when the player gave none.
extension PlayerName {
    /// The login name (`USER`) when there is one, made safe to print; otherwise a friendly
    /// word in the interface's language ("Guest", « Invité »), never the word "player".
    public static func defaultName(login: String?) -> Localized {
        if let login = login.map(trimmed), !login.isEmpty {
            let name = sanitized(login)
            return Localized(en: name, fr: name)
        }
        return GameText.guestName
    }

    /// `defaultName(login:)` for the data in `store`: with no login name, the guest name its
    /// games were already recorded under, in either language, so that one person stays one
    /// player when the interface's language changes (an English game once went to "Guest" and
    /// a French one to « Invité », two players with their words, reviews and records split).
    /// The store is read only when there is no login name.
    public static func defaultName(login: String?, store: Store) -> Localized {
        let fallback = defaultName(login: login)
        guard fallback == GameText.guestName else { return fallback }
        let guests = [GameText.guestName.en, GameText.guestName.fr]
        let memory = store.loadMemory()
        let history = store.loadHistory()
        for guest in guests where memory.players[guest] != nil || history.contains(where: { $0.player == guest }) {
            return Localized(en: guest, fr: guest)
        }
        return fallback
    }

    /// `name` without spaces at either end.
    public static func trimmed(_ name: String) -> String {
        String(name.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
