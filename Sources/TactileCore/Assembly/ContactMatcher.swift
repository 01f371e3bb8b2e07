/// Multitouch protocol A: anonymous contacts separated by `SYN_MT_REPORT`.
///
/// The device resends every contact each frame, without identity unless it sends
/// `ABS_MT_TRACKING_ID`. Contacts are matched to the previous frame's touches by
/// tracking id when present, otherwise greedily by nearest distance in
/// millimetres (bounded by ``maximumJump``), so ids stay stable while fingers move.
struct ContactMatcher: Sendable {
    struct Contact: Sendable {
        var x: Int32 = 0, y: Int32 = 0
        var hasX = false, hasY = false
        var trackingID: Int32 = -1
        var pressure: Int32? = nil
        var major: Int32? = nil
        var minor: Int32? = nil
        var tool: Int32 = 0
    }
    struct Tracked: Sendable {
        var touchID: Int
        var contact: Contact
        var matched = false
        /// A palm (``PalmRule``): tracked so it keeps its identity, never reported again.
        var rejected = false
        /// Frames in a row above a palm threshold.
        var palmEvidence: UInt8 = 0
    }

    let capacity: Int
    /// The size axes the device reports (``ContactSizing``); `UInt16.max` when none.
    private let majorCode: UInt16
    private let minorCode: UInt16
    /// Farther than this between two frames is a new finger, not a moved one.
    let maximumJump: Millimetres
    private var pending = Contact()
    private var incoming: [Contact] = []
    private var tracked: [Tracked] = []
    private var next: [Tracked] = []
    private var claimed: [Bool] = []

    init(capacity: Int, maximumJump: Millimetres = Millimetres(30), sizing: ContactSizing? = nil) {
        self.capacity = capacity
        majorCode = sizing?.majorCode ?? .max
        minorCode = sizing?.minorCode ?? .max
        self.maximumJump = maximumJump
        incoming.reserveCapacity(capacity)
        tracked.reserveCapacity(capacity)
        next.reserveCapacity(capacity)
        claimed.reserveCapacity(capacity)
    }

    var activeCount: Int { tracked.count }

    mutating func handleAbs(code: UInt16, value: Int32) {
        switch code {
        case EventCode.absMTPositionX: pending.x = value; pending.hasX = true
        case EventCode.absMTPositionY: pending.y = value; pending.hasY = true
        case EventCode.absMTTrackingID: pending.trackingID = value
        case EventCode.absMTPressure: pending.pressure = value
        case EventCode.absMTToolType: pending.tool = value
        case majorCode: pending.major = value
        case minorCode: pending.minor = value
        default: break
        }
    }

    /// `SYN_MT_REPORT`: the contact is complete. An empty report (no position) means "no contacts".
    mutating func endContact(diagnostics: inout AssemblerDiagnostics) {
        defer { pending = Contact() }
        guard pending.hasX && pending.hasY else { return }
        guard incoming.count < capacity else { diagnostics.contactsOverCapacity += 1; return }
        incoming.append(pending)
    }

