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

    /// `name` without spaces at either end.
    public static func trimmed(_ name: String) -> String {
        String(name.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
