import Foundation
import Testing

@testable import glide

@Suite("JSON lines")
struct JSONLineTests {
    @Test func valuesAreWrittenInOrderWithNulls() {
        var line = JSONLine()
        line.add("file", "a.txt")
        line.add("level", 3)
        line.add("moves", nil as Int?)
        line.add("optimal", true)
        line.add("reason", nil as String?)
        line.add("ms", number: 1.5)
        #expect(
            line.text == #"{"file":"a.txt","level":3,"moves":null,"optimal":true,"reason":null,"ms":1.500}"#)
    }

    @Test func stringsAreEscaped() {
        #expect(JSONLine.quote("plain") == #""plain""#)
        #expect(JSONLine.quote(#"say "hi" \ bye"#) == #""say \"hi\" \\ bye""#)
        #expect(JSONLine.quote("a\nb\rc\td") == #""a\nb\rc\td""#)
        #expect(JSONLine.quote("\u{1}\u{1F}") == #""\u0001\u001f""#)
        #expect(JSONLine.quote("\u{1B}]0;x\u{7F}\u{9B}") == #""\u001b]0;x\u007f\u009b""#, "DEL and C1 too")
        #expect(
            JSONLine.quote("a\u{202E}b\u{2066}c") == #""a\u202eb\u2066c""#, "and the bidirectional controls")
        #expect(JSONLine.quote("level «★» 漢") == "\"level «★» 漢\"", "beyond ASCII stays as it is")
    }

    @Test func whatItWritesParsesAsJSON() throws {
        var line = JSONLine()
        let nasty = "tab\there \"quoted\" back\\slash \u{7} bell\nnew line ★ \u{9B}2J \u{7F}"
        line.add("title", nasty)
        line.add("level", 12)
        let object = try JSONSerialization.jsonObject(with: Data(line.text.utf8)) as? [String: Any]
        #expect(object?["title"] as? String == nasty)
        #expect(object?["level"] as? Int == 12)
    }
}
