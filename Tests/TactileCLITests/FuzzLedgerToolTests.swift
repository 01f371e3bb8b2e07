import Foundation
import TactileTestProcess
import Testing

/// `Tools/fuzz-ledger.sh` on a scratch git repository shaped like this one: which edits
/// restart which target's count, and how the report sums the ledger's rows.
@Suite("Tools/fuzz-ledger.sh: code fingerprints and executions per target")
struct FuzzLedgerToolTests {
    /// A throw-away repository with the source folders the fingerprints cover, one file each, committed.
    final class ScratchRepository {
        let root: URL

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-ledger-\(UUID().uuidString)")
            let fm = FileManager.default
            try fm.createDirectory(at: root.appendingPathComponent("Tools"), withIntermediateDirectories: true)
            try fm.createDirectory(at: root.appendingPathComponent("Fuzz"), withIntermediateDirectories: true)
            try fm.copyItem(at: CLIRunner.repositoryRoot.appendingPathComponent("Tools/fuzz-ledger.sh"),
                            to: root.appendingPathComponent("Tools/fuzz-ledger.sh"))
            for folder in ["TactileTrace", "TactileCore/Device", "TactileCore/Events", "TactileCore/Units",
                           "TactileCore/Assembly", "TactileGestures", "TactilePointer", "Tactile", "TactileCLI"] {
                try write("Sources/\(folder)/File.swift", "// \(folder)\n")
            }
            try git("init", "-q")
            try git("add", "-A")
            try git("commit", "-qm", "start")
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }

        @discardableResult
        func git(_ args: String...) throws -> Shell.Result {
            let r = try Shell.run(["git", "-c", "user.name=test", "-c", "user.email=test@example.invalid",
                                   "-c", "init.defaultBranch=main"] + args, in: root)
            #expect(r.status == 0, "git \(args.joined(separator: " ")): \(r.stderr)")
            return r
        }

        func ledger(_ args: String...) throws -> Shell.Result { try ledger(args) }

        func fingerprint(_ target: String, _ commit: String? = nil) throws -> String {
            let r = try ledger(["fingerprint", target] + (commit.map { [$0] } ?? []))
            #expect(r.status == 0, "\(r.stderr)")
            return r.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        }

