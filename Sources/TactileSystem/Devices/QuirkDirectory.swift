import Glibc
import SystemPackage
import TactileCore

/// Reads the `*.quirks` files of a directory (`/etc/tactile/quirks.d`, `--quirks DIR`) in
/// name order, as libinput reads its quirks directories.
package enum QuirkDirectory {
    /// The directory users add quirks to; read after the shipped quirks.
    package static let system = "/etc/tactile/quirks.d"

    /// The quirks in `directory`; empty when it does not exist and `required` is false.
    /// - Throws: ``EvdevError`` when the directory or a file cannot be read (or a required
    ///   directory is missing), ``QuirksError`` (file:line) when a file is malformed.
    package static func load(_ directory: String, required: Bool) throws -> DeviceQuirks {
        var info = stat()
        if stat(directory, &info) != 0 {
            let error = Errno(rawValue: errno)
            if error == .noSuchFileOrDirectory && !required { return DeviceQuirks() }
            throw EvdevError.system(path: directory, operation: "stat", errno: error)
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw EvdevError.system(path: directory, operation: "opendir", errno: .notDirectory)
        }
        var quirks = DeviceQuirks()
        let separator = directory.hasSuffix("/") ? "" : "/"
        for name in entryNames(in: directory).filter({ $0.hasSuffix(".quirks") }).sorted() {
            let path = directory + separator + name
            let bytes = try StandardStreams.readWholeFile(path)
            quirks.append(try QuirksParser.parse(String(decoding: bytes, as: UTF8.self), file: path))
        }
        return quirks
    }
}
