import TactileCore

/// Parses evemu text (`evemu-record`, `evemu-describe`) straight from bytes.
///
/// One pass, no `String` per line, no Foundation: the event lines are the hot
/// path (`E: 1.234567 0003 0035 1041\t# comment`). Description lines are rarer
/// and may be slower. Formats accepted: file versions 1.0 to 1.3 (`A:` lines with
/// or without resolution, `#` comments on any line and after values).
struct EvemuParser {
    /// What the file may contain.
    enum Role {
        /// A `.desc`/`.prop` file: description lines only.
        case description
        /// The events half of a pair: events, optionally after its own description.
        case events
        /// A self-contained recording: a description, then events.
        case combined
    }

    struct Result {
        var header: EvemuHeader?
        var events: [InputEvent]
        var warnings: [TraceWarning]
    }

    private let bytes: UnsafeRawBufferPointer
    private let file: String
    private let role: Role
    private var pos = 0
    private var line = 1
    private var header: EvemuHeader?
    /// Whether an event line has been read (description lines are refused after it).
    private var sawEvent = false
    private var frames = FrameTracker()
    /// Set once the first event line passed ``checkEventsAllowed(lineStart:)``.
    private var eventsAllowed = false
    /// `# Kernel:` from the header comments.
    private var pendingKernel: String?
    private var warnings: [TraceWarning] = []

    /// Index of the buffer's last `\n` (-1 if none): lines before it may use the
    /// unchecked fast path (see UncheckedScanning.swift).
    private let lastNewline: Int
    private let base: UnsafePointer<UInt8>?

    init(bytes: UnsafeRawBufferPointer, file: String, role: Role) {
        self.bytes = bytes
        self.file = file
        self.role = role
        var last = bytes.count &- 1
        while last >= 0, bytes[last] != ASCII.newline { last &-= 1 }
        lastNewline = last
        base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
    }

    static func parse(_ bytes: UnsafeRawBufferPointer, file: String, role: Role) throws(TraceParseError) -> Result {
        var parser = EvemuParser(bytes: bytes, file: file, role: role)
        return try parser.run()
    }

    /// The shortest event line, `E:0.000000 0 0 0`, bounds the number of events.
    static let minimumEventLineBytes = 16

    private mutating func run() throws(TraceParseError) -> Result {
        // One event per line at most, so the newline count bounds the events too: sized
        // to it, the array is about a third of the file-size bound. Smaller than glibc's
        // largest mmap threshold, it is also reused from the heap across reads instead of
        // being mapped (and page-faulted in, zeroed) afresh each time.
        let capacity = role == .description ? 0
            : Swift.min(bytes.count / Self.minimumEventLineBytes, bytes.countNewlines()) + 1
        let events = try EventOutput.collect(capacity: capacity) { (out) throws(TraceParseError) in
            try parseLines(into: &out)
            let (keep, warning) = frames.trim(count: out.count, file: file)
            out.truncate(to: keep)
            if let warning { warnings.append(warning) }
        }
        return try finish(events: events)
    }

