#if canImport(Glibc)
import Glibc
#endif
import Foundation

// Shared by every fuzz target (compiled into each): the bytes libFuzzer gives, and a data
// folder of the fuzzing process's own.

/// The fuzzer's input as an array of bytes.
func bytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> [UInt8] {
    Array(UnsafeBufferPointer(start: data, count: size))
}

/// A folder for this fuzzing process, made once; `WORD_SUDOKU_HOME` names it, so the
/// program's own code (which reads the environment) uses it too. It is `home` inside a private
/// folder, so that `..` (a path the `paths` target gives) is that folder, not the machine's
/// temporary folder, whose files (another program's puzzle sets) made `bench --dir ..` run on
/// whatever was there, past libFuzzer's time limit.
let fuzzHome: String = {
    var template = Array((NSTemporaryDirectory() + "/word-sudoku-fuzz-XXXXXX").utf8CString)
    guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
        fatalError("fuzz: cannot make a temporary folder")
    }
    let path = String(cString: made) + "/home"
    guard mkdir(path, 0o700) == 0 else { fatalError("fuzz: cannot make \(path)") }
    setenv("WORD_SUDOKU_HOME", path, 1)
    setenv("LANG", "C.UTF-8", 1)
    unsetenv("LC_ALL"); unsetenv("LC_MESSAGES")
    return path
}()

/// Empties the fuzzing folder, so each input starts from nothing.
func clearFuzzHome() {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: fuzzHome) else { return }
    for name in names { try? FileManager.default.removeItem(atPath: fuzzHome + "/" + name) }
}

/// Writes `bytes` as the file `name` in the fuzzing folder.
func writeFuzzFile(_ name: String, _ bytes: [UInt8]) {
    FileManager.default.createFile(atPath: fuzzHome + "/" + name, contents: Data(bytes))
}

/// Makes `text` the process's standard input (for code that reads lines with `readLine`).
func setStandardInput(_ text: String) {
    let path = fuzzHome + ".stdin"
    FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    _ = freopen(path, "r", stdin)
}
