import Foundation
import Testing
import WordSudokuKit
@testable import TerminalUI

@Suite("About screen", .timeLimit(.minutes(15)))
struct AboutScreenTests {
    /// Menu → About shows the kit's About text whole, wrapped to the width, with the store's
    /// directory and the licence: at once on a tall screen, scrolled with ↓ at 80×24; another key
    /// goes back.
    @Test(arguments: UILanguage.allCases, [24, 40])
    func aboutShowsTheKitsTextWholeWithTheStoresDirectory(language: UILanguage, height: Int) {
        let store = Fixtures.Store()
        var app = Fixtures.app(language: language, store: store)
        let items = app.menuItems
        app.menuIndex = try! #require(items.firstIndex(of: .about))
        _ = app.handle(.enter)
        #expect(app.screen == .about)
        let paragraphs = About(dataDirectory: store.directory, speech: app.speechStatus()).paragraphs(language)
        // The kit's text as one run of words: a row of the page is a piece of it ending on a
        // whole word; a row cut at the right edge ends on part of one and is not found.
        let kitText = " " + paragraphs.flatMap { $0.split(whereSeparator: \.isWhitespace) }.joined(separator: " ") + " "
        // Every row the page has, read screen by screen as the player scrolls down.
        var seen: [String] = []
        for _ in 0..<20 {
            let buffer = app.render(width: 80, height: height)
            let cut = buffer.lines.dropFirst(3).dropLast(1).filter { row in
                let words = row.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                return !words.isEmpty && !kitText.contains(" " + words + " ")
            }
            #expect(cut.isEmpty, "rows cut at the right edge: \(cut)")
            #expect(!buffer.text.contains("…"))
            for line in buffer.lines.dropFirst(3).dropLast(1) where !seen.contains(line) { seen.append(line) }
            _ = app.handle(.down)
        }
        #expect(app.screen == .about)
        // Every paragraph is there, word for word, once the wrapped lines are joined again.
        let shown = seen.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
        for paragraph in paragraphs {
            #expect(shown.contains(paragraph), "\(paragraph)")
        }
        #expect(shown.contains(store.directory))
        #expect(shown.contains(About.licence(language)))
        #expect(shown.contains(language == .en ? "GNU General Public License v3.0 or later" : "Licence publique générale GNU, version 3 ou ultérieure"))
        // The licence's address whole on one row, so that it can be copied or opened.
        #expect(seen.contains { $0.contains(About.licenceURL) })
        _ = app.handle(.character("x"))
        #expect(app.screen == .menu)
        #expect(app.aboutOffset == 0)
    }

    @Test func theMenuSaysAboutInFrench() {
        let app = Fixtures.app(language: .fr)
        #expect(app.render(width: 80, height: 24).text.contains("À propos"))
    }
}
