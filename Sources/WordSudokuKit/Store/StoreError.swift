/// A write to the store failed; the last good file is kept. Reads never fail: a damaged file
/// is set aside with a `StoreNotice` and defaults are used.
public struct StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file that could not be written.
    public let path: String
    /// The system's reason (`strerror`), e.g. "No space left on device".
    public let reason: String
    /// What was being done: saving the file, deleting it, or writing a command's output.
    public var action: Action = .save
    /// Why: the system refused, or the store itself left the file alone.
    public var kind: Kind = .system
    /// An append failed half way and could not be undone: part of a line may be left at the
    /// file's end (the next read sets it aside). False for every other failure, which leaves
    /// the file as it was.
    var leftAFragment = false

    public enum Action: Equatable, Sendable {
        case save, clear
        /// Writing to standard output (`path` is unused): what the command printed was lost.
        case standardOutput
    }

    public enum Kind: Equatable, Sendable {
        /// A system call failed (`reason` says why).
        case system
        /// The file is a symbolic link: never written through, never replaced.
        case symbolicLink
        /// The file is not a regular file (a folder, a pipe, a device).
        case notAFile
        /// The file was written by a newer version of word-sudoku: kept as it is.
        case newerVersion
    }

    public init(path: String, reason: String, action: Action = .save) {
        self.path = path
        self.reason = reason
        self.action = action
    }

    /// The store refused to touch `path` (a link, not a file, a newer version's file).
    init(path: String, refused kind: Kind) {
        self.path = path
        self.kind = kind
        reason = switch kind {
        case .symbolicLink: "it is a symbolic link"
        case .notAFile: "it is not a regular file"
        case .newerVersion: "it was written by a newer version of word-sudoku"
        case .system: "refused"
        }
    }

    /// The sentence for the user. The path is shown safe to print: it may be one the user
    /// typed (`-o`), holding a control character that would otherwise reach the terminal.
    public var text: Localized {
        let path = DisplaySafe.escaped(path, limit: 4096)
        return switch (kind, action) {
        case (.symbolicLink, _), (.notAFile, _): GameText.storeLeftAlone(path: path, isLink: kind == .symbolicLink)
        case (.newerVersion, _): GameText.storeNewerVersion(path: path)
        case (.system, .save) where leftAFragment: GameText.storeAppendTorn(path: path, reason: reason)
        case (.system, .save): GameText.storeWriteFailed(path: path, reason: reason)
        case (.system, .clear): GameText.storeClearFailed(path: path, reason: reason)
        case (.system, .standardOutput): GameText.standardOutputFailed(reason: reason)
        }
    }
    public var description: String { text.en }
}

/// Something about the store worth one line to the user (a damaged file set aside...).
public struct StoreNotice: Equatable, Sendable {
    public let text: Localized
}
