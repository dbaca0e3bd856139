import WordSudokuKit

/// The styles of every kind of thing on screen, by role, so screens never pick raw colours.
public struct Theme: Sendable {
    public var text: Style
    public var title: Style
    public var border: Style
    public var given: Style
    public var entry: Style
    public var wrong: Style
    public var note: Style
    /// The selected cell itself.
    public var selected: Style
    /// The selected cell's row, column and box (on each cell's first column).
    var related: Style
    /// Cells that hold the same word as the selected cell.
    var sameWord: Style
    /// Cells named by the hint on show.
    var hinted: Style
    var menuChoice: Style
    public var help: Style
    public var message: Style
    /// Whether the theme has colours (false: `monochrome`), for the players' marks.
    var coloured = true
    /// Whether the players' colours are drawn bright (high contrast, on black).
    var brightPlayers = false

    /// Colours for a dark or light terminal: givens bold, entries blue, mistakes red.
    public static let standard = Theme(
        text: .plain, title: Style(bold: true), border: Style(foreground: .brightBlack),
        given: Style(bold: true), entry: Style(foreground: .blue),
        wrong: Style(foreground: .red, bold: true, underline: true), note: Style(dim: true),
        selected: Style(reverse: true), related: Style(background: .brightBlack),
        sameWord: Style(foreground: .magenta, bold: true, underline: true),
        hinted: Style(background: .yellow), menuChoice: Style(reverse: true),
        help: Style(foreground: .brightBlack), message: Style(foreground: .cyan))

    /// Strong contrast for low vision: bright colours on black, no dim text.
    public static let highContrast = Theme(
        text: Style(foreground: .brightWhite), title: Style(foreground: .brightYellow, bold: true),
        border: Style(foreground: .brightWhite), given: Style(foreground: .brightWhite, bold: true),
        entry: Style(foreground: .brightCyan, bold: true),
        wrong: Style(foreground: .brightWhite, background: .red, bold: true, underline: true),
        note: Style(foreground: .brightWhite), selected: Style(foreground: .black, background: .brightYellow, bold: true),
        related: Style(background: .blue), sameWord: Style(foreground: .brightMagenta, bold: true, underline: true),
        hinted: Style(foreground: .black, background: .brightGreen), menuChoice: Style(foreground: .black, background: .brightYellow, bold: true),
        help: Style(foreground: .brightWhite), message: Style(foreground: .brightYellow, bold: true),
        brightPlayers: true)

    /// No colour at all (`NO_COLOR`, `--no-color`): only bold, underline and reverse video,
    /// which every terminal shows and which carry the same meaning.
    static let monochrome = Theme(
        text: .plain, title: Style(bold: true), border: .plain, given: Style(bold: true),
        entry: .plain, wrong: Style(bold: true, underline: true), note: Style(dim: true),
        selected: Style(reverse: true), related: Style(reverse: true), sameWord: Style(bold: true),
        hinted: Style(reverse: true), menuChoice: Style(reverse: true), help: .plain, message: Style(bold: true),
        coloured: false)

    /// How the words scored by the player in `seat` (0 or 1) of a two-player game are drawn:
    /// in the colour the player chose, or without colours, the first player's underlined and
    /// the second's bold and underlined (givens are bold without a line).
    public func player(seat: Int, colour: PlayerColour) -> Style {
        guard coloured else { return seat == 0 ? Style(underline: true) : Style(bold: true, underline: true) }
        let colours: [PlayerColour: Style.Color] = brightPlayers
            ? [.red: .brightRed, .green: .brightGreen, .yellow: .brightYellow, .blue: .brightBlue, .magenta: .brightMagenta, .cyan: .brightCyan]
            : [.red: .red, .green: .green, .yellow: .yellow, .blue: .blue, .magenta: .magenta, .cyan: .cyan]
        return Style(foreground: colours[colour] ?? .default, bold: true)
    }

    /// The theme to use: none when colour is refused (`NO_COLOR` set and not empty, or
    /// `--no-color`), else the high-contrast or standard one.
    public static func choose(noColor: Bool, highContrast: Bool, environment: [String: String]) -> Theme {
        if noColor || !(environment["NO_COLOR"] ?? "").isEmpty { return .monochrome }
        return highContrast ? .highContrast : .standard
    }
}
