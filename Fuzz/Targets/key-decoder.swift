import TerminalUI

// The key decoder: any bytes from the terminal, in chunks of any size (as reads return them),
// then the flush a pause in the input makes.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = bytes(data, size)
    guard let first = input.first else { return 0 }
    // The first byte sets the size of the chunks (1...16 bytes).
    let chunk = Int(first % 16) + 1
    var decoder = KeyDecoder()
    var start = 1
    while start < input.count {
        let end = min(input.count, start + chunk)
        _ = decoder.feed(input[start..<end])
        if decoder.hasPendingEscape && input[start] == 0 { _ = decoder.flush() }
        start = end
    }
    _ = decoder.flush()
    return 0
}
