#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WordSudokuKit

/// Runs a `TerminalApp` on the real terminal: reads keys, redraws what changed, rings the bell,
/// follows resizes, suspends on Ctrl-Z, and always gives the terminal back as it found it.
public struct TerminalRunner {
    public var app: TerminalApp
    let terminal: Terminal
    /// Says words aloud (`Effect.speak`); nil when espeak-ng is not installed.
    let speaker: Speaker?

    public init(app: TerminalApp, terminal: Terminal = Terminal(), speaker: Speaker? = nil) {
        self.app = app
        self.terminal = terminal
        self.speaker = speaker
        self.app.canSpeak = speaker != nil
        // Asked of espeak-ng only when About or Options needs them: starting runs no program.
        self.app.speechStatus = { SpeechText.status(speaker) }
        self.app.voicesFor = { code in speaker?.voices(for: code) ?? [] }
    }

    /// The loop, until the app quits or input ends.
    public mutating func run() throws(TerminalError) {
        try terminal.enter()
        defer {
            speaker?.stop()
            terminal.leave()
        }
        var renderer = DiffRenderer()
        var decoder = KeyDecoder()
        var size = terminal.size
        var lastSecond = -1
        func draw() {
            app.settleClock(width: size.columns, height: size.rows)
            let frame = app.render(width: size.columns, height: size.rows)
            terminal.write(renderer.render(frame))
        }
        /// Draws the screen that says what is being done, then does it; true when the app quits.
        func doSlowWork() -> Bool {
            draw()
            // Keys are read while the puzzle is made, so that Esc or Ctrl-C can cancel it.
            let terminal = terminal
            var poller = KeyPoller(decoder: decoder, readPending: { terminal.read(timeoutMilliseconds: 0) },
                                   now: SystemClock().now)
            let effects = app.doSlowWork(keysTyped: { poller.keys() })
            decoder = poller.decoder
            return effects.contains(.quit)
        }
        // The game the command line asked for is made on the screen that says so.
        if app.hasSlowWork, doSlowWork() { return }
        draw()
        while true {
            if terminal.takeResize() {
                size = terminal.size
                renderer.invalidate()
                draw()
            }
            if terminal.takeContinued() {
                terminal.resume()
                app.resumeGame()
                renderer.invalidate()
                draw()
            }
            // Wake once a second for the clock, sooner to settle a pending Esc.
            let timeout: Int32 = decoder.hasPendingEscape ? KeyDecoder.escapeTimeoutMilliseconds : 1000
            var keys: [Key] = []
            switch terminal.read(timeoutMilliseconds: timeout) {
            case .bytes(let bytes): keys = decoder.feed(bytes)
            case .timeout:
                if decoder.hasPending { keys = decoder.flush() }
            case .interrupted: continue
            case .endOfInput:
                _ = app.handle(.control("c"))
                return
            }
            for key in keys {
                for effect in app.handle(key) {
                    switch effect {
                    case .bell: terminal.bell()
                    case .speak(let utterance): speaker?.say(utterance)
                    case .quit: return
                    case .slowWork:
                        if doSlowWork() { return }
                    case .suspend:
                        app.suspendGame()
                        terminal.suspend()
                        app.resumeGame()
                        size = terminal.size
                        renderer.invalidate()
                    }
                }
            }
            // A problem with speech (no sound device…) is said once, when espeak-ng has told it.
            var problemSaid = false
            if let problems = speaker?.takeProblems(), !problems.isEmpty {
                problemSaid = app.tell(SpeechProblem.text(of: problems))
            }
            let second = Int(app.services.now())
            if !keys.isEmpty || second != lastSecond || problemSaid {
                lastSecond = second
                draw()
            }
        }
    }
}
