import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The real binary in a pseudo-terminal, played by keystrokes as a person would.
@Suite("Full-screen game in a pseudo-terminal", .serialized, .timeLimit(.minutes(15)))
struct TerminalSessionTests {
    /// A running `word-sudoku` on the slave side of a pty; we hold the master.
    final class Session: @unchecked Sendable {
        let master: Int32
        let slave: Int32
        let process = Process()
        /// The pty's settings before the program started.
        var initialSettings = termios()
        private let lock = NSLock()
        private var received: [UInt8] = []
        private let reader = DispatchGroup()

        /// `underShell`: started as `sh -c 'word-sudoku …; echo back'`, as a wrapper such as
        /// `faketime` or a script runs it (the two in one process group, sh its leader).
        init(arguments: [String] = [], columns: UInt16 = 80, rows: UInt16 = 24, environment: [String: String] = [:],
             underShell: Bool = false) throws {
            var master: Int32 = -1, slave: Int32 = -1
            var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
            guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw POSIXError(.ENOTTY) }
            self.master = master
            self.slave = slave
            tcgetattr(slave, &initialSettings)
            if underShell {
                process.executableURL = URL(fileURLWithPath: "/bin/sh")
                process.arguments = ["-c", "\"$0\" \"$@\"; echo back", Binary.url.path] + arguments
            } else {
                process.executableURL = Binary.url
                process.arguments = arguments
            }
            var env = ProcessInfo.processInfo.environment
            env["TERM"] = "xterm-256color"
            env["LANG"] = "en_US.UTF-8"
            env["LC_ALL"] = nil
            env["LC_MESSAGES"] = nil
            env["NO_COLOR"] = nil
            env["WORD_SUDOKU_HOME"] = FileManager.default.temporaryDirectory
                .appendingPathComponent("word-sudoku-pty-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
            for (key, value) in environment { env[key] = value }
            process.environment = env
            let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
            process.standardInput = handle
            process.standardOutput = handle
            process.standardError = handle
            try process.runChild()
            reader.enter()
            Thread.detachNewThread { [self] in
                var buffer = [UInt8](repeating: 0, count: 4096)
                while true {
                    let n = read(self.master, &buffer, buffer.count)
                    if n <= 0 { break }
                    lock.lock(); received += buffer[0..<n]; lock.unlock()
                }
                reader.leave()
            }
        }

        var output: String {
            lock.lock(); defer { lock.unlock() }
            return String(decoding: received, as: UTF8.self)
        }

