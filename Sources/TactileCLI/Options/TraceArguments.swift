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
                let trace = try TraceReader.read(paths: group)
                for w in trace.warnings { Diagnostics.note("tactile: \(w)") }
                return (group.joined(separator: " "), trace)
            } catch {
                throw Diagnostics.fail(error.description)
            }
        }
    }
}
