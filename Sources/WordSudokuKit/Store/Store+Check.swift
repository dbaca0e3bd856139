#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// What `word-sudoku doctor` found in one look at the data folder.
public struct StoreFinding: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// All is well with it (a valid file, the free space).
        case ok
        /// Worth knowing, nothing to do (a game open in another word-sudoku, a save in progress).
        case note
        /// Something to do: the folder is not all well.
        case problem
    }

    public let kind: Kind
    /// One line: what was found and, for a problem, what to do.
    public let text: Localized
}

/// Every finding of `Store.check`, in the order they were made.
public struct StoreCheck: Sendable {
    public var findings: [StoreFinding] = []
    /// The settings as `loadSettings` would read them, when the file is valid (for the language).
    public var settings: Settings?

    public var isHealthy: Bool { !findings.contains { $0.kind == .problem } }

    mutating func add(_ kind: StoreFinding.Kind, _ text: Localized) { findings.append(StoreFinding(kind: kind, text: text)) }
}

/// The integrity check of the data folder (`word-sudoku doctor`, issue 25). It reads every
/// stored file as the store reads it (`Store.reading`, `Store.journalLines`,
/// `Store.salvagedMemory`: the same decoding and validation, not a second one) and changes
/// nothing: nothing is set aside, repaired, locked for longer than a look, or removed — not even
/// the temporary files a `Store` removes when it is made (so this is a static function).
extension Store {
    /// Below this, free space on the folder's file system is a problem: a game of 100,000 moves
    /// is about 2 MB, and a save writes a whole copy before it replaces the file.
    static let lowFreeSpace: UInt64 = 16 << 20

    public static func check(directory: String) -> StoreCheck {
        var check = StoreCheck()
        var info = stat()
        guard stat(directory, &info) == 0 else {
            if errno == ENOENT {
                check.add(.ok, DoctorText.noFolder(directory))
            } else {
                check.add(.problem, DoctorText.folderUnreadable(directory, reason: String(cString: strerror(errno))))
            }
            return check
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            check.add(.problem, DoctorText.folderNotADirectory(directory))
            return check
        }
        for file in [File.game, .settings, .leaderboard, .memory, .daily] {
            checkDocument(file, in: directory, into: &check)
        }
        checkJournal(.history, as: HistoryEntry.self, in: directory, into: &check)
        checkJournal(.reviews, as: ReviewLogEntry.self, in: directory, into: &check)
        checkLocks(in: directory, into: &check)
        checkLeftovers(in: directory, into: &check)
        checkSpace(of: directory, into: &check)
        return check
    }

    /// The bytes of a stored file, or nil with a finding when it is absent, a link, not a file,
    /// too large or unreadable.
    private static func contents(of file: File, in directory: String, limit: Int, into check: inout StoreCheck) -> Data? {
        let full = directory + "/" + file.rawValue
        do {
            guard let bytes = try AtomicFile.read(full, limit: limit) else { return nil }
            return Data(bytes)
        } catch {
            switch error {
            case let .refused(refusal):
                check.add(.problem, DoctorText.notAFile(full, isLink: refusal.kind == .symbolicLink))
            case let .system(reason):
                check.add(.problem, DoctorText.unreadable(full, reason: reason))
            case .tooLarge:
                check.add(.problem, DoctorText.invalid(full, reason: "> \(limit >> 20) MiB"))
            }
            return nil
        }
    }

    private static func checkDocument(_ file: File, in directory: String, into check: inout StoreCheck) {
        switch file {
        case .game: checkDocument(file, as: GameSession.self, in: directory, into: &check)
        case .settings: check.settings = checkDocument(file, as: Settings.self, in: directory, into: &check)?.sanitized
        case .leaderboard: checkDocument(file, as: Leaderboard.self, in: directory, into: &check)
        case .memory: checkDocument(file, as: LearnerMemory.self, in: directory, into: &check)
        case .daily: checkDocument(file, as: DailyRecord.self, in: directory, into: &check)
        default: break
        }
    }

    @discardableResult
    private static func checkDocument<T: StoredValue>(_ file: File, as type: T.Type, in directory: String, into check: inout StoreCheck) -> T? {
        let full = directory + "/" + file.rawValue
        guard let data = contents(of: file, in: directory, limit: fileSizeLimit, into: &check) else { return nil }
        switch reading(data, of: file, as: type) {
        case let .value(value):
            check.add(.ok, DoctorText.valid(full))
            return value
        case .newer:
            check.add(.problem, DoctorText.newerVersion(full))
        case let .damaged(reason):
            if file == .memory, let dropped = salvagedMemory(data)?.dropped {
                check.add(.problem, DoctorText.badRecords(full, dropped: dropped))
            } else {
                check.add(.problem, DoctorText.invalid(full, reason: reason.map(PlayerName.sanitized)))
            }
        }
        return nil
    }

