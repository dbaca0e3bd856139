/// Text cut into lines of at most a given number of terminal columns, at spaces: the one
/// wrapping rule of the full screen's pages, the command line's help and line mode at a
/// terminal. Widths are terminal columns (`DisplayWidth`), so a wide character counts two.
public enum TextWrap {
    /// `text` in lines of at most `width` columns, broken at spaces, each `\n` starting a new
    /// line; a French mark stays with its word (`GameText.wrappableWords`), and a word wider
    /// than the width stays whole on a line of its own (the caller cuts it or lets it run).
    public static func lines(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
            fill(GameText.wrappableWords(paragraph, width: width), separator: " ", width: width)
        }
    }

    /// `parts` joined by `separator` in lines of at most `width` columns, each line as full as
    /// it can be; a part wider than the width stays whole on a line of its own. Words for
    /// `lines`, key entries (` · `) for the full screen's help lines.
    public static func fill(_ parts: [String], separator: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for part in parts {
            let candidate = line.isEmpty ? part : line + separator + part
            if DisplayWidth.of(candidate) > width, !line.isEmpty {
                lines.append(line)
                line = part
            } else {
                line = candidate
            }
        }
        return lines + [line]
    }
}
