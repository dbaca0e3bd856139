import SudokuEngine
import WordSudokuKit
@testable import WordSudokuCommandLine

// `settings.json`: any bytes as the settings, then used as `settings` shows them and as a new
// game starts from them (the request and its plan: list, shape, grade).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    clearFuzzHome()
    writeFuzzFile("settings.json", bytes(data, size))
    let store = Store(directory: fuzzHome)
    let settings = store.loadSettings()
    for key in Settings.keys {
        _ = key.value(in: settings)
        _ = CommandLineText.allowed(key)(.en)
    }
    let request = GameRequest(settings: settings, player: "fuzz")
    _ = try? GameLifecycle.plan(request, in: store)
    return 0
}
