import SystemPackage

/// `posix_spawn` failed: the program is missing, not executable...
package struct SpawnError: Error, Equatable, CustomStringConvertible {
    package var program: String
    package var errno: Errno

    package init(program: String, errno: Errno) { self.program = program; self.errno = errno }

    package var description: String { "cannot run \(program): \(errno.symbolicName) (\(errno.description))" }
}