    private static func checkJournal<T: StoredValue>(_ file: File, as type: T.Type, in directory: String, into check: inout StoreCheck) {
        let full = directory + "/" + file.rawValue
        guard let data = contents(of: file, in: directory, limit: .max, into: &check) else { return }
        let (entries, damaged, newer) = journalLines(data, of: file, as: type)
        if damaged > 0 { check.add(.problem, DoctorText.damagedLines(full, count: damaged)) }
        if newer > 0 { check.add(.problem, DoctorText.newerLines(full, count: newer)) }
        if damaged == 0 && newer == 0 { check.add(.ok, DoctorText.validLines(full, count: entries.count)) }
    }

    /// `game.lock` and `store.lock`: regular files or absent; the game held by another process
    /// is a note (it is how a game in play looks). The look takes a shared lock without waiting
    /// and lets it go at once.
    private static func checkLocks(in directory: String, into check: inout StoreCheck) {
        for file in [File.gameLock, .lock] {
            let full = directory + "/" + file.rawValue
            do { try AtomicFile.refuseNonFile(full) } catch {
                check.add(.problem, DoctorText.notAFile(full, isLink: error.kind == .symbolicLink))
                continue
            }
            guard file == .gameLock else { continue }
            let fd = open(full, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard fd >= 0 else { continue }
            defer { close(fd) }
            var result = flock(fd, LOCK_SH | LOCK_NB)
            while result != 0 && errno == EINTR { result = flock(fd, LOCK_SH | LOCK_NB) }
            if result == 0 {
                flock(fd, LOCK_UN)
            } else if errno == EWOULDBLOCK {
                var bytes = [UInt8](repeating: 0, count: 16)
                let count = pread(fd, &bytes, bytes.count, 0)
                let text = count > 0 ? String(decoding: bytes[0..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) : ""
                check.add(.note, DoctorText.gameHeld(process: Int32(text).flatMap { $0 > 0 ? $0 : nil }))
            }
        }
    }

    /// Files set aside earlier, temporary files of saves, and a `lists` that is not a folder.
    private static func checkLeftovers(in directory: String, into check: inout StoreCheck) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
        for name in names {
            let full = directory + "/" + name
            if name.contains(".corrupt-") {
                check.add(.problem, DoctorText.setAside(full))
            } else if let range = name.range(of: AtomicFile.temporarySuffix, options: .backwards),
                      let pid = Int32(name[range.upperBound...]), pid > 0 {
                if kill(pid, 0) != 0 && errno == ESRCH {
                    check.add(.problem, DoctorText.temporaryLeft(full))
                } else {
                    check.add(.note, DoctorText.temporaryInUse(full, process: pid))
                }
            } else if name == "lists" {
                var info = stat()
                if lstat(full, &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
                    check.add(.problem, DoctorText.listsNotAFolder(full, isLink: info.st_mode & S_IFMT == S_IFLNK))
                }
            }
        }
    }

    private static func checkSpace(of directory: String, into check: inout StoreCheck) {
        var info = statvfs()
        guard statvfs(directory, &info) == 0 else {
            check.add(.problem, DoctorText.unreadable(directory, reason: String(cString: strerror(errno))))
            return
        }
        let free = UInt64(info.f_bavail) * UInt64(info.f_frsize)
        if info.f_flag & UInt(ST_RDONLY) != 0 {
            check.add(.problem, DoctorText.readOnly(directory))
        } else if access(directory, W_OK) != 0 {
            check.add(.problem, DoctorText.notWritable(directory))
        } else if free < lowFreeSpace {
            check.add(.problem, DoctorText.lowSpace(directory, free: free))
        } else {
            check.add(.ok, DoctorText.space(directory, free: free))
        }
    }
}

/// The lines of `word-sudoku doctor`: what was found and, for a problem, what to do.
public enum DoctorText {
    static func mebibytes(_ bytes: UInt64) -> String { "\(bytes >> 20) MiB" }

