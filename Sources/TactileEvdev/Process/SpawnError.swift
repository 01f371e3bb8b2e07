import SystemPackage

/// `posix_spawn` failed: the program is missing, not executable...
public struct SpawnError: Error, Equatable, CustomStringConvertible {
    public var program: String
    public var errno: Errno

    public init(program: String, errno: Errno) { self.program = program; self.errno = errno }

    public var description: String { "cannot run \(program): \(errno.symbolicName) (\(errno.description))" }
}
