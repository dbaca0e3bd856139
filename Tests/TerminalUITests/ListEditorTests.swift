import Foundation
import SudokuEngine
import Testing
import WordSudokuKit
@testable import TerminalUI

/// The list editor driven by keystrokes, as a teacher uses it: a list typed, saved into the
/// lists folder and played at once; problems shown beside their rows; Edit, Delete and Copy
/// to my lists on the Word lists screen.
@Suite("List editor on screen", .timeLimit(.minutes(15)))
struct ListEditorTests {
    /// An app on the program's services: the built-in lists and the teacher's folder in `store`.
    final class Teacher {
        let store = Fixtures.Store()
        var app: TerminalApp
        /// Keys pressed so far.
        private(set) var keystrokes = 0
        var library: WordListLibrary { WordListLibrary(directory: store.directory + "/lists") }

        init(language: UILanguage = .en, files: [String: String] = [:]) throws {
            let library = WordListLibrary(directory: store.directory + "/lists")
            try FileManager.default.createDirectory(atPath: library.directory, withIntermediateDirectories: true)
            for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: library.directory + "/" + name)) }
            let services = GameServices.test(store: store)
            app = TerminalApp(settings: AppSettings(language: language), services: services)
        }

        func press(_ keys: Key...) {
            for key in keys {
                keystrokes += 1
                _ = app.handle(key)
            }
        }

        func type(_ text: String) {
            for character in text { press(.character(character)) }
        }

        var screen: String { app.render(width: 80, height: 24).text }

        /// From the menu to the Word lists screen.
        func openWordLists() {
            for _ in app.menuItems.indices where app.menuItems[app.menuIndex] != .wordLists { press(.down) }
            press(.enter)
        }

        /// On the Word lists screen, the row of the list named `name` (the first of that name:
        /// a built-in list before a teacher's).
        func choose(_ name: String) {
            for _ in 0...app.services.lists.count where app.wordListEntry(atRow: app.wordListIndex)?.name != name { press(.down) }
        }

        /// On the Word lists screen, the row of the teacher's file `fileName`.
        func choose(file fileName: String) {
            for _ in 0...app.services.lists.count where app.wordListEntry(atRow: app.wordListIndex)?.fileName != fileName { press(.down) }
        }
    }

    static let colours = [("red", "rouge"), ("blue", "bleu"), ("green", "vert"), ("yellow", "jaune"), ("black", "noir"),
                          ("white", "blanc"), ("grey|gray", "gris"), ("brown", "marron|brun"), ("pink", "rose")]

    /// The test: a 9-pair list made in the editor, saved, found in New game and played
    /// on a 9×9, in under a minute of keystrokes (at three keys a second: 180 keys).
    @Test func aNinePairListIsTypedSavedAndPlayedOnANineByNine() throws {
        let teacher = try Teacher()
        teacher.openWordLists()
        #expect(teacher.screen.contains("+ New list"))
        teacher.press(.enter)
        #expect(teacher.app.screen == .listEditor)
        teacher.type("Couleurs")
        teacher.press(.enter, .enter, .enter)  // the file name follows the title; English and French
        for (english, french) in Self.colours {
            teacher.type(english)
            teacher.press(.enter)
            teacher.type(french)
            teacher.press(.enter)
        }
        #expect(teacher.screen.contains("9 pairs · fills 4×4, 6×6, 8×8, 9×9 · no problems"))
        teacher.press(.control("s"))
        #expect(teacher.screen.contains("Saved: it is in New game now (play --words couleurs)."))
        #expect(teacher.screen.contains("/lists/couleurs.json"))
        let saved = try WordList(contentsOfFile: teacher.library.directory + "/couleurs.json")
        #expect(saved.title == "Couleurs" && saved.pairs.count == 9)
        #expect(saved.pairs[6].first == ["grey", "gray"])

        // Back on Word lists the new list is chosen; its first action plays it.
        teacher.press(.escape)
        #expect(teacher.app.screen == .wordLists)
        #expect(teacher.app.wordListEntry(atRow: teacher.app.wordListIndex)?.name == "couleurs")
        teacher.press(.enter, .enter)
        #expect(teacher.app.screen == .newGame)
        #expect(teacher.screen.contains("‹ Couleurs (9 pairs) ›"))
        for _ in NewGameForm.shapes where teacher.app.newGame.shape.size != 9 { teacher.press(.right) }
        teacher.press(.enter)
        teacher.app.doSlowWork()
        let game = try #require(teacher.app.play?.game)
        #expect(game.shape.size == 9)
        #expect(game.setup.listName == "couleurs")
        #expect(Set(game.setup.pairs) == Set(saved.pairs))
        // Under a minute of typing: the count, stated in the README (New game starts at the
        // settings' 6×6 on a new data folder).
        #expect(teacher.keystrokes == 134)
    }

    @Test func theNewListIsInNewGamesListFieldAtOnce() throws {
        let teacher = try Teacher()
        teacher.openWordLists()
        teacher.press(.enter)
        teacher.type("Tiny")
        teacher.press(.enter, .enter, .enter)
        for (english, french) in Self.colours.prefix(4) {
            teacher.type(english)
            teacher.press(.tab)
            teacher.type(french)
            teacher.press(.tab)
        }
        teacher.press(.control("s"), .escape, .escape)
        #expect(teacher.app.screen == .menu)
        teacher.app.menuIndex = 0
        teacher.press(.enter)
        // Tiny has four pairs: on 4×4 it is offered among the built-in lists.
        for _ in NewGameForm.shapes where teacher.app.newGame.shape.size != 4 { teacher.press(.right) }
        for _ in NewGameForm.Field.allCases where teacher.app.newGame.field != .list { teacher.press(.down) }
        var seen: Set<String> = []
        for _ in 0...teacher.app.services.lists.count {
            seen.insert(teacher.app.services.lists[teacher.app.newGame.listIndex].name)
            teacher.press(.right)
        }
        #expect(seen.isSuperset(of: ["animals", "tiny"]))
    }

    @Test func problemsShowBesideTheirRowsAndStopTheSave() throws {
        let teacher = try Teacher()
        teacher.openWordLists()
        teacher.press(.enter)
        teacher.type("Doubles")
        teacher.press(.enter, .enter, .enter)
        for (english, french) in [("cat", "le chat"), ("dog", ""), ("CAT", "le chaton"), (String(repeating: "x", count: 41), "long")] {
            teacher.type(english)
            teacher.press(.enter)
            teacher.type(french)
            teacher.press(.enter)
        }
        let screen = teacher.screen
        #expect(screen.contains("fr: empty"))
        #expect(screen.contains("en: also on row 1"))
        #expect(screen.contains("en: too long (41 > 40)"))
        #expect(screen.contains("1 pair · fills no grid yet (4×4 needs 4) · 3 problems"))
        teacher.press(.control("s"))
        #expect(teacher.screen.contains("Not saved: fix the 3 problems first."))
        #expect(teacher.library.teacherEntries().isEmpty)
        // Up to the duplicate row: its whole problem is said under the table.
        teacher.press(.up, .up)
        #expect(teacher.screen.contains("duplicate en word “CAT” (also on row 1)"))
        // Ctrl-K removes the row; Backspace erases.
        teacher.press(.control("k"))
        #expect(!teacher.screen.contains("also on row 1"))
        #expect(teacher.app.listEditor?.draft.rows.count == 4)
    }

    @Test func accentedLettersTypedAsUTF8GoIntoTheCell() throws {
        let teacher = try Teacher()
        teacher.openWordLists()
        teacher.press(.enter, .enter, .enter, .enter)
        var decoder = KeyDecoder()
        for key in decoder.feed(Array("summer\tl'été\u{0D}sister\tla sœur\u{0D}boy\tle garçon\u{0D}".utf8)) { teacher.press(key) }
        let rows = try #require(teacher.app.listEditor?.draft.rows)
        #expect(rows.prefix(3).map(\.second) == ["l'été", "la sœur", "le garçon"])
        #expect(teacher.screen.contains("la sœur"))
    }

    @Test func escAsksBeforeThrowingAwayChanges() throws {
        let teacher = try Teacher()
        teacher.openWordLists()
        teacher.press(.enter)
        teacher.press(.escape)
        #expect(teacher.app.screen == .wordLists)  // nothing typed: nothing to lose
        teacher.press(.enter)
        teacher.type("Draft")
        teacher.press(.escape)
        #expect(teacher.screen.contains("Leave without saving?"))
        teacher.press(.character("n"))
        #expect(teacher.app.screen == .listEditor)
        #expect(teacher.app.listEditor?.draft.title == "Draft")
        teacher.press(.escape, .character("y"))
        #expect(teacher.app.screen == .wordLists)
        #expect(teacher.library.teacherEntries().isEmpty)
    }

    static let verbs = "en\tfr\nto be\têtre\nto have\tavoir\nto go\taller\nto do\tfaire\n"

    @Test func editingATeachersTSVListSavesItAsJSONInItsPlace() throws {
        let teacher = try Teacher(files: ["verbs.tsv": Self.verbs])
        teacher.openWordLists()
        teacher.choose(file: "verbs.tsv")
        teacher.press(.enter)
        #expect(teacher.screen.contains("Use for new games") && teacher.screen.contains("Edit") && teacher.screen.contains("Delete"))
        #expect(!teacher.screen.contains("Copy to my lists"))
        teacher.press(.down, .down, .enter)  // after Use for new games and Print worksheets
        #expect(teacher.app.screen == .listEditor)
        #expect(teacher.screen.contains("Word list “verbs”"))
        #expect(teacher.screen.contains("to have") && teacher.screen.contains("avoir"))
        // The cursor to row 4's French side, and a second answer.
        teacher.press(.enter, .enter, .enter, .down, .down, .down, .right)
        teacher.type("|fait")
        teacher.press(.control("s"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: teacher.library.directory) == ["verbs.json"])
        let entry = try #require(teacher.library.teacherEntries().first)
        #expect(entry.list?.pairs[3].second == ["faire", "fait"])
        #expect(teacher.app.services.lists.last?.fileName == "verbs.json")
    }

    @Test func deletingAsksFirst() throws {
        let teacher = try Teacher(files: ["verbs.tsv": Self.verbs, "broken.json": "{"])
        teacher.openWordLists()
        teacher.choose("broken")
        teacher.press(.enter)  // a broken list can only be deleted: Enter asks at once
        #expect(teacher.screen.contains("Delete the list “broken” (broken.json)? It cannot be"))
        teacher.press(.character("n"))
        #expect(teacher.library.teacherEntries().count == 2)
        teacher.press(.enter, .character("y"))
        #expect(teacher.library.teacherEntries().map(\.name) == ["verbs"])
        #expect(teacher.screen.contains("The list “broken” was deleted."))
        #expect(!teacher.app.services.lists.contains { $0.name == "broken" })
    }

    @Test func aBuiltInListIsReadOnlyButCanBeCopied() throws {
        let teacher = try Teacher(language: .fr)
        teacher.openWordLists()
        teacher.choose("animals")
        teacher.press(.enter)
        let actions = teacher.screen
        #expect(actions.contains("Copier dans mes listes"))
        #expect(!actions.contains("Modifier") && !actions.contains("Supprimer"))
        teacher.press(.down, .down, .enter)  // after Use for new games and Print worksheets
        #expect(teacher.app.screen == .listEditor)
        #expect(teacher.app.listEditor?.draft.name == "animals-copy")
        // A copy is not saved yet: leaving asks.
        teacher.press(.escape)
        #expect(teacher.screen.contains("Quitter sans enregistrer ?"))
        teacher.press(.character("x"), .control("s"))
        #expect(teacher.screen.contains("Enregistrée : elle est dans Nouvelle partie (play --words animals-copy)."))
        let copy = try #require(teacher.library.teacherEntries().first?.list)
        #expect(copy.title(in: .fr) == "Les animaux (copie)")
        #expect(copy.pairs == BuiltInWordLists.named("animals")?.list.pairs)
    }

    @Test func savingOverAnotherListOfTheSameNameAsks() throws {
        let teacher = try Teacher(files: ["tiny.tsv": Self.verbs])
        teacher.openWordLists()
        teacher.press(.home, .enter)
        teacher.type("Tiny")
        teacher.press(.enter, .enter, .enter)
        teacher.type("cat")
        teacher.press(.enter)
        teacher.type("le chat")
        teacher.press(.control("s"))
        #expect(teacher.screen.contains("You already have a list named “tiny”"))
        teacher.press(.character("n"))
        #expect(teacher.library.teacherEntries().first?.fileName == "tiny.tsv")
        teacher.press(.control("s"), .character("y"))
        #expect(teacher.library.teacherEntries().map(\.fileName) == ["tiny.json"])
    }

    @Test(arguments: UILanguage.allCases)
    func theEditorFitsIn80x24AndLongListsScroll(language: UILanguage) throws {
        let teacher = try Teacher(language: language)
        let animals = try #require(BuiltInWordLists.named("animals")).list
        teacher.app.openListEditor(ListEditor(draft: WordListDraft(list: animals, name: "animals", originalFileName: nil), isCopy: true))
        teacher.press(.enter, .enter, .enter)
        for _ in 0..<29 { teacher.press(.down) }
        let buffer = teacher.app.render(width: 80, height: 24)
        #expect(buffer.lines.allSatisfy { DisplayWidth.of($0) == 80 })
        #expect(buffer.text.contains("30 ") && buffer.text.contains(animals.pairs[29].first[0]))
        #expect(!buffer.text.contains(" cat "))  // row 1 scrolled away
        #expect(buffer.text.contains(language == .en ? "31 pairs · fills 4×4, 6×6, 8×8, 9×9, 12×12, 16×16, 25×25 · no problems"
                                                      : "31 paires · remplit 4×4, 6×6, 8×8, 9×9, 12×12, 16×16, 25×25 · aucun problème"))
        #expect(buffer.text.contains(language == .en ? "^S save" : "^S enregistrer"))
    }
}
