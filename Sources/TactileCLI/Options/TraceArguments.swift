#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TactileSystem
import TactileCore
import TactileTrace

/// Groups command-line trace paths into traces: an evemu description file
/// (`.desc`, `.prop`) takes the events file after it (or before it: `X.events X.desc`);
/// anything else is a trace on its own. Every command that reads traces takes the same.
enum TraceArguments {
    static func group(_ paths: [String]) -> [[String]] {
        var groups: [[String]] = []
        var i = 0
        while i < paths.count {
            if i + 1 < paths.count && (isDescription(paths[i]) || (isEvents(paths[i]) && isDescription(paths[i + 1]))) {
                groups.append([paths[i], paths[i + 1]]); i += 2
            } else {
                groups.append([paths[i]]); i += 1
            }
        }
        return groups
    }

    private static func isDescription(_ path: String) -> Bool {
        path.hasSuffix(".desc") || path.hasSuffix(".prop")
    }

    private static func isEvents(_ path: String) -> Bool {
        path.hasSuffix(".events") || path.hasSuffix(".event")
    }

    /// Reads every group, turning a parse error into a clean CLI failure.
    static func load(_ paths: [String]) throws -> [(name: String, trace: Trace)] {
        try group(paths).map { group in
            do throws(TraceParseError) {
                let trace = try read(group)
                for w in trace.warnings { Diagnostics.note("tactile: \(w)") }
                return (group.joined(separator: " "), trace)
            } catch {
                throw Diagnostics.fail(error.description)
            }
        }
    }

    /// One trace (a file, or an evemu description and its events file). `TraceReader` maps
    /// regular files; anything else that can be read (`/dev/null`, a pipe such as
    /// `<(zcat rec.yaml.gz)`, a FIFO) is read to its end here, since mapping one fails with
    /// an errno Foundation reports as a permission problem, even to root.
    static func read(_ group: [String]) throws(TraceParseError) -> Trace {
        guard group.contains(where: isSpecialFile) else { return try TraceReader.read(paths: group) }
        var contents: [[UInt8]] = []
        for path in group { contents.append(try readWhole(path)) }
        if group.count == 1 { return try TraceReader.read(bytes: contents[0], fileName: group[0]) }
        let (d, e) = isDescription(group[1]) && !isDescription(group[0]) ? (1, 0) : (0, 1)
        return try TraceReader.readEvemuPair(description: contents[d], descriptionName: group[d],
                                             events: contents[e], eventsName: group[e])
    }

    /// Exists and is neither a regular file nor a directory.
    private static func isSpecialFile(_ path: String) -> Bool {
        guard let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType else { return false }
        return type != .typeRegular && type != .typeDirectory
    }

    private static func readWhole(_ path: String) throws(TraceParseError) -> [UInt8] {
        do throws(EvdevError) {
            return try StandardStreams.readWholeFile(path)
        } catch {
            // The message names the path already: say only which call failed and why.
            let why = if case .system(_, let operation, let errno) = error { "\(operation): \(errno.symbolicName), \(errno.description)" } else { error.description }
            throw TraceParseError(file: path, line: 0, expected: "a readable trace file", found: "a file that cannot be read (\(why))")
        }
    }
}
