import TactileCore

/// Splits a libinput-record YAML file into its small header, handed to a YAML
/// library, and its event lists, parsed here byte by byte.
///
/// A recording is almost all `events:` blocks (`- [sec, usec, type, code, value]`
/// lines); a general YAML parser would build a node per number. The scanner
/// follows the block structure `libinput record` writes:
///
/// ```yaml
/// devices:
/// - node: /dev/input/event5      # a device item (dash column)
///   evdev: {...}                 # device keys (key column)
///   events:                      # cut out of the header, parsed here
///   - evdev:                     # a frame item
///     - [  0,   1234,   3,  53,   1041] # EV_ABS / ABS_MT_POSITION_X
///   - libinput: [...]            # any other item kind is skipped
/// ```
///
/// Everything else is copied into ``header`` with a map back to the original line
/// numbers, so errors the YAML library reports still point into the real file.
/// `events:` values must be block lists of items whose `evdev:` value is a block
/// list of one-line `[sec, usec, type, code, value]` entries, or a one-line flow
/// list of them; other layouts are reported as errors.
struct LibinputRecordScanner {
    /// The events found for one item of `devices:`.
    struct DeviceEvents {
        /// Line of the device's `- ` item.
        var itemLine: Int
        /// nil when the device has no `events:` key in block layout.
        var events: [InputEvent]?
    }

    let bytes: UnsafeRawBufferPointer
    let file: String
    var pos = 0
    var line = 1
    /// The file without its event blocks (and without blank and comment lines).
    var header: [UInt8] = []
    /// Original line number of each line of ``header``.
    var headerLines: [Int] = []
    var devices: [DeviceEvents] = []
    var warnings: [TraceWarning] = []

