import Foundation
import Testing
import Tactile

/// `JSONSyntaxCheck` (issue 26: line and column for layout and configuration JSON errors).
@Suite("JSON syntax errors with line and column")
struct JSONSyntaxCheckTests {
    private func problem(_ text: String) -> String? { JSONSyntaxCheck.firstProblem(in: Array(text.utf8))?.description }

    @Test func wellFormedDocumentsPass() {
        for text in [#"{}"#, #"[]"#, #" {"a": [1, -2.5e3, 0, true, false, null, "x\"\\\/\b\f\n\r\t\u00e9"]} "#, "0", #""s""#,
                     "{\"screen\": {\"width\": 1280, \"height\": 800},\n \"elements\": []}\n"] {
            #expect(problem(text) == nil, "\(text)")
        }
    }

    @Test func mistakesAreNamedWhereTheyAre() {
        #expect(problem("{\"a\": 1 \"b\": 2}") == "line 1, column 9: expected ',' or '}' after a value in an object, found '\"'")
        #expect(problem("{\"a\": 1,\n}") == "line 2, column 1: expected a key in double quotes, found '}' (a comma before '}')")
        #expect(problem("[1, 2,]") == "line 1, column 7: expected a value, found ']' (a comma before ']')")
        #expect(problem("{\n  \"a\": tru\n}") == "line 2, column 8: expected a value (object, array, string, number, true, false or null), found 't'")
        #expect(problem("{\"a\": \"open}") == "line 1, column 7: a string that is never closed (no matching '\"')")
        #expect(problem("{\"a\": 01}") == "line 1, column 7: a number with a leading zero")
        #expect(problem("{\"a\": 1} x") == "line 1, column 10: expected the end of the document after the value, found 'x'")
        #expect(problem("") == "line 1, column 1: expected a value, found the end of the file")
        #expect(problem(String(repeating: "[", count: 10_000))?.contains("nested deeper than 512 levels") == true)
    }

    /// Differential: on ASCII mutations of valid documents, the check accepts exactly what
    /// Foundation's parser accepts.
    @Test func agreesWithFoundationOnMutatedDocuments() {
        let seeds = [#"{"screen": {"width": 1280, "height": 800}, "elements": [{"id": "ok", "x": 1.5e2, "y": -2, "bezeled": true, "group": null}]}"#,
                     #"[1, [2, [3, {"a": "b\n"}]], false]"#]
        let alphabet = Array(#"{}[]:,"\ 0123456789.-+eEtrufalsn"#.utf8)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int(truncatingIfNeeded: (z ^ (z >> 31)) >> 1)
        }
        var disagreements: [String] = []
        for round in 0..<20000 {
            var bytes = Array(seeds[round % seeds.count].utf8)
            for _ in 0...(next() % 3) {
                let at = next() % bytes.count
                switch next() % 3 {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(alphabet[next() % alphabet.count], at: at)
                default: bytes[at] = alphabet[next() % alphabet.count]
                }
                if bytes.isEmpty { bytes = [UInt8(ascii: "x")] }
            }
            let foundation = (try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])) != nil
            let ours = JSONSyntaxCheck.firstProblem(in: bytes) == nil
            // Foundation also takes a trailing comma (in an array or an object); the check is strict there, and is
            // only asked after Foundation refused a document.
            if foundation && !ours, JSONSyntaxCheck.firstProblem(in: bytes)?.message.contains("(a comma before") == true { continue }
            if foundation != ours { disagreements.append(String(decoding: bytes, as: UTF8.self)) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
    }
}
