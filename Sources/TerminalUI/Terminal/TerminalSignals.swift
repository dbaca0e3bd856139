#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the signal handlers need, kept where a handler can reach it without allocating or
/// locking: the terminal settings to restore, the bytes that leave the full-screen mode, and
/// flags the read loop looks at.
///
/// Everything a handler touches is set up by `TerminalSignals.install` before any handler can
/// run; handlers only call `tcsetattr`, `write`, `signal` and `raise`, which are
/// async-signal-safe.
enum TerminalSignals {
    /// The settings before raw mode, restored on any way out.
    nonisolated(unsafe) static let savedSettings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    /// The settings of raw mode, restored after Ctrl-Z and `fg`.
    nonisolated(unsafe) static let rawSettings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    /// Shows the cursor, resets colours and leaves the alternate screen.
    nonisolated(unsafe) static let leaveSequence: UnsafeMutableBufferPointer<UInt8> = {
        let bytes = Array("\u{1b}[0m\u{1b}[?25h\u{1b}[?1049l".utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        return buffer
    }()
    /// The file descriptors of the terminal.
    nonisolated(unsafe) static var inputDescriptor: Int32 = 0
    nonisolated(unsafe) static var outputDescriptor: Int32 = 1
    /// 1 while the terminal is in raw mode (so the handlers know there is something to undo).
    nonisolated(unsafe) static var isRaw: sig_atomic_t = 0
    /// Set by SIGWINCH: the size changed.
    nonisolated(unsafe) static var resized: sig_atomic_t = 0
    /// Set by SIGCONT: the program was resumed after a stop; raw mode must be entered again.
    nonisolated(unsafe) static var continued: sig_atomic_t = 0

    /// Signals after which the program ends: the terminal is restored, then the signal is
    /// raised again with its default action (so the exit status tells the truth).
    ///
    /// Every signal whose default action ends the process is here, so that none (a stray
    /// `kill -USR1`, an alarm, a closed pipe, a CPU limit) leaves the terminal raw in the
    /// alternate screen. SIGKILL cannot be caught; SIGSTOP only stops.
    static let fatalSignals: [Int32] = {
        var signals = [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP,
                       SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS]
        #if os(Linux)
        signals += [SIGIO, SIGPWR, SIGSTKFLT]
        #endif
        return signals
    }()

    /// The fatal signals given a handler by `install` (those not ignored at the start).
    nonisolated(unsafe) private static var caught: [Int32] = []

    /// Whether `signalNumber` is ignored (`SIG_IGN`) now.
    private static func isIgnored(_ signalNumber: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(signalNumber, nil, &current) == 0, current.sa_flags & SA_SIGINFO == 0 else { return false }
        #if canImport(Glibc)
        let handler = current.__sigaction_handler.sa_handler
        #else
        let handler = current.__sigaction_u.__sa_handler
        #endif
        return handler.map { unsafeBitCast($0, to: Int.self) == 1 } ?? false  // SIG_IGN is 1
    }

    /// Restores the terminal: only async-signal-safe calls.
    static func restoreFromHandler() {
        if isRaw != 0 {
            _ = write(outputDescriptor, leaveSequence.baseAddress, leaveSequence.count)
            _ = tcsetattr(inputDescriptor, TCSAFLUSH, savedSettings)
            isRaw = 0
        }
    }

    private static let onFatal: @convention(c) (Int32) -> Void = { signalNumber in
        TerminalSignals.restoreFromHandler()
        signal(signalNumber, SIG_DFL)
        raise(signalNumber)
    }

    private static let onStop: @convention(c) (Int32) -> Void = { _ in
        // Someone sent SIGTSTP (not Ctrl-Z, which arrives as a key in raw mode): restore the
        // terminal and stop with the default action; SIGCONT brings us back.
        TerminalSignals.restoreFromHandler()
        signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
    }

    private static let onContinue: @convention(c) (Int32) -> Void = { _ in
        TerminalSignals.continued = 1
    }

    private static let onResize: @convention(c) (Int32) -> Void = { _ in
        TerminalSignals.resized = 1
    }

    /// Installs the handlers. Without `SA_RESTART`, so a signal wakes the read loop's `poll`.
    static func install(input: Int32, output: Int32) {
        inputDescriptor = input
        outputDescriptor = output
        _ = leaveSequence.count  // initialised here, never inside a handler
        // A signal ignored when we started (`nohup` ignores SIGHUP, a shell's `trap '' PIPE`)
        // stays ignored: it cannot end the program, so there is nothing to restore.
        caught = fatalSignals.filter { !isIgnored($0) }
        for signalNumber in caught { setHandler(signalNumber, onFatal) }
        setHandler(SIGTSTP, onStop)
        setHandler(SIGCONT, onContinue)
        setHandler(SIGWINCH, onResize)
        // A parent may have started us with some of these blocked; they must get through.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signalNumber in caught + [SIGTSTP, SIGCONT, SIGWINCH] { sigaddset(&handled, signalNumber) }
        sigprocmask(SIG_UNBLOCK, &handled, nil)
        atexit { TerminalSignals.restoreFromHandler() }
    }

    /// Puts back the default actions.
    static func uninstall() {
        for signalNumber in caught + [SIGTSTP, SIGCONT, SIGWINCH] { signal(signalNumber, SIG_DFL) }
    }

    /// Re-arms the SIGTSTP handler after a stop (the handler resets itself to the default).
    static func rearmStop() { setHandler(SIGTSTP, onStop) }

    private static func setHandler(_ signalNumber: Int32, _ handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signalNumber, &action, nil)
    }
}