    static func noFolder(_ path: String) -> Localized {
        Localized(en: "\(path) does not exist yet: nothing is stored (the first game makes it)",
                  fr: "\(path) n’existe pas encore : rien n’est enregistré (la première partie le crée)")
    }

    static func folderUnreadable(_ path: String, reason: String) -> Localized {
        Localized(en: "\(path) cannot be read (\(reason)): check its permissions",
                  fr: "\(path) ne peut pas être lu (\(reason)) : vérifiez ses droits")
    }

    static func folderNotADirectory(_ path: String) -> Localized {
        Localized(en: "\(path) is not a folder: move it away, or set WORD_SUDOKU_HOME to a folder",
                  fr: "\(path) n’est pas un dossier : déplacez-le, ou donnez un dossier à WORD_SUDOKU_HOME")
    }

    static func valid(_ path: String) -> Localized {
        Localized(en: "\(path): valid", fr: "\(path) : valide")
    }

    static func validLines(_ path: String, count: Int) -> Localized {
        Localized(en: "\(path): \(count) valid line\(count == 1 ? "" : "s")",
                  fr: "\(path) : \(count) ligne\(count > 1 ? "s" : "") valide\(count > 1 ? "s" : "")")
    }

    static func notAFile(_ path: String, isLink: Bool) -> Localized {
        isLink ? Localized(en: "\(path) is a symbolic link: word-sudoku never follows it and ignores what it points to; replace it with the file itself, or remove it",
                           fr: "\(path) est un lien symbolique : word-sudoku ne le suit jamais et ignore ce qu’il désigne ; remplacez-le par le fichier lui-même, ou supprimez-le")
               : Localized(en: "\(path) is not a regular file: word-sudoku ignores it; move it away",
                           fr: "\(path) n’est pas un fichier ordinaire : word-sudoku l’ignore ; déplacez-le")
    }

    static func unreadable(_ path: String, reason: String) -> Localized {
        Localized(en: "\(path) cannot be read (\(reason)): check its permissions and the disk",
                  fr: "\(path) ne peut pas être lu (\(reason)) : vérifiez ses droits et le disque")
    }

    static func invalid(_ path: String, reason: String?) -> Localized {
        let en = reason.map { "does not hold valid data (\($0))" } ?? "is damaged"
        let fr = reason.map { "ne contient pas de données valides (\($0))" } ?? "est endommagé"
        return Localized(en: "\(path) \(en): the next word-sudoku that reads it moves it aside (.corrupt-…) and uses defaults; copy it elsewhere first if you want to mend it by hand",
                         fr: "\(path) \(fr) : le prochain word-sudoku qui le lit le met de côté (.corrupt-…) et utilise les valeurs par défaut ; copiez-le ailleurs avant pour le réparer à la main")
    }

    static func badRecords(_ path: String, dropped: [String]) -> Localized {
        let n = dropped.count
        return Localized(
            en: "\(path): \(n == 1 ? "1 record" : "\(n) records") cannot be used: \(GameText.droppedList(dropped, .en)); the next word-sudoku that reads it drops \(n == 1 ? "it" : "them"), keeps every other record and copies the file aside first",
            fr: "\(path) : \(n == 1 ? "1 enregistrement inutilisable" : "\(n) enregistrements inutilisables") : \(GameText.droppedList(dropped, .fr)) ; le prochain word-sudoku qui le lit \(n == 1 ? "le retire" : "les retire"), garde tous les autres et copie d’abord le fichier de côté")
    }

    static func newerVersion(_ path: String) -> Localized {
        Localized(en: "\(path) was written by a newer version of word-sudoku: this one leaves it alone and uses defaults; update word-sudoku",
                  fr: "\(path) a été écrit par une version plus récente de word-sudoku : celle-ci le laisse tel quel et utilise les valeurs par défaut ; mettez word-sudoku à jour")
    }

    static func damagedLines(_ path: String, count: Int) -> Localized {
        Localized(en: "\(path): \(count) damaged line\(count == 1 ? "" : "s"): the next word-sudoku that reads it moves \(count == 1 ? "it" : "them") aside (.corrupt-…) and keeps the others",
                  fr: "\(path) : \(count) ligne\(count > 1 ? "s" : "") endommagée\(count > 1 ? "s" : "") : le prochain word-sudoku qui le lit \(count == 1 ? "la met" : "les met") de côté (.corrupt-…) et garde les autres")
    }

