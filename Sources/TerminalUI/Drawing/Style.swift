/// How one cell of the screen looks: colours and attributes, as small as an SGR sequence.
public struct Style: Hashable, Sendable {
    /// A terminal colour: the 16 ANSI colours, or the terminal's default.
    public enum Color: UInt8, Hashable, Sendable {
        case `default` = 255
        case black = 0, red, green, yellow, blue, magenta, cyan, white
        case brightBlack = 8, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite
    }

    var foreground: Color
    public var background: Color
    public var bold: Bool
    var dim: Bool
    var underline: Bool
    public var reverse: Bool

    public init(foreground: Color = .default, background: Color = .default, bold: Bool = false,
                dim: Bool = false, underline: Bool = false, reverse: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.underline = underline
        self.reverse = reverse
    }

    /// The terminal's own colours, no attribute.
    public static let plain = Style()

    /// The escape sequence that sets exactly this style (after a reset).
    var sgr: String {
        var codes = ["0"]
        if bold { codes.append("1") }
        if dim { codes.append("2") }
        if underline { codes.append("4") }
        if reverse { codes.append("7") }
        if foreground != .default {
            let c = Int(foreground.rawValue)
            codes.append(String(c < 8 ? 30 + c : 90 + c - 8))
        }
        if background != .default {
            let c = Int(background.rawValue)
            codes.append(String(c < 8 ? 40 + c : 100 + c - 8))
        }
        return "\u{1b}[" + codes.joined(separator: ";") + "m"
    }
}
