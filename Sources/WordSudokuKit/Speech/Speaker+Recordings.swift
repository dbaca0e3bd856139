import Foundation

/// Playing a list's recording of a word (`SoundFile`) instead of saying it with espeak-ng.
///
/// The player is the first of these on `PATH`, in this order:
/// 1. `pw-play` (Debian's `pipewire-bin`): PipeWire is the sound server of Debian 12's and
///    Ubuntu's desktops; it reads WAV, FLAC, Ogg (Vorbis, Opus) and MP3 (libsndfile).
/// 2. `paplay` (`pulseaudio-utils`): the PulseAudio client, which also plays through
///    PipeWire's PulseAudio server; the same formats.
/// 3. `ffplay` (`ffmpeg`): every format, without a window (`-nodisp`), ending with the sound.
/// 4. `aplay` (`alsa-utils`, on nearly every Linux): straight to ALSA, WAV only — so only for a
///    `.wav` file.
/// None of them for this file, or a file that cannot be played (`SoundFile.isPlayable`): the
/// word is said by espeak-ng, and the problem is said once per file.
extension Speaker {
    /// The players, in the order tried: program, its arguments before the file, and the
    /// extensions it plays (nil: all of `SoundFile.extensions`).
    static let players: [(program: String, arguments: [String], extensions: Set<String>?)] = [
        ("pw-play", [], nil),
        ("paplay", [], nil),
        ("ffplay", ["-nodisp", "-autoexit", "-loglevel", "quiet"], nil),
        ("aplay", ["-q"], ["wav"]),
    ]

    /// The player for `file` found in `path` (`PATH`'s form), with its arguments.
    static func player(for file: String, path: String) -> (program: String, arguments: [String])? {
        let ext = (file as NSString).pathExtension.lowercased()
        for player in players where player.extensions?.contains(ext) ?? true {
            if let program = executable(named: player.program, path: path) { return (program, player.arguments + [file]) }
        }
        return nil
    }

    /// Starts playing `file`, stopping whatever is being said, and returns true; false (the
    /// problem noted, once) when it cannot be played, for espeak-ng to say the word.
    func playRecording(_ file: String) -> Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        guard SoundFile.isPlayable(file), let player = Self.player(for: file, path: path) else {
            note(.recordingUnplayable(file))
            return false
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: player.program)
        process.arguments = player.arguments
        // Nothing of the player reaches the terminal, and it reads nothing from it.
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        // On the speaker's queue (`start`): stop what is said without waiting for the queue.
        stopSpeaking()
        do {
            try process.run()
        } catch {
            note(.recordingUnplayable(file))
            return false
        }
        state.withLock { $0.speaking = process }
        return true
    }
}
