import Synchronization

/// The quirks database: sections read from quirks files, matched against devices by bus,
/// vendor, product and name. Tactile ships one (``shipped``, embedded in the binary);
/// the command line adds `/etc/tactile/quirks.d/*.quirks` and `--quirks DIR` and makes the
/// result ``active``. Every ``DeviceDescription`` looks itself up in the active database when
/// it is made (``DeviceDescription/quirk``), live or from a trace, so classification, the
/// physical size and the axis transformation follow the quirk wherever the device goes.
package struct DeviceQuirks: Sendable {
    /// One section of a quirks file.
    package struct Section: Hashable, Sendable {
        package var title: String
        /// `file:line` of the section's `[title]` line.
        package var source: String
        package var bus: UInt16?
        package var vendor: UInt16?
        /// `MatchProduct`: one id or several separated by `;`.
        package var products: [UInt16]?
        /// `MatchName`: a glob (`*`, `?`), case-sensitive, as libinput's.
        package var namePattern: String?
        /// The attributes it sets (``DeviceQuirk/names`` and ``DeviceQuirk/sources`` hold this section only).
        package var attributes: DeviceQuirk

        package func matches(name: String, id: InputID) -> Bool {
            if let bus, bus != id.bustype { return false }
            if let vendor, vendor != id.vendor { return false }
            if let products, !products.contains(id.product) { return false }
            if let namePattern, !Glob.matches(namePattern, name) { return false }
            return true
        }
    }

    package private(set) var sections: [Section]

    package init(sections: [Section] = []) { self.sections = sections }

    /// Every section of `other` after these (they override these where both match).
    package mutating func append(_ other: DeviceQuirks) { sections += other.sections }

    /// The merged attributes of every matching section, nil when none matches.
    package func match(name: String, id: InputID) -> DeviceQuirk? {
        var result: DeviceQuirk?
        for section in sections where section.matches(name: name, id: id) {
            if result == nil { result = DeviceQuirk() }
            result!.merge(section.attributes)
        }
        return result
    }

    /// The quirks shipped with Tactile (Sources/TactileCore/Quirks/*.quirks, embedded).
    package static let shipped: DeviceQuirks = {
        var db = DeviceQuirks()
        for (file, bytes) in [("touchscreens.quirks", PackageResources.touchscreens_quirks)] {
            // Tests parse the shipped files strictly; a broken one must not stop a kiosk.
            if let parsed = try? QuirksParser.parse(String(decoding: bytes, as: UTF8.self), file: file) { db.append(parsed) }
        }
        return db
    }()

    private static let activeStorage = Mutex(DeviceQuirks.shipped)

    /// The database every new ``DeviceDescription`` is matched against: ``shipped`` unless the
    /// program set another (the command line does, once, before it reads devices or traces).
    package static var active: DeviceQuirks {
        get { activeStorage.withLock { $0 } }
        set { activeStorage.withLock { $0 = newValue } }
    }
}

/// `fnmatch`-style globs without brackets: `*` any run, `?` any one character.
enum Glob {
    static func matches(_ pattern: String, _ text: String) -> Bool {
        let p = Array(pattern.unicodeScalars), t = Array(text.unicodeScalars)
        var pi = 0, ti = 0, star = -1, mark = 0
        while ti < t.count {
            if pi < p.count && (p[pi] == "?" || p[pi] == t[ti]) { pi += 1; ti += 1 }
            else if pi < p.count && p[pi] == "*" { star = pi; mark = ti; pi += 1 }
            else if star >= 0 { pi = star + 1; mark += 1; ti = mark }
            else { return false }
        }
        while pi < p.count && p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}

extension DeviceDescription {
    /// The description with its quirk looked up in `quirks` instead of ``DeviceQuirks/active``.
    package func applyingQuirks(_ quirks: DeviceQuirks) -> DeviceDescription {
        var d = self
        d.quirk = quirks.match(name: name, id: id)
        return d
    }
}
