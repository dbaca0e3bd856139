#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WordSudokuKit

/// The real terminal: raw mode, the alternate screen, its size, and reading bytes with a
/// timeout. A class because there is one terminal and its state (raw or not) is shared.
///
/// The terminal is restored by `leave()`, and also by the signal handlers and an `atexit`
/// hook, so quitting, Ctrl-C, SIGTERM, SIGHUP, a crash or any `exit` leaves it as it was.
public final class Terminal {
    public let input: Int32
    public let output: Int32

    public init(input: Int32 = 0, output: Int32 = 1) {
        self.input = input
        self.output = output
    }

    /// Whether both ends are terminals (else the program uses its line mode).
    public static func isInteractive(input: Int32 = 0, output: Int32 = 1) -> Bool {
        isatty(input) == 1 && isatty(output) == 1
    }

    /// The size in columns and rows (80×24 when the terminal does not say).
    public var size: (columns: Int, rows: Int) {
        var window = winsize()
        if ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
            return (Int(window.ws_col), Int(window.ws_row))
        }
        return (80, 24)
    }

    /// Saves the settings, installs the handlers, and enters raw mode and the alternate screen.
    public func enter() throws(TerminalError) {
        guard tcgetattr(input, TerminalSignals.savedSettings) == 0 else { throw .notATerminal }
        var raw = TerminalSignals.savedSettings.pointee
        // Raw: no echo, no line editing, no signals from keys (Ctrl-C, Ctrl-Z arrive as keys),
        // no flow control, no CR→NL, 8-bit bytes; output processing kept off as well.
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        TerminalSignals.rawSettings.pointee = raw
        TerminalSignals.install(input: input, output: output)
        resume()
    }

    /// Enters raw mode and the alternate screen again (after Ctrl-Z and `fg`).
    public func resume() {
        _ = tcsetattr(input, TCSAFLUSH, TerminalSignals.rawSettings)
        TerminalSignals.isRaw = 1
        TerminalSignals.rearmStop()
        write("\u{1b}[?1049h\u{1b}[?25l\u{1b}[2J")
    }

    /// Restores the terminal exactly as it was found.
    public func leave() {
        TerminalSignals.restoreFromHandler()
        TerminalSignals.uninstall()
    }

    /// Ctrl-Z: restore the terminal, stop until `fg`, then come back to raw mode. The caller
    /// pauses its timer before and redraws after.
    ///
    /// The stop goes to the whole process group, as the kernel's own Ctrl-Z does in a cooked
    /// terminal: run under a wrapper (`faketime`, `sh -c`, a script), stopping this process
    /// alone left the wrapper waiting for it and the shell without a prompt.
    public func suspend() {
        TerminalSignals.restoreFromHandler()
        signal(SIGTSTP, SIG_DFL)
        kill(0, SIGTSTP)
        // Running again: SIGCONT arrived.
        TerminalSignals.continued = 0
        resume()
    }

    /// Writes bytes, all of them.
    public func write(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { SystemIO.writeAll(output, $0) }
    }

    public func write(_ text: String) { write(Array(text.utf8)) }

    /// The terminal bell.
    public func bell() { write([0x07]) }

    /// What waiting for input gave.
    public enum ReadResult {
        case bytes([UInt8])
        case timeout
        /// A signal arrived (resize, continue): look at the flags.
        case interrupted
        case endOfInput
    }

    /// Waits up to `milliseconds` (−1: forever) for bytes.
    public func read(timeoutMilliseconds milliseconds: Int32) -> ReadResult {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, milliseconds)
        if ready < 0 { return errno == EINTR ? .interrupted : .endOfInput }
        if ready == 0 { return .timeout }
        var buffer = [UInt8](repeating: 0, count: 512)
        let n = buffer.withUnsafeMutableBytes { SystemIO.read(input, into: $0) }
        if n < 0 { return errno == EINTR || errno == EAGAIN ? .interrupted : .endOfInput }
        if n == 0 { return .endOfInput }
        return .bytes(Array(buffer[0..<n]))
    }

    /// Takes and clears the "size changed" flag.
    func takeResize() -> Bool {
        guard TerminalSignals.resized != 0 else { return false }
        TerminalSignals.resized = 0
        return true
    }

    /// Takes and clears the "resumed after a stop" flag (a `kill -TSTP` then `fg`).
    func takeContinued() -> Bool {
        guard TerminalSignals.continued != 0 else { return false }
        TerminalSignals.continued = 0
        return true
    }
}

/// Why the full-screen mode could not start.
public enum TerminalError: Error, CustomStringConvertible {
    case notATerminal
    /// What the user reads, in the UI language (`ErrorReport`).
    public var text: Localized {
        Localized(en: "standard input is not a terminal; use “play --plain”",
                  fr: "l’entrée standard n’est pas un terminal ; utilisez « play --plain »")
    }
    public var description: String { text(.en) }
}
