/// One key a person pressed, as the terminal reported it.
public enum Key: Hashable, Sendable {
    /// Text: a letter, digit, punctuation or any other printable character (`é`, `ß`, `猫`).
    case character(Character)
    case up, down, left, right
    case home, end, pageUp, pageDown
    case enter, backspace, delete, tab, backTab, escape
    /// Ctrl with a letter, given as the lowercase letter (`.control("c")` is Ctrl-C).
    case control(Character)
    /// Alt (Meta) with a printable key: the terminal sends Esc then the key.
    case alt(Character)
    /// A sequence the decoder recognised as one key but the program does not use (F-keys...).
    case unknown
}
