import Foundation
import Testing
import WordSudokuKit
@testable import TerminalUI

@Suite("About screen", .timeLimit(.minutes(1)))
struct AboutScreenTests {
    /// Menu → About shows the kit's About text whole, wrapped to the width, with the store's
    /// directory: at once on a tall screen, scrolled with ↓ at 80×24; another key goes back.
    @Test(arguments: UILanguage.allCases, [24, 40])
    func aboutShowsTheKitsTextWholeWithTheStoresDirectory(language: UILanguage, height: Int) {
        let store = Fixtures.Store()
        var app = Fixtures.app(language: language, store: store)
        let items = app.menuItems
        app.menuIndex = try! #require(items.firstIndex(of: .about))
        _ = app.handle(.enter)
        #expect(app.screen == .about)
        // Every row the page has, read screen by screen as the player scrolls down.
        var seen: [String] = []
        for _ in 0..<20 {
            let buffer = app.render(width: 80, height: height)
            #expect(buffer.lines.allSatisfy { DisplayWidth.of($0) == 80 })
            #expect(!buffer.text.contains("…"))
            for line in buffer.lines.dropFirst(3).dropLast(1) where !seen.contains(line) { seen.append(line) }
            _ = app.handle(.down)
        }
        #expect(app.screen == .about)
        // Every paragraph is there, word for word, once the wrapped lines are joined again.
        let shown = seen.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
        for paragraph in About(dataDirectory: store.directory).paragraphs(language) {
            #expect(shown.contains(paragraph), "\(paragraph)")
        }
        #expect(shown.contains(store.directory))
        #expect(shown.contains(About.licence(language)))
        _ = app.handle(.character("x"))
        #expect(app.screen == .menu)
        #expect(app.aboutOffset == 0)
    }

    @Test func theMenuSaysAboutInFrench() {
        let app = Fixtures.app(language: .fr)
        #expect(app.render(width: 80, height: 24).text.contains("À propos"))
    }
}
