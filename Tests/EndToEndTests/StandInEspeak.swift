import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Stand-ins for espeak-ng (and a sound player) that the speech tests put first on `PATH`, so
/// that what the game asks to be said can be read back without a sound card. Every espeak-ng
/// stand-in answers `--voices` as the real one lists voices (its Language column), then does
/// what its test needs with the word it reads on standard input.
enum StandInEspeak {
    /// The lines of `espeak-ng --voices` for English and French, and `extra` lines after them.
    static func voiceList(extra: [String] = []) -> String {
        ([
            #"if [ "$1" = "--voices" ]; then"#,
            #"    echo "Pty Language       Age/Gender VoiceName          File                 Other Languages""#,
            #"    echo " 2  en-gb           --/M      English            gmw/en               (en 2)""#,
            #"    echo " 5  fr-fr           --/M      French             roa/fr               (fr 5)""#,
        ] + extra.map { "    echo \"\($0)\"" } + ["    exit 0", "fi"]).joined(separator: "\n")
    }

    /// A stand-in espeak-ng: `first` (shell lines run at every start), the voice list, then
    /// `word` (shell lines run for a word to say).
    static func script(first: String = "", extraVoices: [String] = [], word: String) -> String {
        "#!/bin/sh\n" + (first.isEmpty ? "" : first + "\n") + voiceList(extra: extraVoices) + "\n" + word + "\n"
    }

    /// Writes `script` as the executable `folder/name`.
    static func install(_ script: String, as name: String, in folder: String) throws {
        try ExecutableFile.write(script, to: folder + "/" + name)
    }
}
