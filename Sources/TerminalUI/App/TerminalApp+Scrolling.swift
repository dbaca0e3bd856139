/// The pages that scroll (Statistics, About) share their keys.
extension TerminalApp {
    /// The first row shown of a page after `key`: ↑↓ (k j) a row, PgUp/PgDn ten, kept within
    /// 0...`last`; nil for any other key, which leaves the page.
    static func scrolledOffset(_ offset: Int, by key: Key, last: Int) -> Int? {
        switch key {
        case .up, .character("k"): return max(0, offset - 1)
        case .down, .character("j"): return min(offset + 1, last)
        case .pageUp: return max(0, offset - 10)
        case .pageDown: return min(offset + 10, last)
        default: return nil
        }
    }
}