    /// `sampler` is inout only to pass it by address: borrowed from the assembler beside this
    /// tracker's inout access, it was copied (530 bytes and its references retained) per frame.
    mutating func emit(into out: inout [Touch], ids: inout TouchIDAllocator, sampler: inout TouchSampler,
                       diagnostics: inout AssemblerDiagnostics) {
        // A contact left without its SYN_MT_REPORT still counts.
        if pending.hasX && pending.hasY { endContact(diagnostics: &diagnostics) }
        pending = Contact()
        claimed.removeAll(keepingCapacity: true)
        for _ in incoming { claimed.append(false) }
        next.removeAll(keepingCapacity: true)
        for i in tracked.indices { tracked[i].matched = false }

        // 1. Identity from tracking ids when the device sends them.
        for (ci, c) in incoming.enumerated() where c.trackingID >= 0 {
            if let ti = tracked.firstIndex(where: { !$0.matched && $0.contact.trackingID == c.trackingID }) {
                tracked[ti].matched = true; claimed[ci] = true
                appendMatched(previous: tracked[ti], contact: c, into: &out, sampler: sampler, diagnostics: &diagnostics)
            }
        }
        // 2. Greedy nearest neighbour for the rest (n <= capacity, so O(n^3) is a few hundred ops).
        let limit = maximumJump.value * maximumJump.value
        while true {
            var best = Double.infinity, bc = -1, bt = -1
            for (ci, c) in incoming.enumerated() where !claimed[ci] {
                let p = sampler.mapper.physicalPoint(x: c.x, y: c.y)
                for (ti, t) in tracked.enumerated() where !t.matched {
                    if c.trackingID >= 0 && t.contact.trackingID >= 0 { continue }
                    let q = sampler.mapper.physicalPoint(x: t.contact.x, y: t.contact.y)
                    let d = (p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)
                    if d < best && d <= limit { best = d; bc = ci; bt = ti }
                }
            }
            if bc < 0 { break }
            tracked[bt].matched = true; claimed[bc] = true
            appendMatched(previous: tracked[bt], contact: incoming[bc], into: &out, sampler: sampler, diagnostics: &diagnostics)
        }
        // 3. Lifted fingers end; new contacts begin.
        for t in tracked where !t.matched && !t.rejected {
            out.append(sampler.touch(id: t.touchID, phase: .ended, x: t.contact.x, y: t.contact.y,
                                     pressure: t.contact.pressure, major: t.contact.major, slot: 0,
                                     minor: t.contact.minor, tool: t.contact.tool))
        }
        for (ci, c) in incoming.enumerated() where !claimed[ci] {
            let id = ids.next()
            if sampler.isOutOfRange(x: c.x, y: c.y) { diagnostics.valuesOutOfRange += 1 }
            var evidence: UInt8 = 0
            if let cause = sampler.palmCause(tool: c.tool, major: c.major, minor: c.minor, pressure: c.pressure,
                                              x: c.x, y: c.y, isNew: true, evidence: &evidence) {
                // A palm from its first frame: never reported.
                diagnostics.countPalm(cause)
                next.append(Tracked(touchID: id, contact: c, rejected: true))
                continue
            }
            next.append(Tracked(touchID: id, contact: c, palmEvidence: evidence))
            out.append(sampler.touch(id: id, phase: .began, x: c.x, y: c.y, pressure: c.pressure, major: c.major, slot: 0,
                                     minor: c.minor, tool: c.tool))
        }
        swap(&tracked, &next)
        incoming.removeAll(keepingCapacity: true)
        // Slot numbers for protocol A are the contact's index in this frame's output order.
        for i in out.indices { out[i].slot = i }
    }

    private mutating func appendMatched(previous: Tracked, contact: Contact, into out: inout [Touch], sampler: borrowing TouchSampler,
                                        diagnostics: inout AssemblerDiagnostics) {
        if previous.rejected {
            next.append(Tracked(touchID: previous.touchID, contact: contact, rejected: true))
            return
        }
        var evidence = previous.palmEvidence
        if let cause = sampler.palmCause(tool: contact.tool, major: contact.major, minor: contact.minor, pressure: contact.pressure,
                                          x: contact.x, y: contact.y, isNew: false, evidence: &evidence) {
            // Became a palm: cancelled now, then dropped up to its lift.
            diagnostics.countPalm(cause)
            next.append(Tracked(touchID: previous.touchID, contact: contact, rejected: true))
            out.append(sampler.touch(id: previous.touchID, phase: .cancelled, x: contact.x, y: contact.y,
                                     pressure: contact.pressure, major: contact.major, slot: 0,
                                     minor: contact.minor, tool: contact.tool, cancelReason: .palm))
            return
        }
        let moved = previous.contact.x != contact.x || previous.contact.y != contact.y
        next.append(Tracked(touchID: previous.touchID, contact: contact, palmEvidence: evidence))
        out.append(sampler.touch(id: previous.touchID, phase: moved ? .moved : .stationary, x: contact.x, y: contact.y,
                                 pressure: contact.pressure, major: contact.major, slot: 0,
                                 minor: contact.minor, tool: contact.tool))
    }

    mutating func cancelAll(into out: inout [Touch], sampler: borrowing TouchSampler, diagnostics: inout AssemblerDiagnostics) {
        for t in tracked where !t.rejected {
            out.append(sampler.touch(id: t.touchID, phase: .cancelled, x: t.contact.x, y: t.contact.y,
                                     pressure: t.contact.pressure, major: t.contact.major, slot: 0,
                                     minor: t.contact.minor, tool: t.contact.tool))
            diagnostics.cancelledTouches += 1
        }
        tracked.removeAll(keepingCapacity: true)
        incoming.removeAll(keepingCapacity: true)
        pending = Contact()
    }

    /// Raw SYN_DROPPED: forget the partial frame.
    mutating func discardPartialFrame() {
        incoming.removeAll(keepingCapacity: true)
        pending = Contact()
    }
}
