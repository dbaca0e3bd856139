/// A write to the store failed; the last good file is kept. Reads never fail: a damaged file
/// is set aside with a `StoreNotice` and defaults are used.
public struct StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file that could not be written.
    public let path: String
    /// The system's reason (`strerror`), e.g. "No space left on device".
    public let reason: String
    /// What was being done: saving the file, or deleting it.
    public var action: Action = .save

    public enum Action: Equatable, Sendable { case save, clear }

    public init(path: String, reason: String, action: Action = .save) {
        self.path = path
        self.reason = reason
        self.action = action
    }

    public var text: Localized {
        switch action {
        case .save: GameText.storeWriteFailed(path: path, reason: reason)
        case .clear: GameText.storeClearFailed(path: path, reason: reason)
        }
    }
    public var description: String { text.en }
}

/// Something about the store worth one line to the user (a damaged file set aside...).
public struct StoreNotice: Equatable, Sendable {
    public let text: Localized
}
