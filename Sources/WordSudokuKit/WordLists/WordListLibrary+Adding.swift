#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Adding a teacher's list to the folder: checked first, then copied byte for byte, atomically.
extension WordListLibrary {
    /// A list copied into the folder, or found there already.
    public struct Addition: Hashable, Sendable {
        public enum Outcome: Hashable, Sendable {
            /// Copied; no list had this name.
            case added
            /// Copied over a different list of the same name (asked for with `replacing`).
            case replaced
            /// The folder already holds this very file under this name: nothing was written.
            case alreadyThere
        }

        public let outcome: Outcome
        /// The name to play it with (`play --words verbs`).
        public let name: String
        /// Where it is now.
        public let path: String
        public let list: WordList
        /// Whether a built-in list has the same name, which now means this list (see `resolve`).
        public var hidesBuiltInList: Bool { BuiltInWordLists.all.contains { $0.name == name.lowercased() } }
    }

    /// Why a list was not added.
    public enum AdditionError: Error, Equatable, Sendable {
        /// The file cannot be opened (`isUnopenable`) or has problems: every one, as `words check` says them.
        case invalid(WordListFailure)
        /// A different list already has this name (its file is `path`); add with `replacing` to replace it.
        case nameTaken(name: String, path: String)
        /// The file's name cannot name a list: hidden (`.x.json`), empty, or with a control character.
        case unusableName(fileName: String)
        /// The copy could not be written; the folder is as it was.
        case cannotWrite(StoreError)
    }

    /// Checks the list at `path` and copies it into the folder (created if needed), named as the
    /// file is (`~/verbs.tsv` → `lists/verbs.tsv`, played as `verbs`). A file whose extension is
    /// not `.json`, `.tsv` or `.csv` gets the one of its format (`verbs.txt` → `verbs.tsv`).
    /// A different list of the same name (whatever its extension) is replaced only when
    /// `replacing`; the same file already there is left as it is.
    public func add(contentsOfFile path: String, replacing: Bool = false) throws(AdditionError) -> Addition {
        let bytes: [UInt8], list: WordList
        do throws(WordListFailure) {
            bytes = try WordListFile.read(path: path)
            list = try WordList(bytes: bytes, fileName: path)
        } catch {
            throw .invalid(error)
        }
        let sourceName = String(path.split(separator: "/").last ?? Substring(path))
        let fileName = Self.isListFileName(sourceName) ? sourceName : Self.stem(of: sourceName) + "." + Self.extension(of: WordList.format(of: sourceName, bytes: bytes))
        let name = Self.stem(of: fileName)
        guard !name.isEmpty, !name.hasPrefix("."), WordListValidation.firstUnsafeScalar(in: fileName) == nil else {
            throw .unusableName(fileName: sourceName)
        }
        return try keep(bytes, as: fileName, list: list, replacing: replacing)
    }

    /// Writes `bytes` (the text of `list`) into the folder as `fileName`, by the same-name rules
    /// of `add`: the same bytes already there under this name are left as they are; a different
    /// list of the same name (whatever its extension) is replaced only when `replacing`.
    func keep(_ bytes: [UInt8], as fileName: String, list: WordList, replacing: Bool) throws(AdditionError) -> Addition {
        let name = Self.stem(of: fileName)
        let destination = directory + "/" + fileName
        let sameName = listFileNames().filter { Self.stem(of: $0.lossy).lowercased() == name.lowercased() }.map(entry)
        if sameName.count == 1, let existing = sameName.first?.path,
           (try? WordListFile.read(path: existing)) == bytes {
            return Addition(outcome: .alreadyThere, name: sameName[0].name, path: existing, list: list)
        }
        if let taken = sameName.first, !replacing {
            throw .nameTaken(name: taken.name, path: taken.path ?? destination)
        }
        do throws(StoreError) {
            try AtomicFile.write(bytes, to: destination)
        } catch {
            throw .cannotWrite(error)
        }
        // The old list under another extension (`verbs.json` replaced by `verbs.tsv`) goes.
        for old in sameName where old.fileName != fileName {
            guard let oldPath = old.path, unlink(oldPath) == 0 || errno == ENOENT else {
                throw .cannotWrite(StoreError(path: old.path ?? destination, reason: String(cString: strerror(errno)), action: .clear))
            }
        }
        return Addition(outcome: sameName.isEmpty ? .added : .replaced, name: name, path: destination, list: list)
    }

    private static func `extension`(of format: WordList.Format) -> String {
        switch format {
        case .json: "json"
        case .tsv: "tsv"
        case .csv: "csv"
        }
    }
}
