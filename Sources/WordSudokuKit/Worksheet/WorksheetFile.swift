import SudokuEngine

/// Worksheets written to files: the command's `-o FILE` and a front end's *Print worksheets*,
/// which writes a list's sheet into a folder and says where.
public enum WorksheetFile {
    /// Why a worksheet was not written; `text` is the sentence to show.
    public enum Failure: Error, Equatable, Sendable {
        /// The list or the options cannot make the puzzles (too few pairs, a grade not offered…).
        case setup(GameSetupError)
        /// The file could not be written (nothing was left half-written).
        case notWritten(StoreError)

        public var text: Localized {
            switch self {
            case .setup(let error): error.text
            case .notWritten(let error): error.text
            }
        }
    }

    /// `worksheet-animals-3x3-2-1234.html`: the list's name (letters, digits, `-` and `_`
    /// only, at most 40), the box shape, the grade and the seed, so that two different sheets
    /// never share a name and the name is safe in any folder and any terminal.
    public static func fileName(listName: String, shape: BoxShape, grade: Grade, seed: UInt64, extension: String = "html") -> String {
        var name = ""
        for scalar in listName.unicodeScalars {
            let safe = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-")
            if safe { name.unicodeScalars.append(scalar) } else if !name.isEmpty && name.last != "-" { name += "-" }
            if name.unicodeScalars.count >= 40 { break }
        }
        while name.last == "-" { name.removeLast() }
        if name.isEmpty { name = "list" }
        return "worksheet-\(name)-\(shape)-\(grade.rawValue)-\(seed).\(`extension`)"
    }

    /// For a front end's *Print worksheets*: makes `count` puzzles on the list of `entry`
    /// (seeds `seed`, `seed + 1`…), renders them as HTML and writes the page into `directory`
    /// (made if missing) under `fileName(…)`. Returns the file's path, to tell the teacher
    /// where it is (show it through `DisplaySafe.escaped`).
    public static func writeHTML(for entry: WordListLibrary.Entry, shape: BoxShape, grade: Grade, count: Int, seed: UInt64,
                                 shownLanguage: String?, options: WorksheetOptions, into directory: String) throws(Failure) -> String {
        let list: WordList
        switch entry.content {
        case .success(let loaded): list = loaded
        case .failure(let failure): throw .setup(.wordList(failure))
        }
        let loaded = WordListCatalog.Loaded(entry: entry, list: list)
        let sheet: Worksheet
        do { sheet = try Worksheet.make(loaded: loaded, shape: shape, grade: grade, count: count, seed: seed, shownLanguage: shownLanguage) }
        catch { throw .setup(error) }
        let path = (directory.hasSuffix("/") ? directory : directory + "/")
            + fileName(listName: entry.name, shape: shape, grade: grade, seed: seed)
        do { try AtomicFile.write(Array(WorksheetHTML.render(sheet, options: options).utf8), to: path) } catch { throw .notWritten(error) }
        return path
    }
}
