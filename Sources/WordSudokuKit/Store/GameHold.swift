#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Synchronization

/// The game in play is held by one process at a time (issue 25): two `resume` of one saved
/// game each saved after every move, and the second's save replaced the first's move.
///
/// `play`, `resume`, `daily` and the full screen take an exclusive `flock` on `game.lock` in the
/// data folder when they start, and keep it until the process ends (the system releases it
/// then, however the process ends, `kill -9` included). A second one is refused with
/// `GameOpenElsewhere` (status 75: try again once the other is closed); the holder's process id
/// is written in the file, so the refusal can name it. Every other command (`stats`,
/// `settings`, `words`…) reads and writes as before.
///
/// When the lock cannot be taken for another reason (a read-only or full disk, no such folder
/// and none can be made), the game goes on without it: nothing can be saved there anyway, and
/// the save says so.
public enum GameHold {
    /// The lock file's descriptor per data folder this process holds.
    private static let held = Mutex<[String: Int32]>([:])

    /// Holds the game of `store`'s folder for the rest of the process (at once when held
    /// already); throws when another process holds it.
    public static func take(in store: Store) throws(GameOpenElsewhere) {
        let path = store.path(.gameLock)
        if held.withLock({ $0[store.directory] != nil }) { return }
        do { try AtomicFile.makeDirectory(store.directory) } catch { return }
        let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return }
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            let busy = errno == EWOULDBLOCK
            let holder = busy ? processID(in: fd) : nil
            close(fd)
            if busy { throw GameOpenElsewhere(path: path, process: holder) }
            return
        }
        // Who holds it, for the refusal of a second process; a failed write changes nothing else.
        var text = Array("\(getpid())\n".utf8)
        if ftruncate(fd, 0) == 0 { _ = pwrite(fd, &text, text.count, 0) }
        held.withLock { $0[store.directory] = fd }
    }

    /// Lets the game go (a test's second "process" in the same one; a process need not: its end does).
    public static func release(in store: Store) {
        guard let fd = held.withLock({ $0.removeValue(forKey: store.directory) }) else { return }
        flock(fd, LOCK_UN)
        close(fd)
    }

    /// The process id written in the lock file, if it reads as one.
    private static func processID(in fd: Int32) -> Int32? {
        var bytes = [UInt8](repeating: 0, count: 16)
        let count = pread(fd, &bytes, bytes.count, 0)
        guard count > 0 else { return nil }
        let text = String(decoding: bytes[0..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return Int32(text).flatMap { $0 > 0 ? $0 : nil }
    }
}

/// Another process holds the game in play (`GameHold`): nothing was opened or written.
public struct GameOpenElsewhere: Error, Equatable, Sendable {
    /// The lock file.
    public let path: String
    /// The process holding it, when it wrote its id.
    public let process: Int32?

    public var text: Localized { GameText.gameOpenElsewhere(process: process) }
}

extension GameText {
    static func gameOpenElsewhere(process: Int32?) -> Localized {
        let en = process.map { " (process \($0))" } ?? ""
        let fr = process.map { " (processus \($0))" } ?? ""
        return Localized(
            en: "the game is open in another word-sudoku\(en); go on with it there, or quit it there first (nothing was changed here)",
            fr: "la partie est ouverte dans un autre word-sudoku\(fr) ; continuez-la là-bas, ou quittez-le d’abord (rien n’a été changé ici)")
    }
}
