/// A class report as one self-contained HTML page (inline CSS, no script, no network): a table
/// per puzzle of each pupil's result, the class's most-missed words, and the lines not read.
/// Everything from a code or a list is escaped (`HTMLText`).
public enum ClassReportHTML {
    public static func render(_ report: ClassReport, language: UILanguage) -> String {
        let t = { (text: Localized) in HTMLText.escaped(text(language)) }
        var html = """
        <!DOCTYPE html>
        <html lang="\(language.rawValue)">
        <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>\(t(ClassReportText.title))</title>
        <style>
        body { font-family: system-ui, sans-serif; margin: 1.5em; color: #1a1a1a; }
        table { border-collapse: collapse; margin: 0.5em 0 1.5em; }
        th, td { border: 1px solid #999; padding: 4px 8px; text-align: left; vertical-align: top; }
        th { background: #eee; }
        td.number { text-align: right; font-variant-numeric: tabular-nums; }
        </style>
        </head>
        <body>
        <h1>\(t(ClassReportText.title))</h1>
        <p>\(t(ClassReportText.summary(results: report.rows.count, rejected: report.rejected.count)))</p>

        """
        var codes: [String] = []
        for row in report.rows where !codes.contains(row.result.code) { codes.append(row.result.code) }
        for code in codes {
            let rows = report.rows.filter { $0.result.code == code }.sorted { $0.result.name.lowercased() < $1.result.name.lowercased() }
            html += "<h2>\(t(ClassReportText.puzzle)) <code>\(HTMLText.escaped(code))</code></h2>\n"
            if rows.first?.puzzle == nil { html += "<p>\(t(ClassReportText.puzzleUnknown))</p>\n" }
            html += "<table>\n<tr>" + [ClassReportText.pupil, .init(en: "Solved", fr: "Résolue"), ClassReportText.time,
                                       ClassReportText.mistakes, ClassReportText.mistakesShown, ClassReportText.peeks, ClassReportText.score, ClassReportText.missed]
                .map { "<th>\(t($0))</th>" }.joined() + "</tr>\n"
            for row in rows {
                let r = row.result
                let missed = row.missedPairs.map { HTMLText.escaped($0.shown(row.puzzle!.shownSide.other)) }.joined(separator: ", ")
                html += "<tr><td>\(HTMLText.escaped(r.name))</td><td>\(t(r.solved ? ClassReportText.yes : ClassReportText.no))</td>"
                    + "<td class=\"number\">\(r.seconds / 60):\(String(format2: r.seconds % 60))</td>"
                    + "<td class=\"number\">\(r.mistakes)</td><td>\(t(ClassReportText.mode(r.mode)))</td><td class=\"number\">\(r.peeks)</td>"
                    + "<td class=\"number\">\(row.score.map { String($0) } ?? "–")</td><td>\(missed)</td></tr>\n"
            }
            html += "</table>\n"
        }
        html += "<h2>\(t(ClassReportText.mostMissed))</h2>\n"
        let most = report.mostMissed
        if most.isEmpty {
            html += "<p>\(t(ClassReportText.noneMissed))</p>\n"
        } else {
            html += "<table>\n<tr><th>\(t(ClassReportText.word))</th><th>\(t(ClassReportText.translation))</th><th>\(t(ClassReportText.pupils))</th></tr>\n"
            for entry in most {
                html += "<tr><td>\(HTMLText.escaped(entry.pair.shown(entry.shownSide.other)))</td>"
                    + "<td>\(HTMLText.escaped(entry.pair.shown(entry.shownSide)))</td><td class=\"number\">\(entry.pupils)</td></tr>\n"
            }
            html += "</table>\n"
        }
        if !report.rejected.isEmpty {
            html += "<h2>\(t(ClassReportText.notRead))</h2>\n<ul>\n"
            for rejected in report.rejected {
                html += "<li>\(t(ClassReportText.rejected(rejected)))</li>\n"
            }
            html += "</ul>\n"
        }
        html += "</body>\n</html>\n"
        return html
    }
}

private extension String {
    /// Two digits: `7` → `07`.
    init(format2 value: Int) { self = value < 10 ? "0\(value)" : "\(value)" }
}
