import Foundation

/// A recorded sound of a word, given by a list beside the word (`"sound_fr": "sons/chat.ogg"` in
/// a JSON list's pair), played instead of espeak-ng (`Speaker.playRecording`).
///
/// The rule for its path, checked when the list is read (`words check` says what is wrong): a
/// path relative to the list's file, inside the list's folder or below it — not absolute, no
/// `..` — ending in an audio extension the players read (`extensions`). A teacher's list is
/// shared from one computer to another: a path that could name any file (`/dev/zero`,
/// `~/.ssh/…`, `../../`) must not be played from someone else's list. When the list is loaded
/// from its file the path becomes the full path (`resolved`); a list read from standard input
/// has no folder, and its sounds are left out.
public enum SoundFile {
    /// The audio files a list may name: what the players (`SoundPlayer`) read.
    public static let extensions: Set<String> = ["wav", "ogg", "oga", "opus", "flac", "mp3"]
    /// The longest path a list may give.
    public static let maximumLength = 255

    /// What is wrong with `path` as a list's sound file, nil when nothing is.
    public static func problem(_ path: String) -> Localized? {
        if path.isEmpty || path.utf8.count > maximumLength {
            return Localized(en: "expected a file name of 1 to \(maximumLength) bytes", fr: "nom de fichier de 1 à \(maximumLength) octets attendu")
        }
        if path.hasPrefix("/") || path.hasPrefix("~") || path.split(separator: "/").contains("..") {
            return Localized(en: "a sound file must be in the list's folder or below it (no /, ~ or .. at the start of a path)",
                             fr: "un fichier son doit être dans le dossier de la liste ou en dessous (pas de /, ~ ou .. dans le chemin)")
        }
        let ext = (path as NSString).pathExtension.lowercased()
        if !extensions.contains(ext) {
            let known = extensions.sorted().joined(separator: ", ")
            return Localized(en: "a sound file must end in .wav, or another of \(known)",
                             fr: "un fichier son doit finir par .wav, ou un autre de \(known)")
        }
        return nil
    }

    /// Whether the file at `path` (a full path) can be played now: a regular file (not a
    /// link, a pipe or a device, which could hang the player or play forever), readable, and
    /// not empty.
    public static func isPlayable(_ path: String) -> Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              (attributes[.size] as? Int ?? 0) > 0 else { return false }
        return FileManager.default.isReadableFile(atPath: path)
    }
}

extension WordPair {
    /// The recorded sound of `side`'s word, if the list gives one (a full path once the list
    /// was loaded from its file).
    public func sound(_ side: Side) -> String? {
        guard let sounds, sounds.count == 2 else { return nil }
        return sounds[side.index]
    }
}

extension WordList {
    /// The list with its sound files' paths made full, from the folder of the list's file at
    /// `listPath`; read from standard input (`-`), without them.
    func resolvingSounds(listPath: String) -> WordList {
        let folder = listPath == WordListFile.standardInput ? nil
            : URL(fileURLWithPath: listPath).deletingLastPathComponent().standardizedFileURL.path
        var list = self
        for index in list.pairs.indices where list.pairs[index].sounds != nil {
            guard let folder else { list.pairs[index].sounds = nil; continue }
            list.pairs[index].sounds = list.pairs[index].sounds!.map { $0.map { folder + "/" + $0 } }
        }
        return list
    }
}
