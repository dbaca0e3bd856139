import Foundation

/// Importing a list into the folder: unlike `add`, which keeps the teacher's file byte for
/// byte, an import keeps the list in the documented JSON format, whatever the spreadsheet
/// exported (UTF-16, semicolons, CRLF, a byte order mark...), under a name safe in a file name
/// and in a puzzle code.
///
/// JSON rather than the file's own format: it is the format the README documents and the full
/// screen's list editor saves, so an imported list can be edited there; it is always UTF-8
/// with one pair a line, whatever the spreadsheet wrote; and it keeps the title the teacher
/// gave. Her spreadsheet stays where it was, and `words export NAME --format tsv|csv` gives a
/// spreadsheet back.
extension WordListLibrary {
    /// The longest name an import gives a list: a puzzle code holds it, and pupils type codes.
    static let maximumImportedNameLength = 40

    /// Reads the list at `path` (a `.json`, `.tsv` or `.csv` file, or any file in one of those
    /// formats), checks it, and keeps it in the folder as `NAME.json`. `name` (else the file's
    /// name without its extension) is made safe by `importedName(_:)`; when the file gave no
    /// title, the title is `name` as typed. The same-name rules are `add`'s.
    /// `languages` (two codes) are those of a file that does not name its own: Quizlet's and
    /// Anki's exports, a list without its header line (`WordList.init(delimited:…)`); the list
    /// kept names them, so it never needs them again.
    public func importList(contentsOfFile path: String, name: String? = nil, replacing: Bool = false,
                           languages: [String]? = nil) throws(AdditionError) -> Addition {
        var list: WordList
        do throws(WordListFailure) {
            let fileName = path == WordListFile.standardInput ? WordListFile.standardInputName : path
            list = try WordList(bytes: try WordListFile.read(path: path), fileName: fileName, languages: languages)
        } catch {
            throw .invalid(error)
        }
        let fileStem = Self.stem(of: String(path.split(separator: "/").last ?? Substring(path)))
        let wanted = name ?? fileStem
        let safeName = Self.importedName(wanted)
        guard !safeName.isEmpty else { throw .unusableName(fileName: wanted) }
        // A title the file did not give is its name: the name the teacher chose reads better.
        if list.title == fileStem, let name {
            let title = WordNormalizer.cleaned(name)
            list.title = title.isEmpty || WordListValidation.characterProblem(in: title, field: "title", at: .start) != nil ? safeName : title
        }
        return try keep(Array(list.jsonText(soundsIn: directory).utf8), as: safeName + ".json", list: list, replacing: replacing)
    }

    /// `text` made a list name that is safe as a file name and in a puzzle code: accents
    /// dropped (`Été` → `ete`), lower case, letters and digits kept, every other run of
    /// characters one `-` (`Verbes, semaine 3` → `verbes-semaine-3`), no `-` at either end, at
    /// most `maximumImportedNameLength` characters. Empty when no letter or digit is left.
    public static func importedName(_ text: String) -> String {
        var name = ""
        var pendingDash = false
        for scalar in text.decomposedStringWithCanonicalMapping.lowercased().unicodeScalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark:
                continue
            case .lowercaseLetter, .uppercaseLetter, .titlecaseLetter, .otherLetter, .modifierLetter, .decimalNumber:
                if pendingDash && !name.isEmpty { name += "-" }
                pendingDash = false
                name.unicodeScalars.append(scalar)
            default:
                pendingDash = true
            }
        }
        var cut = String(name.precomposedStringWithCanonicalMapping.prefix(maximumImportedNameLength))
        while cut.hasSuffix("-") { cut.removeLast() }
        return cut
    }
}
