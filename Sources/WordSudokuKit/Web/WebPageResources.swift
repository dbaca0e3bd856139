/// The playable page's template, style and script: the files of the repository's `Web/` folder
/// (`page.html`, `page.css`, `page.js`), embedded at build time by Scripts/embed-data.sh as the
/// word lists are (`sources`, generated), so the program writes the page from any directory.
/// WebPageTests fails when the embedded text no longer matches the folder byte for byte.
enum WebPageResources {
    /// The embedded text of `name`; a missing name is a build mistake the tests catch.
    static func text(_ name: String) -> String {
        guard let text = sources[name] else { preconditionFailure("Web/\(name) is not embedded: run Scripts/embed-data.sh") }
        return text
    }
}
