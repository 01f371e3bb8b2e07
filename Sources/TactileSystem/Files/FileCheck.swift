import Glibc
import SystemPackage

/// The checks `tactile run --check` makes before the daemon needs them: does a path exist,
/// may a directory be written, where is a program. Each failure is errno's explanation,
/// e.g. `no such file or directory (ENOENT)`.
package enum FileCheck {
    /// nil when `path` exists (a device node, say); else why not.
    package static func existence(of path: String) -> String? {
        var info = stat()
        return stat(path, &info) == 0 ? nil : Errno(rawValue: errno).explanation
    }

    /// nil when `path` is a directory this process may create files in; else why not
    /// (`ENOTDIR` when it is something else).
    package static func writableDirectory(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return Errno(rawValue: errno).explanation }
        guard info.st_mode & S_IFMT == S_IFDIR else { return Errno.notDirectory.explanation }
        return access(path, W_OK | X_OK) == 0 ? nil : Errno(rawValue: errno).explanation
    }

    /// nil when a file can be created at `path`: its directory is writable, or is missing
    /// and will be created by whoever makes the file (one level, as the socket server does);
    /// else why not, naming the directory.
    package static func creatable(_ path: String) -> (directory: String, why: String)? {
        let dir = directory(of: path)
        guard let why = writableDirectory(dir) else { return nil }
        guard existence(of: dir) != nil else { return (dir, why) }   // there, but not a writable directory
        let parent = directory(of: dir)
        if let parentWhy = writableDirectory(parent) { return (dir, parentWhy) }
        return nil
    }

    /// The directory part of `path`: "." without a slash, "/" for a file in the root.
    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Where `program` is found as `posix_spawnp` finds it: itself when it has a slash,
    /// else the first executable file of that name in `PATH`; nil when there is none.
    package static func executable(_ program: String) -> String? {
        func isExecutable(_ path: String) -> Bool {
            var info = stat()
            return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && access(path, X_OK) == 0
        }
        if program.contains("/") { return isExecutable(program) ? program : nil }
        let search = getenv("PATH").map { String(cString: $0) } ?? "/usr/local/bin:/usr/bin:/bin"
        for dir in search.split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = (dir.isEmpty ? "." : String(dir)) + "/" + program
            if isExecutable(candidate) { return candidate }
        }
        return nil
    }
}