    private mutating func parseLines(into out: inout EventOutput) throws(TraceParseError) {
        let count = bytes.count
        while pos < count {
            var i = pos
            bytes.skipBlanks(&i)
            guard i < count else { break }
            let c = bytes[i]
            if c == ASCII.newline {
                nextLine(after: i)
                continue
            }
            if c == ASCII.hash || c == ASCII.carriageReturn {
                if c == ASCII.hash, !sawEvent { noteHeaderComment(at: i) }
                let end = bytes.indexOfNewline(from: i)
                if c == ASCII.carriageReturn, end != i &+ 1, i &+ 1 != count {
                    try handleBadLine(at: i, expected: "an evemu line (N:, I:, P:, B:, A:, L:, S:, E:) or a # comment")
                    continue
                }
                nextLine(after: end)
                continue
            }
            let isTagged = i &+ 1 < count && bytes[i &+ 1] == ASCII.colon
            if isTagged && c == UInt8(ascii: "E") {
                if eventsAllowed, i < lastNewline, let end = parseEventFast(at: i &+ 2, into: &out) {
                    nextLine(after: end)
                    continue
                }
                do throws(TraceParseError) {
                    let end = try parseEvent(at: i &+ 2, into: &out)
                    nextLine(after: end)
                } catch {
                    if try stopIfTruncated(at: i, error: error) { break }
                }
                continue
            }
            if isTagged, let kind = HeaderLine(rawValue: c) {
                do throws(TraceParseError) {
                    let end = try parseHeaderLine(kind, at: i)
                    nextLine(after: end)
                } catch {
                    if try stopIfTruncated(at: i, error: error) { break }
                }
                continue
            }
            try handleBadLine(at: i, expected: "an evemu line (N:, I:, P:, B:, A:, L:, S:, E:) or a # comment")
        }
    }

    @inline(__always) private mutating func nextLine(after newline: Int) {
        pos = newline &+ 1
        line &+= 1
    }

    // MARK: Events

    /// Parses `sec.usec type code value [# comment]` after `E:`; returns the index
    /// of the line's `\n` (or the end of the buffer).
    @inline(__always) private mutating func parseEvent(at start: Int, into out: inout EventOutput) throws(TraceParseError) -> Int {
        if !eventsAllowed { try checkEventsAllowed(lineStart: start &- 2) }
        var i = start
        bytes.skipBlanks(&i)
        var token = i
        guard let seconds = bytes.scanUnsigned(&i, limit: TraceLimits.maxSeconds) else {
            throw error(at: token, expected: "a timestamp in seconds after E: (at most \(TraceLimits.maxSeconds))")
        }
        guard i < bytes.count, bytes[i] == ASCII.dot else {
            throw error(at: token, expected: "a timestamp `seconds.microseconds` after E:")
        }
        i &+= 1
        token = i
        guard let micros = bytes.scanUnsigned(&i, limit: 999_999), i &- token == 6, endsToken(at: i) else {
            throw error(at: token, expected: "6 digits of microseconds after the seconds")
        }
        bytes.skipBlanks(&i)
        token = i
        guard let type = bytes.scanHex(&i, limit: 0xffff), endsToken(at: i) else {
            throw error(at: token, expected: "a hex event type (at most ffff) after the timestamp")
        }
        bytes.skipBlanks(&i)
        token = i
        guard let code = bytes.scanHex(&i, limit: 0xffff), endsToken(at: i) else {
            throw error(at: token, expected: "a hex event code (at most ffff) after the event type")
        }
        bytes.skipBlanks(&i)
        token = i
        guard let value = bytes.scanInt32(&i), endsToken(at: i) else {
            throw error(at: token, expected: "a decimal event value (32-bit) after the event code")
        }
        bytes.skipBlanks(&i)
        var end = i
        if i < bytes.count {
            let b = bytes[i]
            if b == ASCII.newline {
                end = i
            } else if b == ASCII.hash || b == ASCII.carriageReturn {
                end = bytes.indexOfNewline(from: i)
                if b == ASCII.carriageReturn, end != i &+ 1, i &+ 1 != bytes.count {
                    throw error(at: i, expected: "end of line or a # comment after the event value")
                }
            } else {
                throw error(at: i, expected: "end of line or a # comment after the event value")
            }
        }
        let event = InputEvent(
            time: Timestamp(microseconds: Int64(seconds) &* 1_000_000 &+ Int64(micros)),
            type: UInt16(truncatingIfNeeded: type), code: UInt16(truncatingIfNeeded: code), value: value)
        guard out.append(event) else {
            throw error(at: start &- 2, expected: "at most \(out.capacity) events (internal bound)", found: "more")
        }
        sawEvent = true
        frames.appended(type: event.type, code: event.code, count: out.count, line: line)
        return end
    }

