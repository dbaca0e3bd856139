import Foundation
import Testing
import WordSudokuKit
@testable import TerminalUI

@Suite("About screen")
struct AboutScreenTests {
    /// Menu → About shows the kit's About text whole at 80×24, wrapped, with the store's
    /// directory; any key goes back to the menu.
    @Test(arguments: UILanguage.allCases)
    func aboutShowsTheKitsTextWholeWithTheStoresDirectory(language: UILanguage) {
        let store = Fixtures.Store()
        var app = Fixtures.app(language: language, store: store)
        let items = app.menuItems
        app.menuIndex = try! #require(items.firstIndex(of: .about))
        _ = app.handle(.enter)
        #expect(app.screen == .about)
        let buffer = app.render(width: 80, height: 24)
        #expect(buffer.lines.allSatisfy { DisplayWidth.of($0) == 80 })
        #expect(!buffer.text.contains("…"))
        // Every paragraph is there, word for word, once the wrapped lines are joined again.
        let shown = buffer.lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        for paragraph in About(dataDirectory: store.directory).paragraphs(language) {
            #expect(shown.contains(paragraph), "\(paragraph)")
        }
        #expect(shown.contains(store.directory))
        #expect(shown.contains(About.licence(language)))
        _ = app.handle(.character("x"))
        #expect(app.screen == .menu)
    }

    @Test func theMenuSaysAboutInFrench() {
        let app = Fixtures.app(language: .fr)
        #expect(app.render(width: 80, height: 24).text.contains("À propos"))
    }
}
