/// Moves text between Swift strings and the C API's fixed `char[N]` fields and
/// caller-owned C strings.
enum CText {
    /// Copies `text` into a fixed C array (imported as a tuple of `CChar`), NUL
    /// terminated and truncated at a UTF-8 character boundary. Allocates nothing
    /// for native strings (the per-event path uses it for element ids).
    static func copy<Field>(_ text: String, into field: inout Field) {
        var text = text
        text.withUTF8 { source in
            withUnsafeMutableBytes(of: &field) { destination in
                guard destination.count > 0 else { return }
                var length = min(source.count, destination.count - 1)
                // Never cut a multi-byte character: back up over continuation bytes (10xxxxxx).
                if length < source.count {
                    while length > 0 && source[length] & 0xC0 == 0x80 { length -= 1 }
                }
                if length > 0 {
                    destination.baseAddress!.copyMemory(from: source.baseAddress!, byteCount: length)
                }
                destination[length] = 0
            }
        }
    }

    /// The text in a fixed C array, up to its first NUL (or its end, for arrays
    /// filled by a caller without one).
    static func read<Field>(_ field: Field) -> String {
        withUnsafeBytes(of: field) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    /// A NUL-terminated copy the caller owns; freed with `tactile_string_free` (``free(_:)``).
    static func allocate(_ text: String) -> UnsafeMutablePointer<CChar> {
        let utf8 = text.utf8
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: utf8.count + 1)
        var i = 0
        for byte in utf8 {
            buffer[i] = CChar(bitPattern: byte)
            i += 1
        }
        buffer[i] = 0
        return buffer
    }

    static func free(_ string: UnsafeMutablePointer<CChar>?) {
        string?.deallocate()
    }

    /// A C string argument as a Swift string; nil for a NULL pointer.
    static func string(_ pointer: UnsafePointer<CChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    /// A static name as a C string (Swift string literals are NUL-terminated in the binary).
    static func pointer(_ name: StaticString) -> UnsafePointer<CChar> {
        UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)
    }
}