    /// The common, well-formed event line without bounds checks; nil (nothing
    /// consumed or appended) for anything unusual, which then takes the checked path.
    @inline(__always) private mutating func parseEventFast(at start: Int, into out: inout EventOutput) -> Int? {
        guard let p = base else { return nil }
        let limit = bytes.count &- 8
        var i = start
        p.skipBlanks(&i)
        guard let seconds = p.digits(&i, maxDigits: 12, limit: limit), p[i] == ASCII.dot else { return nil }
        i &+= 1
        // evemu-record's own widths (`%06u`, `%04x`) are read 8 bytes at a time where 8
        // bytes are left; any other spelling takes the byte-by-byte scanners.
        guard let micros = p.sixDigitsThenBlank(&i, limit: limit) else { return nil }
        p.skipBlanks(&i)
        guard let type = p.hex16ThenBlank(&i, limit: limit) else { return nil }
        p.skipBlanks(&i)
        guard let code = p.hex16ThenBlank(&i, limit: limit) else { return nil }
        p.skipBlanks(&i)
        guard let value = p.int32(&i, limit: limit) else { return nil }
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
            time: Timestamp(microseconds: Int64(seconds) &* 1_000_000 &+ Int64(micros)), type: type, code: code, value: value)
        guard out.append(event) else { return nil }
        sawEvent = true
        frames.appended(type: type, code: code, count: out.count, line: line)
        return end
    }

    /// Whether an `E:` line may appear here; checked once, on the first event.
    private mutating func checkEventsAllowed(lineStart: Int) throws(TraceParseError) {
        if role == .description {
            throw error(at: lineStart, expected: "a description line (N:, I:, P:, B:, A:, L:, S:) in a description file",
                        found: "an event (E:) line")
        }
        if let h = header {
            if h.id == nil {
                throw error(at: lineStart, expected: "I: <bustype> <vendor> <product> <version> after N:",
                            found: "an event (E:) line")
            }
        } else if role == .combined {
            throw error(at: lineStart,
                        expected: "a device description (N: line) before the first event (pass the .desc/.prop file too)",
                        found: "an event (E:) line")
        }
        eventsAllowed = true
    }

    /// Whether the byte at `i` ends a number: a blank, the line end, a comment or the end of the buffer.
    @inline(__always) private func endsToken(at i: Int) -> Bool {
        i >= bytes.count || ASCII.isBlank(bytes[i]) || ASCII.endsPayload(bytes[i])
    }

    // MARK: Description

    private enum HeaderLine: UInt8 {
        case name = 0x4e  // N
        case id = 0x49  // I
        case property = 0x50  // P
        case bits = 0x42  // B
        case abs = 0x41  // A
        case led = 0x4c  // L
        case sw = 0x53  // S
    }

    private mutating func parseHeaderLine(_ kind: HeaderLine, at start: Int) throws(TraceParseError) -> Int {
        if sawEvent {
            throw error(at: start, expected: "an event line (E: ...) after the first event", found: bytes.describeLine(at: start))
        }
        var i = start &+ 2
        switch kind {
        case .name:
            if let existing = header {
                throw error(at: start, expected: "one device per evemu file (N: already given on line \(existing.nameLine))",
                            found: "a second N: line")
            }
            bytes.skipBlanks(&i)
            var end = bytes.indexOfNewline(from: i)
            let lineEnd = end
            if end > i, bytes[end &- 1] == ASCII.carriageReturn { end &-= 1 }
            header = EvemuHeader(name: bytes.string(from: i, to: end), line: line)
            return lineEnd
        case .id:
            guard var h = header else { throw error(at: start, expected: "N: <device name> as the first description line", found: "an I: line") }
            if h.id != nil { throw error(at: start, expected: "a single I: line", found: "a second I: line") }
            var fields: [UInt16] = []
            for what in ["bustype", "vendor", "product", "version"] {
                let before = i
                bytes.skipBlanks(&i)
                let token = i
                guard i > before, let v = bytes.scanHex(&i, limit: 0xffff), endsToken(at: i) else {
                    throw error(at: token, expected: "a hex \(what) (at most ffff) in I: <bustype> <vendor> <product> <version>")
                }
                fields.append(UInt16(v))
            }
            h.id = InputID(bustype: fields[0], vendor: fields[1], product: fields[2], version: fields[3])
            header = h
        case .property:
            var h = try headerWithID(at: start, kind: "P:")
            let bytesOfLine = try scanMaskBytes(&i, what: "P:")
            if h.propertyBytes.count + 8 > EvemuHeader.maxPropertyBytes {
                throw error(at: start, expected: "at most \(EvemuHeader.maxPropertyBytes / 8) P: lines", found: "another P: line")
            }
            h.propertyBytes.append(contentsOf: bytesOfLine)
            header = h
        case .bits:
            var h = try headerWithID(at: start, kind: "B:")
            let before = i
            bytes.skipBlanks(&i)
            let token = i
            guard i > before, let type = bytes.scanHex(&i, limit: 0xff), endsToken(at: i) else {
                throw error(at: token, expected: "a hex event type after B:")
            }
            guard type <= TraceLimits.maxEventType else {
                throw error(at: before &+ 1, expected: "an event type of at most \(String(TraceLimits.maxEventType, radix: 16)) (EV_MAX) after B:")
            }
            let bytesOfLine = try scanMaskBytes(&i, what: "B: <type>")
            let key = UInt16(type)
            if (h.masks[key]?.count ?? 0) + 8 > EvemuHeader.maxMaskBytes {
                throw error(at: start, expected: "at most \(EvemuHeader.maxMaskBytes / 8) B: lines for type \(String(type, radix: 16))",
                            found: "another one")
            }
            h.masks[key, default: []].append(contentsOf: bytesOfLine)
            header = h
        case .abs:
            var h = try headerWithID(at: start, kind: "A:")
            let code = try scanCode(&i, what: "A:")
            var numbers: [Int32] = []
            let names = ["minimum", "maximum", "fuzz", "flat", "resolution"]
            while numbers.count < 5 {
                let before = i
                bytes.skipBlanks(&i)
                if numbers.count == 4, i >= bytes.count || ASCII.endsPayload(bytes[i]) { break }  // evemu 1.0/1.1: no resolution
                let token = i
                guard i > before, let v = bytes.scanInt32(&i), endsToken(at: i) else {
                    throw error(at: token, expected: "a decimal \(names[numbers.count]) in A: <code> <min> <max> <fuzz> <flat> [<resolution>]")
                }
                numbers.append(v)
            }
            h.absInfo[code] = AbsInfo(
                minimum: numbers[0], maximum: numbers[1], fuzz: numbers[2], flat: numbers[3],
                resolution: numbers.count > 4 ? numbers[4] : 0)
            header = h
        case .led, .sw:
            var h = try headerWithID(at: start, kind: kind == .led ? "L:" : "S:")
            let code = try scanCode(&i, what: kind == .led ? "L:" : "S:")
            let before = i
            bytes.skipBlanks(&i)
            let token = i
            guard i > before, let state = bytes.scanInt32(&i), endsToken(at: i) else {
                throw error(at: token, expected: "a decimal state after the code")
            }
            if kind == .led { h.ledStates[code] = state } else { h.switchStates[code] = state }
            header = h
        }
        return try endOfDescriptionLine(at: i)
    }

    private func headerWithID(at start: Int, kind: String) throws(TraceParseError) -> EvemuHeader {
        guard let h = header else {
            throw error(at: start, expected: "N: <device name> as the first description line", found: "a \(kind) line")
        }
        guard h.id != nil else {
            throw error(at: start, expected: "I: <bustype> <vendor> <product> <version> after N:", found: "a \(kind) line")
        }
        return h
    }

    /// Eight hex bytes, as evemu writes them on every `P:` and `B:` line.
    private func scanMaskBytes(_ i: inout Int, what: String) throws(TraceParseError) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(8)
        for n in 0..<8 {
            let before = i
            bytes.skipBlanks(&i)
            let token = i
            guard i > before, let v = bytes.scanHex(&i, limit: 0xff), endsToken(at: i) else {
                throw error(at: token, expected: "8 hex bytes after \(what) (got \(n))")
            }
            out.append(UInt8(v))
        }
        return out
    }

    private func scanCode(_ i: inout Int, what: String) throws(TraceParseError) -> UInt16 {
        let before = i
        bytes.skipBlanks(&i)
        let codeStart = i
        guard i > before, let code = bytes.scanHex(&i, limit: UInt32(TraceLimits.maxDescriptionCode)), endsToken(at: i) else {
            throw error(at: codeStart, expected: "a hex code (at most \(String(TraceLimits.maxDescriptionCode, radix: 16))) after \(what)")
        }
        return UInt16(code)
    }

    /// After a description line's values: blanks, then end of line or a comment.
    private func endOfDescriptionLine(at start: Int) throws(TraceParseError) -> Int {
        var i = start
        bytes.skipBlanks(&i)
        guard i < bytes.count else { return i }
        let b = bytes[i]
        if b == ASCII.newline { return i }
        if b == ASCII.hash { return bytes.indexOfNewline(from: i) }
        if b == ASCII.carriageReturn, i &+ 1 == bytes.count || bytes[i &+ 1] == ASCII.newline { return i &+ 1 < bytes.count ? i &+ 1 : i }
        throw error(at: i, expected: "end of line after the values")
    }

    /// Picks up `# Kernel: 4.9.20` from evemu's header comments.
    private mutating func noteHeaderComment(at i: Int) {
        if pendingKernel == nil, bytes.hasPrefix("# Kernel:", at: i) {
            var k = i &+ 9
            bytes.skipBlanks(&k)
            let version = bytes.restOfLine(from: k)
            if !version.isEmpty { pendingKernel = version }
        }
    }

    // MARK: Errors and the end

    /// A malformed line: an error, unless it is the unterminated last line of the
    /// event part (a recorder killed mid-write), which ends the file with a warning.
    private mutating func stopIfTruncated(at lineStart: Int, error: TraceParseError) throws(TraceParseError) -> Bool {
        let inEventPart = role != .description && (sawEvent || bytes[lineStart] == UInt8(ascii: "E"))
        if inEventPart && bytes.indexOfNewline(from: lineStart) == bytes.count {
            warnings.append(TraceWarning(
                file: file, line: line,
                message: "ignored the incomplete last line (truncated recording?): expected \(error.expected), found \(error.found)"))
            pos = bytes.count
            return true
        }
        throw error
    }

    private mutating func handleBadLine(at i: Int, expected: String) throws(TraceParseError) {
        let e = error(at: i, expected: expected, found: bytes.describeLine(at: i))
        if try stopIfTruncated(at: i, error: e) { return }
    }

    private mutating func finish(events: [InputEvent]) throws(TraceParseError) -> Result {
        switch role {
        case .description, .combined:
            guard header != nil else {
                throw TraceParseError(file: file, line: line, expected: "N: <device name> (an evemu device description)", found: "end of file")
            }
        case .events:
            break
        }
        if var h = header {
            if h.id == nil {
                throw TraceParseError(file: file, line: h.nameLine &+ 1,
                                      expected: "I: <bustype> <vendor> <product> <version> after N:", found: "end of description")
            }
            h.kernelVersion = pendingKernel
            header = h
        }
        return Result(header: header, events: events, warnings: warnings)
    }

    private func error(at i: Int, expected: String, found: String? = nil) -> TraceParseError {
        TraceParseError(file: file, line: line, expected: expected, found: found ?? bytes.describeToken(at: i))
    }
}
