/// An invariant of the library: when it does not hold, the fuzz target traps so that
/// libFuzzer records the input as a crash (the message says which invariant).
@inline(__always)
public func fuzzCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
                      file: StaticString = #fileID, line: UInt = #line) {
    if !condition() {
        fatalError("invariant violated: \(message())", file: file, line: line)
    }
}