    static func newerLines(_ path: String, count: Int) -> Localized {
        Localized(en: "\(path): \(count) line\(count == 1 ? "" : "s") of a newer version of word-sudoku, skipped by this one; update word-sudoku",
                  fr: "\(path) : \(count) ligne\(count > 1 ? "s" : "") d’une version plus récente de word-sudoku, ignorée\(count > 1 ? "s" : "") par celle-ci ; mettez word-sudoku à jour")
    }

    static func gameHeld(process: Int32?) -> Localized {
        let en = process.map { " (process \($0))" } ?? ""
        let fr = process.map { " (processus \($0))" } ?? ""
        return Localized(en: "the game is open in another word-sudoku\(en): its last save was checked; nothing to do",
                         fr: "la partie est ouverte dans un autre word-sudoku\(fr) : sa dernière sauvegarde a été vérifiée ; rien à faire")
    }

    static func setAside(_ path: String) -> Localized {
        Localized(en: "\(path) was set aside earlier as damaged: word-sudoku no longer reads it; look at it, copy back what you need, then delete it",
                  fr: "\(path) a été mis de côté car endommagé : word-sudoku ne le lit plus ; examinez-le, récupérez ce qu’il vous faut, puis supprimez-le")
    }

    static func temporaryLeft(_ path: String) -> Localized {
        Localized(en: "\(path) is the temporary file of a save that was interrupted: the saved file is whole; the next word-sudoku removes it, or delete it",
                  fr: "\(path) est le fichier temporaire d’une sauvegarde interrompue : le fichier enregistré est entier ; le prochain word-sudoku le supprime, ou supprimez-le")
    }

    static func temporaryInUse(_ path: String, process: Int32) -> Localized {
        Localized(en: "\(path) is being written by process \(process) now; nothing to do",
                  fr: "\(path) est en cours d’écriture par le processus \(process) ; rien à faire")
    }

    static func listsNotAFolder(_ path: String, isLink: Bool) -> Localized {
        isLink ? Localized(en: "\(path) is a symbolic link: word-sudoku never follows it, so your own lists are not found; put a real folder there",
                           fr: "\(path) est un lien symbolique : word-sudoku ne le suit jamais, vos listes ne sont donc pas trouvées ; mettez-y un vrai dossier")
               : Localized(en: "\(path) is not a folder: your own lists cannot be kept; move it away",
                           fr: "\(path) n’est pas un dossier : vos listes ne peuvent pas y être gardées ; déplacez-le")
    }

    static func readOnly(_ path: String) -> Localized {
        Localized(en: "\(path) is on a read-only file system: nothing can be saved; remount it read-write or set WORD_SUDOKU_HOME elsewhere",
                  fr: "\(path) est sur un système de fichiers en lecture seule : rien ne peut être enregistré ; remontez-le en écriture ou donnez un autre dossier à WORD_SUDOKU_HOME")
    }

    static func notWritable(_ path: String) -> Localized {
        Localized(en: "\(path) cannot be written to: nothing can be saved; check its permissions",
                  fr: "\(path) n’est pas accessible en écriture : rien ne peut être enregistré ; vérifiez ses droits")
    }

    static func lowSpace(_ path: String, free: UInt64) -> Localized {
        Localized(en: "only \(mebibytes(free)) free for \(path): saves may fail; free some space",
                  fr: "seulement \(mebibytes(free)) libres pour \(path) : les sauvegardes peuvent échouer ; libérez de la place")
    }

    static func space(_ path: String, free: UInt64) -> Localized {
        Localized(en: "\(mebibytes(free)) free for \(path)", fr: "\(mebibytes(free)) libres pour \(path)")
    }

    /// The last line: all is well, or how many problems.
    public static func summary(problems: Int) -> Localized {
        problems == 0 ? Localized(en: "All is well.", fr: "Tout va bien.")
            : Localized(en: "\(problems) problem\(problems == 1 ? "" : "s") found.",
                        fr: "\(problems) problème\(problems > 1 ? "s" : "") trouvé\(problems > 1 ? "s" : "").")
    }

    /// A finding's line: its kind, then what was found.
    public static func line(_ finding: StoreFinding) -> Localized {
        switch finding.kind {
        case .ok: Localized(en: "ok: " + finding.text.en, fr: "ok : " + finding.text.fr)
        case .note: Localized(en: "note: " + finding.text.en, fr: "note : " + finding.text.fr)
        case .problem: Localized(en: "problem: " + finding.text.en, fr: "problème : " + finding.text.fr)
        }
    }
}
