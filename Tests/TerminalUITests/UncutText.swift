@testable import TerminalUI

/// Checks that a screen drawn in an 80-column buffer lost nothing at the right edge.
///
/// A `ScreenBuffer` is a fixed grid that clips every write, so "every row is 80 columns wide"
/// holds whatever is drawn. What can be checked is the text: a line that ran past the edge,
/// or was shortened with "…", has lost its last letters, so its last word is no longer on
/// screen whole.
extension ScreenBuffer {
    /// The words on the screen, row after row, left to right.
    var words: [String] { lines.flatMap { $0.split(whereSeparator: \.isWhitespace).map(String.init) } }

    /// Whether `text` is on screen whole: its words in order, on one row or wrapped over rows
    /// that follow one another (spacing and indents between them do not count).
    func showsWhole(_ text: String) -> Bool {
        let wanted = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return (" " + words.joined(separator: " ") + " ").contains(" " + wanted + " ")
    }

    /// The words of this screen that the same screen drawn with room to spare (`roomy`, wider)
    /// does not have: words cut short at the right edge (or by "…"). A screen may show fewer
    /// things when narrow (the word lists' samples), never parts of words.
    func wordsCut(comparedWith roomy: ScreenBuffer) -> [String] {
        let whole = Set(roomy.words)
        return words.filter { !whole.contains($0) }
    }
}