        func send(_ text: String) {
            _ = text.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count - 1) }
        }

        /// Waits until the output contains `text` (up to `seconds`).
        @discardableResult
        func waitFor(_ text: String, seconds: Double = 10) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if output.contains(text) { return true }
                usleep(20_000)
            }
            return false
        }

        /// Waits until `condition` holds (up to `seconds`); whether it did.
        @discardableResult
        func waitUntil(seconds: Double = 10, _ condition: () -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if condition() { return true }
                usleep(20_000)
            }
            return condition()
        }

        /// Waits for the process to end; false if it did not within `seconds`.
        func waitForExit(seconds: Double = 10) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while process.isRunning && Date() < deadline { usleep(20_000) }
            return !process.isRunning
        }

        func settings() -> termios {
            var settings = termios()
            tcgetattr(slave, &settings)
            return settings
        }

        func close() {
            if process.isRunning {
                // The whole process group (the program, and the shell it may run under).
                kill(-process.processIdentifier, SIGTERM)
                // A program that ignores TERM is killed: a session never outlives its test.
                if !waitForExit(seconds: 5) { kill(-process.processIdentifier, SIGKILL) }
            }
            Glibc.close(slave)
            Glibc.close(master)
        }
    }

    /// The terminal settings that matter, comparable.
    static func summary(_ t: termios) -> [UInt] {
        var values = [UInt(t.c_iflag), UInt(t.c_oflag), UInt(t.c_cflag), UInt(t.c_lflag)]
        withUnsafeBytes(of: t.c_cc) { values += $0.map { UInt($0) } }
        return values
    }

    /// The screen the output draws, by a small VT100 interpreter (cursor moves, line feed,
    /// backspace, erase display and line end; colours ignored; every character one column).
    static func screen(_ output: String, columns: Int = 80, rows: Int = 24) -> [String] {
        var grid = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
        var row = 0, column = 0
        let scalars = Array(output.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let scalar = scalars[i]
            i += 1
            switch scalar {
            case "\u{1b}":
                guard i < scalars.count, scalars[i] == "[" else { i += 1; continue }
                i += 1
                var parameters = ""
                while i < scalars.count, !(0x40...0x7e).contains(scalars[i].value) { parameters.unicodeScalars.append(scalars[i]); i += 1 }
                guard i < scalars.count else { break }
                let final = scalars[i]
                i += 1
                let numbers = parameters.split(separator: ";").map { Int($0) ?? 1 }
                switch final {
                case "H":
                    row = (numbers.first ?? 1) - 1
                    column = (numbers.count > 1 ? numbers[1] : 1) - 1
                case "A": row -= numbers.first ?? 1
                case "B": row += numbers.first ?? 1
                case "C": column += numbers.first ?? 1
                case "D": column -= numbers.first ?? 1
                case "J": if parameters == "2" { grid = Array(repeating: Array(repeating: " ", count: columns), count: rows) }
                case "K": if row >= 0, row < rows { for x in max(0, column)..<columns { grid[row][x] = " " } }
                default: break
                }
            case "\n": row += 1
            case "\r": column = 0
            case "\u{8}": column -= 1
            case "\u{7}": break
            default:
                if row >= 0, row < rows, column >= 0, column < columns { grid[row][column] = Character(scalar) }
                column += 1
            }
        }
        return grid.map { String($0) }
    }

    @Test func playByKeystrokesQuitWithCtrlCAndTheTerminalIsRestored() throws {
        let session = try Session()
        defer { session.close() }
        let before = TerminalSessionTests.summary(session.initialSettings)
        #expect(session.waitFor("Puzzle of the day"), "menu: \(session.output.suffix(300))")
        // The program switched the pty to raw mode.
        #expect(TerminalSessionTests.summary(session.settings()) != before)
        session.send("\r")              // New game
        #expect(session.waitFor("Start"))
        session.send("\r")              // Start, with the form's first values
        #expect(session.waitFor("Peeks"))
        session.send("\u{1b}[C")        // right
        session.send("\u{1b}[B")        // down
        session.send("\u{14}")          // a hint (Ctrl-T)
        // What the screen shows once the keys are answered, not a fixed sleep.
        session.waitUntil {
            TerminalSessionTests.screen(session.output).contains { $0.range(of: #"^[A-Y]\d+: "#, options: .regularExpression) != nil }
        }
        let screen = TerminalSessionTests.screen(session.output)
        // The header: size, level, time...
        #expect(screen.contains { $0.range(of: #"^\d+×\d+ \w+ +· +Time \d\d:\d\d"#, options: .regularExpression) != nil },
                "\(screen.joined(separator: "\n"))")
        #expect(screen.contains { $0.contains("┌") && $0.contains("┐") })
        #expect(screen.contains { $0.hasPrefix("a-z type") })
        // The status line names the selected cell (row letter, column number).
        #expect(screen.contains { $0.range(of: #"^[A-Y]\d+: "#, options: .regularExpression) != nil })
        session.send("\u{3}")           // Ctrl-C
        try #require(session.waitForExit(), "still running after Ctrl-C")
        #expect(session.process.terminationStatus == 0)
        // The reader may not have drained the pty yet when the process is seen to exit.
        #expect(session.waitUntil(seconds: 5) {
            session.output.hasSuffix("\u{1b}[?1049l") || session.output.contains("\u{1b}[?25h\u{1b}[?1049l")
        })
        #expect(TerminalSessionTests.summary(session.settings()) == before)
    }

    @Test(arguments: [(["--no-color"], [String: String]()), ([], ["NO_COLOR": "1"])])
    func noColourMeansNoColourCodes(arguments: [String], environment: [String: String]) throws {
        let session = try Session(arguments: arguments, environment: environment)
        defer { session.close() }
        #expect(session.waitFor("Puzzle of the day"))
        session.send("\r")
        #expect(session.waitFor("Start"))
        session.send("\r")
        #expect(session.waitFor("Peeks"))
        session.send("\u{3}")
        _ = session.waitForExit()
        // Every SGR sequence sent: only attributes (0, 1, 2, 4, 7 and their resets), no colour.
        let codes = session.output.matches(of: /\e\[([0-9;]*)m/).flatMap { $0.1.split(separator: ";").compactMap { Int($0) } }
        #expect(!codes.isEmpty)
        #expect(codes.allSatisfy { [0, 1, 2, 4, 7, 22, 24, 27].contains($0) }, "\(Set(codes).sorted())")
    }

    /// The process state letter from /proc (`T` when stopped).
    static func state(of pid: Int32) -> Character? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return nil }
        return text[text.index(close, offsetBy: 2)...].first
    }

    @Test func ctrlZSuspendsWithTheTerminalRestoredAndContinueRedraws() throws {
        let session = try Session()
        defer { session.close() }
        let before = TerminalSessionTests.summary(session.initialSettings)
        #expect(session.waitFor("Puzzle of the day"))
        let raw = TerminalSessionTests.summary(session.settings())
        session.send("\u{1a}")          // Ctrl-Z
        let pid = session.process.processIdentifier
        let deadline = Date().addingTimeInterval(5)
        while TerminalSessionTests.state(of: pid) != "T" && Date() < deadline { usleep(20_000) }
        #expect(TerminalSessionTests.state(of: pid) == "T")
        #expect(TerminalSessionTests.summary(session.settings()) == before)
        let drawnBefore = session.output.count
        kill(pid, SIGCONT)
        // Back in raw mode, and the screen drawn again.
        let again = Date().addingTimeInterval(5)
        while session.output.count == drawnBefore && Date() < again { usleep(20_000) }
        session.waitUntil { TerminalSessionTests.summary(session.settings()) == raw }
        #expect(TerminalSessionTests.summary(session.settings()) == raw)
        // The redraw arrives in pieces: wait for the menu in what came after SIGCONT.
        session.waitUntil { String(session.output.dropFirst(drawnBefore)).contains("Puzzle of the day") }
        #expect(String(session.output.dropFirst(drawnBefore)).contains("Puzzle of the day"))
        session.send("\u{3}")
        try #require(session.waitForExit())
        #expect(TerminalSessionTests.summary(session.settings()) == before)
    }

    /// Ctrl-Z stops the whole job, as the kernel's own Ctrl-Z does: under a wrapper (`faketime`,
    /// `sh -c`) stopping the program alone left the wrapper waiting and the shell with no
    /// prompt, `fg` impossible (found by a play-tester under faketime).
    @Test func ctrlZUnderAWrapperStopsTheWholeJob() throws {
        let session = try Session(underShell: true)
        defer { session.close() }
        #expect(session.waitFor("Puzzle of the day"))
        session.send("\u{1a}")          // Ctrl-Z
        let shell = session.process.processIdentifier
        let deadline = Date().addingTimeInterval(5)
        while TerminalSessionTests.state(of: shell) != "T" && Date() < deadline { usleep(20_000) }
        #expect(TerminalSessionTests.state(of: shell) == "T")
        let drawnBefore = session.output.count
        kill(-shell, SIGCONT)            // `fg`: the job continues
        session.waitUntil { String(session.output.dropFirst(drawnBefore)).contains("Puzzle of the day") }
        #expect(String(session.output.dropFirst(drawnBefore)).contains("Puzzle of the day"))
        session.send("\u{3}")
        try #require(session.waitForExit())
        // The shell's last words may still be on their way through the pseudo-terminal when it
        // has ended (a loaded machine schedules the reader late): waited for, not assumed read.
        #expect(session.waitFor("back"), "\(session.output)")
    }

    @Test func playOpensTheFullScreenAndCtrlCKeepsTheGameForResume() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("word-sudoku-pty-play-\(getpid())").path
        try? FileManager.default.removeItem(atPath: home)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let session = try Session(arguments: ["play", "--size", "4", "--seed", "3"], environment: ["WORD_SUDOKU_HOME": home])
        defer { session.close() }
        #expect(session.waitFor("Peeks"))
        #expect(TerminalSessionTests.screen(session.output).contains { $0.hasPrefix("4×4 beginner") })
        session.send("\u{7f}")
        session.send("\u{3}")
        try #require(session.waitForExit())
        #expect(session.process.terminationStatus == 0)
        #expect(FileManager.default.fileExists(atPath: home + "/game.json"))
        // The same game goes on in line mode.
        let resumed = try Binary.run(["resume", "--plain"], input: "show\nquit\n", environment: ["WORD_SUDOKU_HOME": home])
        #expect(resumed.status == 0)
        #expect(resumed.stdout.contains("code g2-2x2-1-animals-3"))
    }

    @Test func playMakesItsPuzzleOnTheScreenAndEscQuitsCleanly() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("word-sudoku-pty-making-\(getpid())").path
        try? FileManager.default.removeItem(atPath: home)
        defer { try? FileManager.default.removeItem(atPath: home) }
        // A code from before editions, a 6×6 medium of seed 6: the first edition, frozen so that
        // such codes keep their puzzles, takes about a minute in a debug build to make it (the
        // newest edition makes a 6×6 medium at once). Esc comes long before.
        let session = try Session(arguments: ["play", "--new", "--code", "2x3-3-animals-6"],
                                  environment: ["WORD_SUDOKU_HOME": home])
        defer { session.close() }
        let before = TerminalSessionTests.summary(session.initialSettings)
        #expect(session.waitFor("Making the puzzle"), "\(session.output.suffix(300))")
        #expect(session.waitFor("Esc, q or Ctrl-C: cancel"))
        // Raw mode: keys typed now are not echoed.
        #expect(TerminalSessionTests.summary(session.settings()) != before)
        session.send("\u{1b}")
        try #require(session.waitForExit(), "still making the puzzle after Esc")
        #expect(session.process.terminationStatus == 0)
        #expect(session.output.contains("\u{1b}[?1049l"))
        #expect(TerminalSessionTests.summary(session.settings()) == before)
        // Nothing was made, so nothing was saved.
        #expect(!FileManager.default.fileExists(atPath: home + "/game.json"))
    }

    @Test func sigtermRestoresTheTerminal() throws {
        let session = try Session()
        defer { session.close() }
        let before = TerminalSessionTests.summary(session.initialSettings)
        #expect(session.waitFor("Puzzle of the day"))
        kill(session.process.processIdentifier, SIGTERM)
        try #require(session.waitForExit(), "still running after SIGTERM")
        #expect(session.process.terminationReason == .uncaughtSignal)
        #expect(TerminalSessionTests.summary(session.settings()) == before)
    }

    /// Signals whose default action ends the program, beyond TERM: each leaves the terminal as
    /// it found it (settings restored, the alternate screen left) and ends by that signal.
    @Test(arguments: [SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGHUP, SIGVTALRM, SIGXCPU])
    func everyTerminatingSignalRestoresTheTerminal(signalNumber: Int32) throws {
        let session = try Session()
        defer { session.close() }
        let before = TerminalSessionTests.summary(session.initialSettings)
        #expect(session.waitFor("Puzzle of the day"))
        let shown = session.output.count
        kill(session.process.processIdentifier, signalNumber)
        try #require(session.waitForExit(), "still running after signal \(signalNumber)")
        #expect(session.process.terminationReason == .uncaughtSignal)
        #expect(session.process.terminationStatus == signalNumber)
        #expect(TerminalSessionTests.summary(session.settings()) == before)
        #expect(session.waitFor("\u{1B}[?1049l", seconds: 2))
        #expect(String(session.output.dropFirst(shown)).contains("\u{1B}[?1049l"), "the alternate screen was not left")
    }

    @Test func tooSmallTerminalSaysSoAndQuitsCleanly() throws {
        // A fixed seed: some 16×16 puzzles take the generator a while in a debug build.
        let session = try Session(arguments: ["play", "--size", "16", "--seed", "1"], columns: 40, rows: 12)
        defer { session.close() }
        let before = TerminalSessionTests.summary(session.initialSettings)
        #expect(session.waitFor("too small"), "\(TerminalSessionTests.screen(session.output, columns: 40, rows: 12).joined(separator: "\n"))")
        #expect(session.output.contains("74×24"))
        session.send("\u{11}")
        #expect(session.waitFor("discard"))
        session.send("d")
        #expect(session.waitFor("Discard this game?"))
        session.send("y")
        #expect(session.waitFor("Puzzle of the day"))
        session.send("q")
        try #require(session.waitForExit())
        #expect(TerminalSessionTests.summary(session.settings()) == before)
    }
}
