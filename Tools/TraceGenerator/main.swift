// tactile-tracegen: writes the synthetic trace corpus (TactileSynth.Corpus) and its
// README into a directory. Every file is a pure function of the corpus definitions,
// so a rerun rewrites identical bytes; --check verifies that without writing.
import Foundation
import TactileSynth

let usage = """
    usage: tactile-tracegen --out DIR [--check] [--list]
      --out DIR   directory to write (e.g. Traces/generated); created if missing
      --check     write nothing; exit 1 if a file is missing or differs from what would be written
      --list      print the trace names and exit
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

var out: String?
var check = false
var list = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--out":
        guard let value = arguments.popFirst() else { fail("--out needs a directory\n" + usage) }
        out = value
    case "--check": check = true
    case "--list": list = true
    case "-h", "--help": print(usage); exit(0)
    default: fail("unknown argument \(argument)\n" + usage)
    }
}

if list {
    for entry in Corpus.entries { print(entry.name) }
    exit(0)
}
guard let out else { fail(usage) }

let directory = URL(fileURLWithPath: out, isDirectory: true)
var files: [(String, [UInt8])] = []
do {
    for entry in Corpus.entries { files.append((entry.fileName, try entry.yaml())) }
} catch {
    fail("tactile-tracegen: \(error)")
}
files.append(("README.md", Array(CorpusReadme.render(Corpus.entries).utf8)))

if check {
    var stale: [String] = []
    for (name, bytes) in files {
        let existing = try? Data(contentsOf: directory.appendingPathComponent(name))
        if existing != Data(bytes) { stale.append(name) }
    }
    if stale.isEmpty {
        print("\(files.count) files up to date in \(out)")
        exit(0)
    }
    for name in stale { print("stale or missing: \(out)/\(name)") }
    exit(1)
}

do {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (name, bytes) in files {
        try Data(bytes).write(to: directory.appendingPathComponent(name), options: .atomic)
    }
} catch {
    fail("tactile-tracegen: cannot write \(out): \(error.localizedDescription)")
}
let known = Set(files.map(\.0))
let others = ((try? FileManager.default.contentsOfDirectory(atPath: out)) ?? [])
    .filter { $0.hasSuffix(".yaml") && !known.contains($0) }.sorted()
for name in others { print("note: \(out)/\(name) is not part of the corpus (left alone)") }
print("wrote \(files.count) files to \(out)")
