import TactileCore

/// Parses the value of one device's `events:` key in a libinput-record file, from
/// the line after `events:` to the first line that is not part of it.
///
/// The hot path is one entry line, `    - [  0,  11879,   3,  53,   1330] # comment`,
/// read without allocating. Items other than `evdev:` (`libinput:`, `hid:`, future
/// kinds) are skipped, as the format asks of unknown keys.
struct LibinputEventsParser {
    /// The shortest entry, `[0,0,0,0,0]` plus a separator, bounds the number of events.
    static let minimumEntryBytes = 11

    let bytes: UnsafeRawBufferPointer
    let file: String
    var pos: Int
    var line: Int
    /// Column of the `events:` key; lines left of it (or at it, without a dash) end the block.
    let keyColumn: Int
    var warnings: [TraceWarning] = []
    private var frames = FrameTracker()

    /// Index of the buffer's last `\n` (-1 if none): entries before it may use the
    /// unchecked fast path (see UncheckedScanning.swift).
    private let lastNewline: Int
    private let base: UnsafePointer<UInt8>?

    init(bytes: UnsafeRawBufferPointer, file: String, pos: Int, line: Int, keyColumn: Int) {
        self.bytes = bytes
        self.file = file
        self.pos = pos
        self.line = line
        self.keyColumn = keyColumn
        var last = bytes.count &- 1
        while last >= 0, bytes[last] != ASCII.newline { last &-= 1 }
        lastNewline = last
        base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
    }

    /// What the lines under the current item's current key mean.
    private enum Value {
        /// Before the first item.
        case none
        /// Entries of an `evdev:` list; `entryColumn` is fixed by the first entry.
        case evdevEntries(entryColumn: Int?)
        /// An `evdev:` list written inline on the key's line: nothing may follow.
        case evdevInline
        /// Any other key: its lines are skipped.
        case skipped
    }

    mutating func run(into events: inout EventOutput) throws(TraceParseError) {
        var itemColumn: Int?
        var itemKeyColumn = 0
        var value = Value.none
        while pos < bytes.count {
            if case .evdevEntries(let column?) = value, let items = itemColumn, column > items {
                runOfEntries(column: column, into: &events)
                if pos >= bytes.count { break }
            }
            // Locate the line without computing its end: entries are parsed in place.
            let start = pos
            var t = start
            while t < bytes.count, bytes[t] == ASCII.space { t &+= 1 }
            let indent = t &- start
            if t >= bytes.count { pos = t; break }
            let first = bytes[t]
            if first == ASCII.newline || first == ASCII.hash || first == ASCII.carriageReturn || first == ASCII.tab {
                if first == ASCII.tab || first == ASCII.carriageReturn {
                    let l = LibinputRecordScanner.line(in: bytes, at: start)
                    if !l.isBlankOrComment(bytes) {
                        try fail(at: l.text, expected: "spaces for indentation")
                        break
                    }
                }
                nextLine(after: bytes.indexOfNewline(from: t))
                continue
            }
            let dash = first == ASCII.minus && (t &+ 1 == bytes.count || isSeparator(bytes[t &+ 1]))
            if indent < keyColumn || (indent == keyColumn && !dash) { break }

            do throws(TraceParseError) {
                // The common case first: an entry of the current evdev list.
                if case .evdevEntries(let entryColumn) = value, dash, indent > itemColumn ?? Int.max,
                   entryColumn == nil || entryColumn == indent
                {
                    if entryColumn == nil {
                        guard indent >= itemKeyColumn else {
                            throw error(at: t, expected: "`- [sec, usec, type, code, value]` entries indented under evdev:")
                        }
                        value = .evdevEntries(entryColumn: indent)
                    }
                    var i = t &+ 1
                    bytes.skipBlanks(&i)
                    if i < lastNewline, let end = parseEntryFast(at: i, into: &events) {
                        nextLine(after: end)
                        continue
                    }
                    let end = try parseEntry(at: i, into: &events)
                    nextLine(after: end)
                    continue
                }
                guard let items = itemColumn else {
                    guard dash else { throw error(at: t, expected: "`- evdev:` frame items under events:", line: true) }
                    itemColumn = indent
                    continue  // parse it as an item below, on the next turn
                }
                if indent < items {
                    throw error(at: t, expected: "a `- ` frame item at column \(items + 1)", line: true)
                }
                if indent == items {
                    guard dash else { throw error(at: t, expected: "a `- ` frame item", line: true) }
                    var k = t &+ 1
                    bytes.skipBlanks(&k)
                    itemKeyColumn = k &- start
                    value = try keyValue(at: k, itemStart: t)
                    try finishKeyLine(value: &value, at: k, into: &events)
                    continue
                }
                // Deeper than the item: another key of the item, or lines of a value.
                switch value {
                case .evdevEntries, .evdevInline:
                    if indent == itemKeyColumn && !dash {
                        value = try keyValue(at: t, itemStart: nil)
                        try finishKeyLine(value: &value, at: t, into: &events)
                    } else {
                        throw error(at: t, expected: "`- [sec, usec, type, code, value]`", line: true)
                    }
                case .skipped, .none:
                    if indent == itemKeyColumn && !dash, isKey("evdev", at: t) {
                        value = try keyValue(at: t, itemStart: nil)
                        try finishKeyLine(value: &value, at: t, into: &events)
                    } else {
                        nextLine(after: bytes.indexOfNewline(from: t))
                    }
                }
            } catch {
                try fail(error)
                break
            }
        }
        let (keep, warning) = frames.trim(count: events.count, file: file)
        events.truncate(to: keep)
        if let warning { warnings.append(warning) }
    }

