import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A worksheet's HTML read back with Foundation's XML parser: the page must be well-formed XML
/// (every element closed, attributes quoted, only XML's entities), and what a test looks at —
/// the grids, their cells, the word banks, the pages — comes out as values.
final class WorksheetPage: NSObject, XMLParserDelegate {
    struct Cell: Equatable {
        var classes: Set<String>
        var text: String
        /// The text as printed, its soft hyphens (U+00AD) kept: where the word may break.
        var printed = ""
        /// The cell's own `lang`, when it differs from its table's.
        var lang: String?
    }

    struct Grid {
        var code: String
        var size: Int
        var isKey: Bool
        /// The table's `lang` and `style` attributes.
        var lang = "", style = ""
        var rows: [[Cell]] = []
    }

    private(set) var grids: [Grid] = []
    /// Each word bank's words, in order.
    private(set) var banks: [[String]] = []
    /// The `<section class="page…">` elements, in order: `page` or `page answers`.
    private(set) var pages: [String] = []
    /// All the text of the page, as a reader sees it.
    private(set) var text = ""
    private(set) var error: String?

    private var cell: Cell?
    private var item: String?

    /// Parses `html`; `error` says why it is not well-formed.
    init(_ html: String) {
        super.init()
        let parser = XMLParser(data: Data(html.utf8))
        parser.delegate = self
        if !parser.parse() {
            error = parser.parserError.map { "\($0) at line \(parser.lineNumber), column \(parser.columnNumber)" } ?? "not well-formed"
        }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        let classes = Set((attributes["class"] ?? "").split(separator: " ").map(String.init))
        switch name {
        case "section": pages.append(attributes["class"] ?? "")
        case "table" where classes.contains("grid"):
            grids.append(Grid(code: attributes["data-code"] ?? "", size: Int(attributes["data-size"] ?? "") ?? 0, isKey: classes.contains("key"),
                              lang: attributes["lang"] ?? "", style: attributes["style"] ?? ""))
        case "tr" where !grids.isEmpty: grids[grids.count - 1].rows.append([])
        case "td": cell = Cell(classes: classes, text: "", lang: attributes["lang"])
        case "ul": banks.append([])
        case "li": item = ""
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters found: String) {
        // A soft hyphen is invisible unless the line breaks there: a reader sees the word whole.
        let string = found.replacingOccurrences(of: "\u{AD}", with: "")
        text += string
        cell?.text += string
        cell?.printed += found
        item? += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        switch name {
        case "td":
            if let cell, !grids.isEmpty, !grids[grids.count - 1].rows.isEmpty {
                grids[grids.count - 1].rows[grids[grids.count - 1].rows.count - 1].append(cell)
            }
            cell = nil
        case "li":
            if let item, !banks.isEmpty { banks[banks.count - 1].append(item) }
            item = nil
        default: break
        }
    }

    /// The puzzles' grids (not the key's).
    var puzzleGrids: [Grid] { grids.filter { !$0.isKey } }
    var keyGrids: [Grid] { grids.filter(\.isKey) }
}
