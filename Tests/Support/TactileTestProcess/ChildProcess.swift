#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc

/// The one way Tactile's tests start programs: `posix_spawn`, with the child's standard
/// streams opened *in the child* (`posix_spawn_file_actions_addopen`), every other
/// descriptor closed there (`closefrom`), its signal mask cleared and its signals at their
/// defaults. Foundation's `Process` duplicated and closed descriptors in the parent, which
/// raced with other tests opening and closing theirs (a run once failed with "Bad file
/// descriptor" while tests ran in parallel); Swift Testing's threads also block signals,
/// which children inherited. Output goes to files, never pipes the parent must drain.
public final class ChildProcess: @unchecked Sendable {
    /// Where a standard stream of the child goes.
    public enum Stream: Sendable {
        /// `/dev/null`.
        case null
        /// A file, created or truncated.
        case file(String)
        /// A pipe whose reading end is already closed: the first write fails with EPIPE.
        case closedPipe
    }

    /// What a finished program left behind.
    public struct Result: Sendable {
        /// The exit status, or the signal number that ended it (as `Process.terminationStatus`).
        public var status: Int32
        public var stdout: String
        public var stderr: String
        public var lines: [String] { stdout.split(separator: "\n").map(String.init) }
    }

    public enum Failure: Error, CustomStringConvertible {
        case spawn(String, Int32)
        public var description: String {
            switch self {
            case .spawn(let program, let code): return "cannot start \(program): \(String(cString: strerror(code)))"
            }
        }
    }

    public let pid: pid_t
    /// The same, under `Process`'s name.
    public var processIdentifier: pid_t { pid }
    private var finished: Int32?
    private let lock = NSLockLike()

    /// Starts `arguments[0]` (a path, or a name looked up on `PATH`) with `arguments`, the
    /// parent's environment plus `environment`, in `directory` (default: the parent's).
    public init(_ arguments: [String], environment: [String: String] = [:], directory: String? = nil,
                stdin: Stream = .null, stdout: Stream = .null, stderr: Stream = .null) throws {
        precondition(!arguments.isEmpty, "no program")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var pipeWriters: [Int32] = []
        defer { for fd in pipeWriters { close(fd) } }
        for (fd, stream) in [(Int32(0), stdin), (1, stdout), (2, stderr)] {
            switch stream {
            case .null:
                posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
            case .file(let path):
                posix_spawn_file_actions_addopen(&actions, fd, path, fd == 0 ? O_RDONLY : (O_WRONLY | O_CREAT | O_TRUNC), 0o644)
            case .closedPipe:
                var ends: [Int32] = [0, 0]
                guard GNU.pipe2(&ends, O_CLOEXEC) == 0 else { throw Failure.spawn(arguments[0], errno) }
                close(ends[0])
                pipeWriters.append(ends[1])
                posix_spawn_file_actions_adddup2(&actions, ends[1], fd)
            }
        }
        if let directory { _ = GNU.addchdir(&actions, directory) }
        _ = GNU.addclosefrom(&actions, 3)

        var merged = ProcessInfoLike.environment
        for (k, v) in environment { merged[k] = v }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for p in argv + envp { free(p) } }
        var child: pid_t = 0
        let code = arguments[0].contains("/")
            ? posix_spawn(&child, arguments[0], &actions, &attributes, argv, envp)
            : posix_spawnp(&child, arguments[0], &actions, &attributes, argv, envp)
        guard code == 0 else { throw Failure.spawn(arguments[0], code) }
        pid = child
    }

    deinit {
        if isRunning {
            kill(pid, SIGKILL)
            _ = waitForExit(timeout: nil)
        }
    }

    /// Whether it has not exited yet (reaps it when it has).
    public var isRunning: Bool { poll() == nil }

    private func poll(blocking: Bool = false) -> Int32? {
        lock.locked {
            if let finished { return finished }
            var status: Int32 = 0
            var r: pid_t
            repeat { r = waitpid(pid, &status, blocking ? 0 : WNOHANG) } while r < 0 && errno == EINTR
            guard r == pid else { return nil }
            let signal = status & 0x7f
            finished = signal == 0 ? (status >> 8) & 0xff : signal
            return finished
        }
    }

    /// Sends `signal` (SIGTERM by default, as `Process.terminate`).
    public func signal(_ signal: Int32 = SIGTERM) {
        if isRunning { kill(pid, signal) }
    }

    /// Waits for the exit; after `timeout` seconds sends `signalOnTimeout` and waits for that.
    @discardableResult
    public func waitForExit(timeout: Double?, signalOnTimeout: Int32 = SIGTERM) -> Int32 {
        if let timeout {
            let deadline = Self.now() + timeout
            while isRunning && Self.now() < deadline { usleep(10_000) }
            if isRunning { kill(pid, signalOnTimeout) }
        }
        return poll(blocking: true) ?? -1
    }

    private static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// Runs a program to completion (SIGTERM after `timeout` seconds) and returns its status
    /// and output. `stdout`: a path to send standard output to instead of capturing it.
    public static func run(_ arguments: [String], environment: [String: String] = [:], directory: String? = nil,
                           stdout: String? = nil, timeout: Double = 120) throws -> Result {
        let scratch = try TemporaryFiles()
        defer { scratch.remove() }
        let child = try ChildProcess(arguments, environment: environment, directory: directory,
                                     stdout: .file(stdout ?? scratch.stdout), stderr: .file(scratch.stderr))
        let status = child.waitForExit(timeout: timeout)
        return Result(status: status, stdout: stdout == nil ? scratch.read(scratch.stdout) : "", stderr: scratch.read(scratch.stderr))
    }
}

/// glibc's extensions (2.29, 2.34), which Swift's Glibc module leaves out (they need
/// `_GNU_SOURCE`): looked up by name in the C library this process already uses.
private enum GNU {
    typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
    typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
    typealias AddClosefrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    static func symbol<T>(_ name: String, as type: T.Type) -> T {
        guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { fatalError("glibc has no \(name)") }
        return unsafeBitCast(address, to: type)
    }

    static let pipe2 = symbol("pipe2", as: Pipe2.self)
    static let addchdir = symbol("posix_spawn_file_actions_addchdir_np", as: AddChdir.self)
    static let addclosefrom = symbol("posix_spawn_file_actions_addclosefrom_np", as: AddClosefrom.self)
}

/// Two fresh files for a child's output, in their own temporary directory.
private struct TemporaryFiles {
    let directory: String

    init() throws {
        var template = Array((ProcessInfoLike.temporaryDirectory + "/tactile-child-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw ChildProcess.Failure.spawn("mkdtemp", errno)
        }
        directory = String(cString: made)
    }

    var stdout: String { directory + "/stdout" }
    var stderr: String { directory + "/stderr" }

    func read(_ path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }

    func remove() {
        unlink(stdout)
        unlink(stderr)
        rmdir(directory)
    }
}

/// The environment and temporary directory, read from the C library.
private enum ProcessInfoLike {
    static var environment: [String: String] {
        var out: [String: String] = [:]
        var p = environ
        while let entry = p.pointee {
            let text = String(cString: entry)
            if let eq = text.firstIndex(of: "=") { out[String(text[..<eq])] = String(text[text.index(after: eq)...]) }
            p += 1
        }
        return out
    }

    static var temporaryDirectory: String {
        guard let t = getenv("TMPDIR"), t.pointee != 0 else { return "/tmp" }
        return String(cString: t)
    }
}

/// A mutex for the cached exit status (waitpid may be called from several test threads).
private final class NSLockLike: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }
    func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return body()
    }
}
