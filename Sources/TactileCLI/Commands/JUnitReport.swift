import TactileCore

/// `tactile test --junit FILE`: the run as JUnit XML, the format GitLab, Jenkins and GitHub
/// test reporters read, within the rules of Jenkins' `junit-10.xsd` (which the others accept):
/// one `<testsuite>` in `<testsuites>`, one `<testcase>` per trace (`name` the trace's path,
/// `classname` its directory, `time` in seconds); a failed trace has a `<failure>` whose text
/// is the diff, a trace that cannot be read or checked an `<error>`, a trace without
/// expectations `<skipped/>`.
enum JUnitReport {
    static func xml(_ runs: [TraceTestRun], seconds: Double, suite: String) -> String {
        let failures = runs.count { $0.status == .failed }
        let errors = runs.count { $0.status == .error }
        let skipped = runs.count { $0.status == .skipped }
        let time = CFormat.string("%.3f", seconds)
        var out = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        out += #"<testsuites name="\#(escape(suite))" tests="\#(runs.count)" failures="\#(failures)" errors="\#(errors)" time="\#(time)">"# + "\n"
        out += #"  <testsuite name="\#(escape(suite))" tests="\#(runs.count)" failures="\#(failures)" errors="\#(errors)" skipped="\#(skipped)" time="\#(time)">"# + "\n"
        for run in runs {
            let directory = run.path.split(separator: "/").dropLast().joined(separator: ".")
            let open = #"    <testcase name="\#(escape(run.path))" classname="\#(escape(directory.isEmpty ? "." : directory))" time="\#(CFormat.string("%.6f", run.seconds))""#
            switch run.status {
            case .passed:
                out += open + "/>\n"
            case .skipped:
                out += open + ">\n" + #"      <skipped message="no expectations"/>"# + "\n    </testcase>\n"
            case .failed:
                let message = "\(run.failures.count) expectation\(run.failures.count == 1 ? "" : "s") not met"
                out += open + ">\n" + #"      <failure message="\#(escape(message))" type="expectation">"#
                    + escape((run.failures.map { "- " + $0 } + run.notes).joined(separator: "\n"), text: true) + "</failure>\n    </testcase>\n"
            case .error:
                let message = run.failures.first ?? "error"
                out += open + ">\n" + #"      <error message="\#(escape(message))" type="error">"# + escape(message, text: true) + "</error>\n    </testcase>\n"
            }
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// An attribute value (`text`: character data), escaped as ``XMLEscaping`` does.
    static func escape(_ text: String, text isText: Bool = false) -> String {
        XMLEscaping.escape(text, isText ? .text : .attribute)
    }
}
