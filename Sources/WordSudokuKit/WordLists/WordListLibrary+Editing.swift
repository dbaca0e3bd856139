#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The list editor's changes to the folder: a draft saved as a JSON list, a teacher's list
/// deleted. Built-in lists are never touched (they are in the program, not in the folder).
extension WordListLibrary {
    /// A draft written to the folder.
    public struct SavedList: Hashable, Sendable {
        /// The name to play it with (`play --words colours`).
        public let name: String
        /// Where it is now (`…/lists/colours.json`).
        public let path: String
        public let list: WordList
    }

    /// Why a draft was not saved.
    public enum SaveError: Error, Equatable, Sendable {
        /// The draft still has problems (every one, as the editor shows them).
        case problems([WordListDraft.Problem])
        /// Another list of the folder has this name (its file is `path`): save again with
        /// `replacing` once the teacher has said to replace it.
        case nameTaken(name: String, path: String)
        /// A built-in list has this name: the teacher's list would be played instead of it
        /// (see `resolve`). Saved with `replacing` once she has said so.
        case hidesBuiltInList(name: String)
        /// The file could not be written, or the old one removed; the folder keeps the last good file.
        case cannotWrite(StoreError)
    }

    /// Saves `draft` as `lists/NAME.json`, atomically, in the documented JSON format.
    ///
    /// Never silently overwrites: another list of the same name (whatever its extension or case)
    /// or a built-in list's name is refused unless `replacing`. The file the draft was loaded
    /// from is replaced by the new one: a teacher's TSV or CSV list edited here becomes
    /// `NAME.json` and the old file goes. She edited the game's copy (`words add` copied her
    /// spreadsheet, which stays where she keeps it), JSON keeps the title she typed (a
    /// spreadsheet file has none), and leaving both would give two files one name, of which
    /// only one would ever be played. A renamed list likewise leaves no file under its old name.
    public func save(_ draft: WordListDraft, replacing: Bool = false) throws(SaveError) -> SavedList {
        guard let list = draft.list() else { throw .problems(draft.check().problems) }
        let destination = directory + "/" + draft.fileName
        let sameName = listFileNames().filter {
            Self.stem(of: $0.lossy).lowercased() == draft.name.lowercased() && $0.lossy != draft.originalFileName
        }
        if !replacing {
            if let taken = sameName.first {
                throw .nameTaken(name: Self.stem(of: taken.lossy), path: directory + "/" + taken.lossy)
            }
            if draft.originalFileName == nil || Self.stem(of: draft.originalFileName!).lowercased() != draft.name.lowercased(),
               BuiltInWordLists.all.contains(where: { $0.name == draft.name.lowercased() }) {
                throw .hidesBuiltInList(name: draft.name)
            }
        }
        do throws(StoreError) {
            try AtomicFile.write(Array(list.jsonText(soundsIn: directory).utf8), to: destination)
        } catch {
            throw .cannotWrite(error)
        }
        // The file it was loaded from (another extension, or another name) and the lists it
        // replaces, now that the new file is safely written.
        let old = sameName.map(\.lossy) + [draft.originalFileName].compactMap { $0 }
        for fileName in old where fileName != draft.fileName {
            let path = directory + "/" + fileName
            guard unlink(path) == 0 || errno == ENOENT else {
                throw .cannotWrite(StoreError(path: path, reason: String(cString: strerror(errno)), action: .clear))
            }
        }
        return SavedList(name: draft.name, path: destination, list: list)
    }

    /// Deletes the teacher's list file `fileName` from the folder (a list that did not load
    /// too: that is how a teacher gets rid of a broken file from the game).
    public func delete(fileName: String) throws(StoreError) {
        let path = directory + "/" + fileName
        guard !fileName.contains("/"), Self.isListFileName(fileName) else {
            throw StoreError(path: path, refused: .notAFile)
        }
        guard unlink(path) == 0 || errno == ENOENT else {
            throw StoreError(path: path, reason: String(cString: strerror(errno)), action: .clear)
        }
    }

    /// Whether `entry` is one of this folder's files, which the editor may change and delete
    /// (not a built-in list, nor a list file `settings words FILE` names elsewhere).
    public func owns(_ entry: Entry) -> Bool {
        guard let fileName = entry.fileName, let path = entry.path else { return false }
        return path == directory + "/" + fileName
    }
}