    /// The bulk of a file: consecutive entry lines of the current evdev list, each exactly
    /// `column` spaces, `- [` and a well-formed entry. The line prefix is checked with one
    /// 8-byte compare instead of the general loop's indentation scan and classification;
    /// the first line that differs in any way is left to the general loop.
    private mutating func runOfEntries(column: Int, into events: inout EventOutput) {
        guard let p = base, column &+ 3 <= 8 else { return }
        let prefixBytes = column &+ 3
        var expected: UInt64 = 0
        for k in 0..<column { expected |= UInt64(ASCII.space) << UInt64(8 &* k) }
        expected |= UInt64(ASCII.minus) << UInt64(8 &* column)
        expected |= UInt64(ASCII.space) << UInt64(8 &* (column &+ 1))
        expected |= UInt64(ASCII.leftBracket) << UInt64(8 &* (column &+ 2))
        let mask: UInt64 = prefixBytes == 8 ? ~0 : (1 << UInt64(8 &* prefixBytes)) &- 1
        // 8 readable bytes, and a newline after the line (parseEntryFast's precondition).
        while pos &+ 8 <= lastNewline {
            guard p.word(at: pos) & mask == expected, let end = parseEntryFast(at: pos &+ column &+ 2, into: &events) else { return }
            nextLine(after: end)
        }
    }

    // MARK: Items and keys

    /// Classifies the key at `k` (an item's first key when `itemStart` is set).
    private func keyValue(at k: Int, itemStart: Int?) throws(TraceParseError) -> Value {
        if isKey("evdev", at: k) {
            return .evdevEntries(entryColumn: nil)
        }
        if keyEnd(at: k) != nil { return .skipped }
        if itemStart != nil {
            throw error(at: k, expected: "a frame item such as `- evdev:` (a key and a colon)", line: true)
        }
        return .skipped
    }

    /// After a key: for `evdev:` either nothing (entries follow) or a one-line flow
    /// list of entries; any other key's line is skipped whole.
    private mutating func finishKeyLine(value: inout Value, at k: Int, into events: inout EventOutput) throws(TraceParseError) {
        guard case .evdevEntries = value, let colon = keyEnd(at: k) else {
            nextLine(after: bytes.indexOfNewline(from: k))
            return
        }
        var i = colon &+ 1
        bytes.skipBlanks(&i)
        if i >= bytes.count || ASCII.endsPayload(bytes[i]) {
            nextLine(after: try endOfLine(at: i))
            return
        }
        guard bytes[i] == ASCII.leftBracket else {
            throw error(at: i, expected: "a list of `[sec, usec, type, code, value]` entries after evdev:")
        }
        // `evdev: [[...], [...]]` on one line.
        i &+= 1
        bytes.skipBlanks(&i)
        if i < bytes.count, bytes[i] == ASCII.rightBracket {
            i &+= 1
        } else {
            while true {
                i = try parseTuple(at: i, into: &events)
                bytes.skipBlanks(&i)
                guard i < bytes.count else { throw error(at: i, expected: "',' or ']' in the evdev list") }
                if bytes[i] == ASCII.comma {
                    i &+= 1
                    bytes.skipBlanks(&i)
                    continue
                }
                guard bytes[i] == ASCII.rightBracket else { throw error(at: i, expected: "',' or ']' in the evdev list") }
                i &+= 1
                break
            }
        }
        value = .evdevInline
        nextLine(after: try endOfLine(at: i))
    }