        func ledger(_ args: [String]) throws -> Shell.Result {
            try Shell.run(["bash", "Tools/fuzz-ledger.sh"] + args, in: root)
        }
    }

    enum Shell {
        struct Result { var status: Int32; var stdout: String; var stderr: String }

        static func run(_ args: [String], in directory: URL) throws -> Result {
            let r = try ChildProcess.run(args, directory: directory.path)
            return Result(status: r.status, stdout: r.stdout, stderr: r.stderr)
        }
    }

    static let targets = ["FuzzEvemu", "FuzzLibinputRecord", "FuzzFrameAssembler", "FuzzGestures",
                          "FuzzEngine", "FuzzConfiguration", "FuzzPointerLayout"]

    @Test func anEditRestartsOnlyTheTargetsThatRunTheEditedCode() throws {
        try #require(CLIRunner.isInstalled("git"), "git is missing")
        let repo = try ScratchRepository()
        let before = try Dictionary(uniqueKeysWithValues: Self.targets.map { ($0, try repo.fingerprint($0)) })
        #expect(before["FuzzEvemu"]!.count == 12)
        #expect(before["FuzzEvemu"] == before["FuzzLibinputRecord"])
        #expect(before["FuzzEngine"] == before["FuzzConfiguration"])
        #expect(Set(before.values).count == 4)
        // The clean working tree and HEAD give the same fingerprint.
        for target in Self.targets { #expect(try repo.fingerprint(target, "HEAD") == before[target]) }

        func changed(after edit: () throws -> Void) throws -> Set<String> {
            let start = try Dictionary(uniqueKeysWithValues: Self.targets.map { ($0, try repo.fingerprint($0)) })
            try edit()
            return Set(try Self.targets.filter { try repo.fingerprint($0) != start[$0] })
        }
        // Uncommitted edits count; so do new files nobody has added yet.
        #expect(try changed { try repo.write("Sources/TactileGestures/File.swift", "// edited\n") }
                == ["FuzzGestures", "FuzzEngine", "FuzzConfiguration", "FuzzPointerLayout"])
        #expect(try changed { try repo.write("Sources/TactileTrace/New.swift", "// new\n") }
                == ["FuzzEvemu", "FuzzLibinputRecord", "FuzzEngine", "FuzzConfiguration", "FuzzPointerLayout"])
        // The frame assembler is TactileCore, but not the part the trace parsers use.
        #expect(try changed { try repo.write("Sources/TactileCore/Assembly/File.swift", "// edited\n") }
                == ["FuzzFrameAssembler", "FuzzGestures", "FuzzEngine", "FuzzConfiguration", "FuzzPointerLayout"])
        #expect(try changed { try repo.write("Sources/TactileCore/Events/File.swift", "// edited\n") }
                == Set(Self.targets))
        // The CLI is no fuzz target's code.
        #expect(try changed { try repo.write("Sources/TactileCLI/File.swift", "// edited\n") }.isEmpty)
        // The fingerprint left the real index alone: nothing is staged.
        #expect(try repo.git("diff", "--cached", "--name-only").stdout.isEmpty)
    }

    @Test func theReportCountsCleanRunsOnTheCurrentCodeOnly() throws {
        try #require(CLIRunner.isInstalled("git"), "git is missing")
        let repo = try ScratchRepository()
        let old = try repo.fingerprint("FuzzGestures")
        try repo.write("Sources/TactileGestures/File.swift", "// edited\n")
        try repo.git("commit", "-qam", "edit")
        let gestures = try repo.fingerprint("FuzzGestures"), evemu = try repo.fingerprint("FuzzEvemu")
        let engine = try repo.fingerprint("FuzzEngine")
        #expect(try repo.fingerprint("FuzzGestures", "HEAD~1") == old)
        let rows = [
            "# comment line",
            "2026-01-01T00:00:00Z\tFuzzGestures\t\(old)\t9000000\tok\tbefore the edit",
            "2026-01-02T00:00:00Z\tFuzzGestures\t\(gestures)\t6000000\tok\tx",
            "2026-01-02T00:00:00Z\tFuzzGestures\t\(gestures)\t3000000\tok\ty",
            "2026-01-02T00:00:00Z\tFuzzEvemu\t\(evemu)\t6000000\tok\tx",
            "2026-01-02T00:00:00Z\tFuzzEvemu\t\(evemu)\t4000000\tok\ty",
            "2026-01-02T00:00:00Z\tFuzzEngine\t\(engine)\t500\tfailed:exit 1:crash-abc\tfound something",
        ]
        try repo.write("Fuzz/ledger.tsv", rows.joined(separator: "\n") + "\n")
        let r = try repo.ledger("report")
        #expect(r.status == 0, "\(r.stderr)")
        func line(_ target: String) -> [String] {
            r.stdout.split(separator: "\n").first { $0.hasPrefix(target + " ") }
                .map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) } ?? []
        }
        // target, fingerprint, on this code, runs, findings, all versions, status...
        #expect(line("FuzzGestures") == ["FuzzGestures", gestures, "9000000", "2", "0", "18000000", "1000000", "to", "go"])
        #expect(line("FuzzEvemu") == ["FuzzEvemu", evemu, "10000000", "2", "0", "10000000", "goal", "met"])
        #expect(line("FuzzEngine") == ["FuzzEngine", engine, "0", "0", "1", "500", "open", "findings"])
        #expect(line("FuzzFrameAssembler").suffix(3) == ["10000000", "to", "go"])
        // A smaller goal and an explicit ledger file.
        let small = try Shell.run(["env", "FUZZ_GOAL=5000000", "bash", "Tools/fuzz-ledger.sh", "report", "Fuzz/ledger.tsv"], in: repo.root)
        #expect(small.stdout.contains("goal met"))
        #expect(small.stdout.split(separator: "\n").filter { $0.hasSuffix("goal met") }.count == 2)
    }

    @Test func anUnknownTargetOrCommitIsAnError() throws {
        try #require(CLIRunner.isInstalled("git"), "git is missing")
        let repo = try ScratchRepository()
        let unknown = try repo.ledger(["fingerprint", "FuzzNothing"])
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("unknown target FuzzNothing"))
        #expect(try repo.fingerprint("FuzzEngine", "no-such-commit") == "unknown")
        #expect(try repo.ledger(["paths", "FuzzGestures"]).stdout == "Sources/TactileCore Sources/TactileGestures\n")
    }
}
