/// One symbol of a word puzzle: a word in each of two languages.
///
/// Each side holds the accepted answers, the first being the one shown.
public struct WordPair: Hashable, Sendable, Codable {
    /// Accepted words in the list's first language (`WordList.languages.0`); `[0]` is shown.
    public var first: [String]
    /// Accepted words in the list's second language; `[0]` is shown.
    public var second: [String]
    /// The recorded sound of each side's word (first, second; nil: none), when the list gives
    /// one (`SoundFile`); nil for most lists, and absent from their files and saves.
    public var sounds: [String?]? = nil

    public init(first: [String], second: [String]) {
        precondition(!first.isEmpty && !second.isEmpty, "a side needs at least one word")
        self.first = first
        self.second = second
    }

    /// The accepted words on one side.
    public func words(_ side: Side) -> [String] { side == .first ? first : second }
    /// The word shown for one side.
    public func shown(_ side: Side) -> String { words(side)[0] }
}

/// Which language of a list: the first or the second code in `languages`.
public enum Side: String, Hashable, Sendable, Codable {
    case first, second
    public var other: Side { self == .first ? .second : .first }
    /// The side's place in a pair of language codes (`WordList.languages`,
    /// `GameSetup.languages`): 0 for the first, 1 for the second.
    public var index: Int { self == .first ? 0 : 1 }
}