    /// `true` when a plain key `name:` starts at `k`.
    private func isKey(_ name: StaticString, at k: Int) -> Bool {
        guard bytes.hasPrefix(name, at: k) else { return false }
        var c = k &+ name.utf8CodeUnitCount
        bytes.skipBlanks(&c)
        return c < bytes.count && bytes[c] == ASCII.colon && (c &+ 1 == bytes.count || isSeparator(bytes[c &+ 1]))
    }

    /// The index of the colon if a plain key (letters, digits, `_`, `-`) starts at `k`.
    private func keyEnd(at k: Int) -> Int? {
        var c = k
        while c < bytes.count {
            let b = bytes[c]
            let isKeyByte = (b >= 0x61 && b <= 0x7a) || (b >= 0x41 && b <= 0x5a) || (b >= 0x30 && b <= 0x39)
                || b == UInt8(ascii: "_") || b == ASCII.minus
            if !isKeyByte { break }
            c &+= 1
        }
        guard c > k else { return nil }
        bytes.skipBlanks(&c)
        guard c < bytes.count, bytes[c] == ASCII.colon, c &+ 1 == bytes.count || isSeparator(bytes[c &+ 1]) else { return nil }
        return c
    }

    // MARK: Entries

    /// `- [sec, usec, type, code, value]` after the dash; returns the line's end.
    @inline(__always) private mutating func parseEntry(at start: Int, into events: inout EventOutput) throws(TraceParseError) -> Int {
        let i = try parseTuple(at: start, into: &events)
        return try endOfLine(at: i)
    }

    /// A well-formed one-line entry without bounds checks; nil (nothing appended)
    /// for anything unusual, which then takes the checked path.
    @inline(__always) private mutating func parseEntryFast(at start: Int, into events: inout EventOutput) -> Int? {
        guard let p = base, p[start] == ASCII.leftBracket else { return nil }
        var i = start &+ 1
        p.skipBlanks(&i)
        guard let seconds = p.digits(&i, maxDigits: 12), fastComma(p, &i),
              let micros = p.digits(&i, maxDigits: 6), fastComma(p, &i),
              let type = p.digits(&i, maxDigits: 5), type <= 0xffff, fastComma(p, &i),
              let code = p.digits(&i, maxDigits: 5), code <= 0xffff, fastComma(p, &i),
              let value = p.int32(&i)
        else { return nil }
        p.skipBlanks(&i)
        guard p[i] == ASCII.rightBracket else { return nil }
        i &+= 1
        p.skipBlanks(&i)
        let end: Int
        if p[i] == ASCII.newline {
            end = i
        } else if p[i] == ASCII.hash {
            end = bytes.indexOfNewline(from: i)
        } else {
            return nil
        }
        let event = InputEvent(
            time: Timestamp(microseconds: Int64(seconds) &* 1_000_000 &+ Int64(micros)),
            type: UInt16(truncatingIfNeeded: type), code: UInt16(truncatingIfNeeded: code), value: value)
        guard events.append(event) else { return nil }
        frames.appended(type: event.type, code: event.code, count: events.count, line: line)
        return end
    }

    @inline(__always) private func fastComma(_ p: UnsafePointer<UInt8>, _ i: inout Int) -> Bool {
        p.skipBlanks(&i)
        guard p[i] == ASCII.comma else { return false }
        i &+= 1
        p.skipBlanks(&i)
        return true
    }

