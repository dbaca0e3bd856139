/// Reads the keys typed while the program is busy (making a puzzle), without waiting for any:
/// whatever the terminal holds, decoded. The busy work asks after every step, which can be
/// every millisecond; the terminal is looked at no more than once per `interval`, so the
/// work is not slowed.
struct KeyPoller {
    /// Seconds between two looks at the terminal.
    static let interval = 0.02

    /// The read loop's decoder, lent for the time of the work (a key may be split across reads).
    var decoder: KeyDecoder
    /// Reads what is pending, with a zero timeout.
    private let readPending: () -> Terminal.ReadResult
    /// Seconds on a clock that only goes forward.
    private let now: () -> Double
    private var lastLook = -Double.infinity

    init(decoder: KeyDecoder, readPending: @escaping () -> Terminal.ReadResult, now: @escaping () -> Double) {
        self.decoder = decoder
        self.readPending = readPending
        self.now = now
    }

    /// The keys typed since the last look; none if the last look was too recent. A lone Esc
    /// is held until the next look shows nothing came after it (by then more than
    /// `interval` has passed, about the decoder's Esc timeout). The end of input reads as Ctrl-C.
    mutating func keys() -> [Key] {
        let time = now()
        guard time - lastLook >= KeyPoller.interval else { return [] }
        lastLook = time
        switch readPending() {
        case .bytes(let bytes): return decoder.feed(bytes)
        case .timeout: return decoder.hasPending ? decoder.flush() : []
        case .interrupted: return []
        case .endOfInput: return [.control("c")]
        }
    }
}
