import Testing
@testable import TerminalUI

@Suite("Key decoder", .timeLimit(.minutes(15)))
struct KeyDecoderTests {
    func decode(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.feed(bytes)
    }

    @Test func aC1ControlOrAnInvisibleCharacterIsNoCharacterToType() {
        #expect(decode(Array("a\u{9B}2J\u{202E}b\u{200D}é".utf8)) == [.character("a"), .unknown, .character("2"), .character("J"), .unknown, .character("b"), .unknown, .character("é")])
    }

    @Test func arrowsFromCSIAndSS3() {
        #expect(decode([0x1b, 0x5b, 0x41, 0x1b, 0x5b, 0x42, 0x1b, 0x5b, 0x43, 0x1b, 0x5b, 0x44]) == [.up, .down, .right, .left])
        #expect(decode(Array("\u{1b}OA\u{1b}OD".utf8)) == [.up, .left])
    }

    @Test func arrowWithCtrlModifierIsStillAnArrow() {
        #expect(decode(Array("\u{1b}[1;5C".utf8)) == [.right])
    }

    @Test func homeEndPagesDeleteInEveryCommonForm() {
        #expect(decode(Array("\u{1b}[H\u{1b}[F\u{1b}[1~\u{1b}[4~\u{1b}[7~\u{1b}[8~\u{1b}OH\u{1b}OF".utf8))
                == [.home, .end, .home, .end, .home, .end, .home, .end])
        #expect(decode(Array("\u{1b}[5~\u{1b}[6~\u{1b}[3~".utf8)) == [.pageUp, .pageDown, .delete])
    }

    @Test func enterTabBackspaceAndShiftTab() {
        #expect(decode([0x0d, 0x09, 0x7f, 0x08]) == [.enter, .tab, .backspace, .backspace])
        #expect(decode(Array("\u{1b}[Z".utf8)) == [.backTab])
    }

    @Test func controlKeys() {
        #expect(decode([0x03, 0x1a, 0x01]) == [.control("c"), .control("z"), .control("a")])
    }

    @Test func escapeAloneWaitsThenFlushes() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1b]) == [])
        #expect(decoder.hasPendingEscape)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.hasPending)
    }

    @Test func escapeThenLetterIsAlt() {
        #expect(decode([0x1b, UInt8(ascii: "x")]) == [.alt("x")])
    }

    @Test func escapeThenLetterAfterTheTimeoutIsEscapeThenTheLetter() {
        var decoder = KeyDecoder()
        _ = decoder.feed([0x1b])
        #expect(decoder.flush() == [.escape])
        #expect(decoder.feed([UInt8(ascii: "x")]) == [.character("x")])
    }

    @Test func twoEscapesAreTwoEscapeKeys() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1b, 0x1b]) == [.escape])
        #expect(decoder.flush() == [.escape])
    }

    @Test func frenchAccentedLetterArrivesAsTwoBytes() {
        #expect(decode([0xc3, 0xa9]) == [.character("é")])
        #expect(decode(Array("chèvre".utf8)) == "chèvre".map { .character($0) })
    }

    @Test func accentedLetterSplitAcrossReads() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([UInt8(ascii: "b"), 0xc3]) == [.character("b")])
        #expect(decoder.hasPending && !decoder.hasPendingEscape)
        #expect(decoder.feed([0xa9]) == [.character("é")])
    }

    @Test func arrowSplitAcrossReads() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1b, 0x5b]) == [])
        #expect(decoder.feed([0x41, UInt8(ascii: "j")]) == [.up, .character("j")])
    }

    @Test func wideAndFourByteCharacters() {
        #expect(decode(Array("猫🐱".utf8)) == [.character("猫"), .character("🐱")])
    }

    @Test func invalidBytesAreSkipped() {
        #expect(decode([0xff, UInt8(ascii: "a"), 0xc3, UInt8(ascii: "b")]) == [.character("a"), .character("b")])
    }

    @Test func altWithAccentedLetter() {
        #expect(decode([0x1b, 0xc3, 0xa9]) == [.alt("é")])
    }
}
