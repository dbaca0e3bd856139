/// Where the store lives: `$WORD_SUDOKU_HOME`, else `$XDG_DATA_HOME/word-sudoku`, else
/// `~/.local/share/word-sudoku` (empty variables count as unset, as XDG says).
public enum StoreLocation {
    /// The variables `directory(environment:)` reads: all a caller need look up for it.
    public static let variables = ["WORD_SUDOKU_HOME", "XDG_DATA_HOME", "HOME"]

    public static func directory(environment: [String: String]) -> String {
        if let home = environment["WORD_SUDOKU_HOME"], !home.isEmpty { return home }
        if let data = environment["XDG_DATA_HOME"], !data.isEmpty { return data + "/word-sudoku" }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "."
        return home + "/.local/share/word-sudoku"
    }
}
