import Foundation

/// Compiles Examples/c/tactile-example.c with the system C compiler against the
/// built library, the way a C user would (`-I include -L dir -ltactile-c`).
enum ExampleBuild {
    enum Variant: String {
        /// Plain build, warnings as errors.
        case plain
        /// AddressSanitizer and UBSan on the C side.
        case sanitized
        /// Linked against a copy of the library without debug info: valgrind 3.19
        /// cannot read the DWARF 5 the Swift toolchain writes and gives up.
        case valgrind
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The example's path; compiles it into a fresh directory.
    static func build(_ variant: Variant) throws -> URL {
        guard FileManager.default.fileExists(atPath: BuildProducts.library.path) else {
            throw Failure(description: "\(BuildProducts.library.path) is missing: build the `tactile` library product first "
                + "(swift build --product tactile-c, or swift build --build-tests)")
        }
        let dir = try BuildProducts.temporaryDirectory("example-\(variant.rawValue)")
        var libraryDirectory = BuildProducts.buildDirectory.path
        var flags = ["-std=c11", "-Wall", "-Wextra", "-Werror", "-g"]
        switch variant {
        case .plain: break
        case .sanitized: flags += ["-fsanitize=address,undefined", "-fno-omit-frame-pointer"]
        case .valgrind:
            libraryDirectory = dir.path
            let strip = try ProcessRunner.run("/usr/bin/objcopy",
                                              ["--strip-debug", BuildProducts.library.path, dir.appendingPathComponent("libtactile-c.so").path])
            guard strip.status == 0 else { throw Failure(description: "objcopy failed: \(strip.stderr)") }
        }
        let output = dir.appendingPathComponent("tactile-example")
        let cc = try ProcessRunner.run("/usr/bin/cc", flags + [
            "-I", BuildProducts.includeDirectory.path, BuildProducts.cExample.path,
            "-L", libraryDirectory, "-ltactile-c", "-Wl,-rpath,\(libraryDirectory)", "-o", output.path,
        ])
        guard cc.status == 0 else { throw Failure(description: "cc failed:\n\(cc.stderr)") }
        // umask is process-wide, and UnixSocketServerTests narrow it around bind() while these
        // tests run in parallel: a linker started in that window writes the binary without its
        // execute bits (running it then fails with "Permission denied"). Set them explicitly.
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: output.path)
        return output
    }
}