    /// `[sec, usec, type, code, value]`; returns the index after `]`.
    @inline(__always) private mutating func parseTuple(at start: Int, into events: inout EventOutput) throws(TraceParseError) -> Int {
        var i = start
        guard i < bytes.count, bytes[i] == ASCII.leftBracket else {
            throw error(at: i, expected: "`[sec, usec, type, code, value]`")
        }
        i &+= 1
        bytes.skipBlanks(&i)
        var token = i
        guard let seconds = bytes.scanUnsigned(&i, limit: TraceLimits.maxSeconds) else {
            throw error(at: token, expected: "seconds (a non-negative integer of at most \(TraceLimits.maxSeconds))")
        }
        try comma(&i)
        token = i
        guard let micros = bytes.scanUnsigned(&i, limit: 999_999) else {
            throw error(at: token, expected: "microseconds (0 to 999999)")
        }
        try comma(&i)
        token = i
        guard let type = bytes.scanUnsigned(&i, limit: 0xffff) else {
            throw error(at: token, expected: "an event type (0 to 65535)")
        }
        try comma(&i)
        token = i
        guard let code = bytes.scanUnsigned(&i, limit: 0xffff) else {
            throw error(at: token, expected: "an event code (0 to 65535)")
        }
        try comma(&i)
        token = i
        guard let value = bytes.scanInt32(&i) else {
            throw error(at: token, expected: "an event value (a 32-bit integer)")
        }
        bytes.skipBlanks(&i)
        guard i < bytes.count, bytes[i] == ASCII.rightBracket else {
            throw error(at: i, expected: "']' after the 5 numbers of an event")
        }
        let event = InputEvent(
            time: Timestamp(microseconds: Int64(seconds) &* 1_000_000 &+ Int64(micros)),
            type: UInt16(truncatingIfNeeded: type), code: UInt16(truncatingIfNeeded: code), value: value)
        guard events.append(event) else {
            throw error(at: start, expected: "at most \(events.capacity) events (internal bound)")
        }
        frames.appended(type: event.type, code: event.code, count: events.count, line: line)
        return i &+ 1
    }

    @inline(__always) private func comma(_ i: inout Int) throws(TraceParseError) {
        bytes.skipBlanks(&i)
        guard i < bytes.count, bytes[i] == ASCII.comma else {
            throw error(at: i, expected: "',' between the numbers of `[sec, usec, type, code, value]`")
        }
        i &+= 1
        bytes.skipBlanks(&i)
    }

    /// Blanks, then the line end or a `#` comment; returns the index of the `\n`.
    @inline(__always) private func endOfLine(at start: Int) throws(TraceParseError) -> Int {
        var i = start
        bytes.skipBlanks(&i)
        guard i < bytes.count else { return i }
        let b = bytes[i]
        if b == ASCII.newline { return i }
        if b == ASCII.hash { return bytes.indexOfNewline(from: i) }
        if b == ASCII.carriageReturn, i &+ 1 == bytes.count || bytes[i &+ 1] == ASCII.newline {
            return i &+ 1 == bytes.count ? i : i &+ 1
        }
        throw error(at: i, expected: "end of line or a # comment")
    }

    @inline(__always) private func isSeparator(_ b: UInt8) -> Bool {
        b == ASCII.space || b == ASCII.tab || b == ASCII.newline || b == ASCII.carriageReturn
    }

    @inline(__always) private mutating func nextLine(after newline: Int) {
        pos = newline &+ 1
        line &+= 1
    }

    // MARK: Errors

    private func error(at i: Int, expected: String, line wholeLine: Bool = false) -> TraceParseError {
        TraceParseError(
            file: file, line: line, expected: expected,
            found: wholeLine ? bytes.describeLine(at: i) : bytes.describeToken(at: i))
    }

    private mutating func fail(at i: Int, expected: String) throws(TraceParseError) {
        try fail(error(at: i, expected: expected, line: true))
    }

    /// Throws `error`, unless it is on the unterminated last line of the file (a
    /// recorder killed mid-write): then reading stops there with a warning.
    private mutating func fail(_ error: TraceParseError) throws(TraceParseError) {
        let lineStart = pos
        guard bytes.indexOfNewline(from: lineStart) == bytes.count else { throw error }
        warnings.append(TraceWarning(
            file: file, line: line,
            message: "ignored the incomplete last line (truncated recording?): expected \(error.expected), found \(error.found)"))
        pos = bytes.count
    }
}