    init(bytes: UnsafeRawBufferPointer, file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// Where the scanner is in the top-level structure.
    private enum Place {
        case topLevel
        /// Inside the top-level `devices:` block list.
        case devices(dashColumn: Int?, keyColumn: Int?)
    }

    mutating func run() throws(TraceParseError) {
        header.reserveCapacity(Swift.min(bytes.count, 1 << 16))
        var place = Place.topLevel
        while pos < bytes.count {
            let l = currentLine()
            if l.isBlankOrComment(bytes) {
                advance(past: l)
                continue
            }
            switch place {
            case .topLevel:
                if l.indent == 0, let colon = keyColon(named: "devices", at: l.text, end: l.contentEnd),
                   restIsEmpty(from: colon &+ 1, end: l.contentEnd)
                {
                    place = .devices(dashColumn: nil, keyColumn: nil)
                }
                copy(l)
            case .devices(var dashColumn, var keyColumn):
                let dash = l.isDash(bytes)
                if l.indent == 0 && !dash {
                    place = .topLevel
                    continue  // the same line, now as a top-level key
                }
                if dash && (dashColumn == nil || l.indent == dashColumn) {
                    dashColumn = l.indent
                    keyColumn = try startDeviceItem(l)
                } else if let d = dashColumn, l.indent > d {
                    if keyColumn == nil { keyColumn = l.indent }
                    if l.indent == keyColumn, let colon = keyColon(named: "events", at: l.text, end: l.contentEnd) {
                        try takeEvents(afterColon: colon, of: l, keyColumn: l.indent)
                    } else {
                        copy(l)
                    }
                } else {
                    copy(l)  // not the layout we know; the YAML parser reports what is wrong
                }
                place = .devices(dashColumn: dashColumn, keyColumn: keyColumn)
            }
        }
    }

    /// A `- ` line that starts a device; returns the device's key column if the
    /// item line has a key on it.
    private mutating func startDeviceItem(_ l: Line) throws(TraceParseError) -> Int? {
        devices.append(DeviceEvents(itemLine: line, events: nil))
        var k = l.text &+ 1
        bytes.skipBlanks(&k)
        guard k < l.contentEnd, bytes[k] != ASCII.hash else {
            copy(l)
            return nil
        }
        let column = k &- l.start
        if let colon = keyColon(named: "events", at: k, end: l.contentEnd) {
            // `- events:` as the first key: keep a bare `-` so the item survives.
            appendHeaderLine(String(repeating: " ", count: l.indent) + "-")
            try takeEvents(afterColon: colon, of: l, keyColumn: column)
        } else {
            copy(l)
        }
        return column
    }

    /// Parses the value of a device's `events:` key and moves past it.
    private mutating func takeEvents(afterColon colon: Int, of l: Line, keyColumn: Int) throws(TraceParseError) {
        guard let index = devices.indices.last else { return }
        if devices[index].events != nil {
            throw TraceParseError(file: file, line: line, expected: "one events: key per device", found: "a second events: key")
        }
        var k = colon &+ 1
        bytes.skipBlanks(&k)
        var inlineEmpty = false
        if k < l.contentEnd, bytes[k] != ASCII.hash {
            // Only an empty value may sit on the key's line.
            var e = k
            if bytes[k] == ASCII.leftBracket {
                e = k &+ 1
                bytes.skipBlanks(&e)
                if e < l.contentEnd, bytes[e] == ASCII.rightBracket { e &+= 1 } else { e = k }
            } else if bytes.hasPrefix("null", at: k) {
                e = k &+ 4
            } else if bytes[k] == UInt8(ascii: "~") {
                e = k &+ 1
            }
            bytes.skipBlanks(&e)
            guard e > k, e == l.contentEnd || bytes[e] == ASCII.hash else {
                throw TraceParseError(
                    file: file, line: line, expected: "a block list of `- evdev:` frames on the lines after events:",
                    found: bytes.describeLine(at: k))
            }
            inlineEmpty = true
        }
        advance(past: l)
        var events: [InputEvent] = []
        if !inlineEmpty {
            var parser = LibinputEventsParser(bytes: bytes, file: file, pos: pos, line: line, keyColumn: keyColumn)
            let capacity = Swift.max(0, bytes.count &- pos) / LibinputEventsParser.minimumEntryBytes + 1
            events = try EventOutput.collect(capacity: capacity) { (out) throws(TraceParseError) in
                try parser.run(into: &out)
            }
            pos = parser.pos
            line = parser.line
            warnings += parser.warnings
        }
        devices[index].events = events
    }

    // MARK: Lines

    /// One line of the file, located but not copied.
    struct Line {
        var start: Int
        /// First byte that is not a space or a tab.
        var text: Int
        /// End of the content (before `\r\n` or `\n`).
        var contentEnd: Int
        /// Index of the `\n`, or `bytes.count` for an unterminated last line.
        var end: Int
        var indent: Int { text &- start }

        func isBlankOrComment(_ bytes: UnsafeRawBufferPointer) -> Bool {
            text >= contentEnd || bytes[text] == ASCII.hash
        }

        /// A block-list item: `-` followed by a blank or the end of the line.
        func isDash(_ bytes: UnsafeRawBufferPointer) -> Bool {
            text < contentEnd && bytes[text] == ASCII.minus
                && (text &+ 1 == contentEnd || ASCII.isBlank(bytes[text &+ 1]))
        }
    }

    func currentLine() -> Line {
        Self.line(in: bytes, at: pos)
    }

    static func line(in bytes: UnsafeRawBufferPointer, at start: Int) -> Line {
        var text = start
        bytes.skipBlanks(&text)
        let end = bytes.indexOfNewline(from: text)
        var contentEnd = end
        if contentEnd > text, bytes[contentEnd &- 1] == ASCII.carriageReturn { contentEnd &-= 1 }
        return Line(start: start, text: text, contentEnd: contentEnd, end: end)
    }

    private mutating func advance(past l: Line) {
        pos = l.end &+ 1
        line &+= 1
    }

    private mutating func copy(_ l: Line) {
        header.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[l.start..<l.contentEnd]))
        header.append(ASCII.newline)
        headerLines.append(line)
        advance(past: l)
    }

    private mutating func appendHeaderLine(_ s: String) {
        header.append(contentsOf: s.utf8)
        header.append(ASCII.newline)
        headerLines.append(line)
    }

    /// If a plain key `name` followed by `:` starts at `i`, the index of the colon.
    func keyColon(named name: StaticString, at i: Int, end: Int) -> Int? {
        guard bytes.hasPrefix(name, at: i) else { return nil }
        var k = i &+ name.utf8CodeUnitCount
        bytes.skipBlanks(&k)
        guard k < end, bytes[k] == ASCII.colon else { return nil }
        guard k &+ 1 == end || ASCII.isBlank(bytes[k &+ 1]) else { return nil }
        return k
    }

    private func restIsEmpty(from i: Int, end: Int) -> Bool {
        var k = i
        bytes.skipBlanks(&k)
        return k >= end || bytes[k] == ASCII.hash
    }
}
