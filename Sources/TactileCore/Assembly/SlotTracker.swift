/// Multitouch protocol B: per-slot state driven by `ABS_MT_SLOT` and `ABS_MT_TRACKING_ID`.
///
/// The kernel only sends values that changed, so a slot keeps its last position
/// across contacts. A touch is identified by the slot's tracking id while it lives
/// and gets a Tactile id that is never reused.
struct SlotTracker: Sendable {
    struct Slot: Sendable {
        /// Kernel tracking id, -1 when the slot is empty.
        var trackingID: Int32 = -1
        var touchID = 0
        var x: Int32 = 0, y: Int32 = 0
        var pressure: Int32? = nil
        var major: Int32? = nil
        var minor: Int32? = nil
        /// `ABS_MT_TOOL_TYPE` (kept across contacts, like every slot value).
        var tool: Int32 = 0
        /// A palm (``PalmRule``): nothing more of this contact is reported, up to its release.
        var rejected = false
        /// Frames in a row above a palm threshold (``PalmRule``).
        var palmEvidence: UInt8 = 0
        /// Began in the frame being assembled.
        var isNew = false
        /// Position changed in the frame being assembled.
        var moved = false
        /// Released in the frame being assembled (emit ended/cancelled at SYN_REPORT).
        var releasing = false
        /// The release happened during a resync: report it as cancelled, not ended.
        var releaseCancels = false
        /// After a raw SYN_DROPPED: the kernel may still have a contact here that we cancelled;
        /// motion without a new tracking id revives it as a new touch.
        var orphaned = false

        var isActive: Bool { trackingID >= 0 && !orphaned }
    }

    /// A contact that ended before its frame closed (tracking id reused mid-frame): kept
    /// raw and turned into a ``Touch`` when the frame is emitted, so the per-event path
    /// needs no ``TouchSampler``.
    struct EarlyEnd: Sendable {
        var slot: Slot
        var index: Int
        var phase: TouchPhase
    }

    private(set) var slots: [Slot]
    private var current: Int
    /// The size axes the device reports (``ContactSizing``); `UInt16.max` when none.
    private let majorCode: UInt16
    private let minorCode: UInt16
    /// Touches ended early (tracking id reused mid-frame); emitted with the frame.
    private var earlyEnded: [EarlyEnd] = []

    init(slotCount: Int, initialSlot: Int32, sizing: ContactSizing? = nil) {
        slots = Array(repeating: Slot(), count: slotCount)
        majorCode = sizing?.majorCode ?? .max
        minorCode = sizing?.minorCode ?? .max
        current = Int(initialSlot) < slotCount && initialSlot >= 0 ? Int(initialSlot) : 0
        earlyEnded.reserveCapacity(slotCount)
    }

    var activeCount: Int { slots.reduce(0) { $0 + ($1.isActive ? 1 : 0) } }

    mutating func handleAbs(code: UInt16, value: Int32, time: Timestamp, ids: inout TouchIDAllocator,
                            cancelOnRelease: Bool, diagnostics: inout AssemblerDiagnostics) {
        if code == EventCode.absMTSlot {
            if value >= 0 && Int(value) < slots.count { current = Int(value) }
            else { current = -1; diagnostics.slotsOutOfRange += 1 }
            return
        }
        guard current >= 0 else { return }  // events for an out-of-range slot are dropped
        switch code {
        case EventCode.absMTTrackingID:
            trackingID(value, ids: &ids, cancelOnRelease: cancelOnRelease, diagnostics: &diagnostics)
        case EventCode.absMTPositionX:
            if slots[current].x != value { slots[current].x = value; slots[current].moved = true }
            if slots[current].orphaned { revive(ids: &ids) }
        case EventCode.absMTPositionY:
            if slots[current].y != value { slots[current].y = value; slots[current].moved = true }
            if slots[current].orphaned { revive(ids: &ids) }
        case EventCode.absMTPressure: slots[current].pressure = value
        case EventCode.absMTToolType: slots[current].tool = value
        case majorCode: slots[current].major = value
        case minorCode: slots[current].minor = value
        default: break
        }
    }

    private mutating func trackingID(_ value: Int32, ids: inout TouchIDAllocator,
                                     cancelOnRelease: Bool, diagnostics: inout AssemblerDiagnostics) {
        var slot = slots[current]
        if value < 0 {
            if slot.orphaned { slot.orphaned = false; slot.trackingID = -1 }
            else if slot.isActive { slot.releasing = true; slot.releaseCancels = cancelOnRelease }
            slots[current] = slot
            return
        }
        if slot.isActive && !slot.releasing {
            if slot.trackingID == value { return }  // repeated id: nothing new
            // Reused without a release: the old contact is over; end it now.
            diagnostics.trackingIDsReusedWithoutRelease += 1
            if slot.isNew { diagnostics.zeroLengthTouches += 1 }
            else if !slot.rejected {
                let phase: TouchPhase = cancelOnRelease ? .cancelled : .ended
                if phase == .cancelled { diagnostics.cancelledTouches += 1 }
                earlyEnded.append(EarlyEnd(slot: slot, index: current, phase: phase))
            }
        } else if slot.isActive && slot.releasing {
            // Released and replaced within one frame: emit the end now, the new touch at SYN.
            if slot.isNew { diagnostics.zeroLengthTouches += 1 }
            else if !slot.rejected {
                earlyEnded.append(EarlyEnd(slot: slot, index: current, phase: slot.releaseCancels ? .cancelled : .ended))
            }
        }
        slot.trackingID = value
        slot.touchID = ids.next()
        slot.isNew = true
        slot.moved = false
        slot.releasing = false
        slot.orphaned = false
        slot.rejected = false
        slot.palmEvidence = 0
        slots[current] = slot
    }

    /// Motion in an orphaned slot: the contact survived a raw drop; track it again.
    /// The caller checks `orphaned` (rare), so the per-event path makes no call.
    private mutating func revive(ids: inout TouchIDAllocator) {
        slots[current].orphaned = false
        slots[current].touchID = ids.next()
        slots[current].isNew = true
    }

    /// Closes the frame: appends every live or just-ended touch to `out`.
    /// `sampler` is inout only to pass it by address: borrowed from the assembler beside this
    /// tracker's inout access, it was copied (530 bytes and its references retained) per frame.
    mutating func emit(into out: inout [Touch], sampler: inout TouchSampler, diagnostics: inout AssemblerDiagnostics) {
        if !earlyEnded.isEmpty { flushEarlyEnded(into: &out, sampler: sampler) }
        for i in slots.indices where slots[i].isActive {
            let s = slots[i]
            if sampler.isOutOfRange(x: s.x, y: s.y) && (s.moved || s.isNew) { diagnostics.valuesOutOfRange += 1 }
            if s.rejected {
                // The rest of a palm, its release included, is not reported.
                if s.releasing { slots[i].trackingID = -1 }
                clearFlags(i); continue
            }
            if let cause = sampler.palmCause(tool: s.tool, major: s.major, minor: s.minor, pressure: s.pressure,
                                                x: s.x, y: s.y, isNew: s.isNew, evidence: &slots[i].palmEvidence) {
                slots[i].rejected = true
                diagnostics.countPalm(cause)
                if s.releasing { slots[i].trackingID = -1 }
                if !s.isNew {
                    out.append(sampler.touch(id: s.touchID, phase: .cancelled, x: s.x, y: s.y, pressure: s.pressure,
                                             major: s.major, slot: i, minor: s.minor, tool: s.tool, cancelReason: .palm))
                }
                clearFlags(i); continue
            }
            let phase: TouchPhase
            if s.releasing {
                slots[i].trackingID = -1
                if s.isNew { diagnostics.zeroLengthTouches += 1; clearFlags(i); continue }
                phase = s.releaseCancels ? .cancelled : .ended
                if phase == .cancelled { diagnostics.cancelledTouches += 1 }
            } else if s.isNew {
                phase = .began
            } else {
                phase = s.moved ? .moved : .stationary
            }
            out.append(sampler.touch(id: s.touchID, phase: phase, x: s.x, y: s.y,
                                     pressure: s.pressure, major: s.major, slot: i, minor: s.minor, tool: s.tool))
            clearFlags(i)
        }
    }

    private mutating func flushEarlyEnded(into out: inout [Touch], sampler: borrowing TouchSampler) {
        for e in earlyEnded {
            out.append(sampler.touch(id: e.slot.touchID, phase: e.phase, x: e.slot.x, y: e.slot.y,
                                     pressure: e.slot.pressure, major: e.slot.major, slot: e.index,
                                     minor: e.slot.minor, tool: e.slot.tool))
        }
        earlyEnded.removeAll(keepingCapacity: true)
    }

    private mutating func clearFlags(_ i: Int) {
        slots[i].isNew = false; slots[i].moved = false; slots[i].releasing = false; slots[i].releaseCancels = false
    }

    /// Cancels every live touch. With `orphan`, the slots remember that the kernel may
    /// still hold a contact there (raw SYN_DROPPED); otherwise they are emptied.
    mutating func cancelAll(into out: inout [Touch], sampler: borrowing TouchSampler, orphan: Bool,
                            diagnostics: inout AssemblerDiagnostics) {
        if !earlyEnded.isEmpty { flushEarlyEnded(into: &out, sampler: sampler) }
        for i in slots.indices where slots[i].isActive {
            let s = slots[i]
            if !s.isNew && !s.rejected {
                out.append(sampler.touch(id: s.touchID, phase: .cancelled, x: s.x, y: s.y,
                                         pressure: s.pressure, major: s.major, slot: i, minor: s.minor, tool: s.tool))
                diagnostics.cancelledTouches += 1
            }
            clearFlags(i)
            slots[i].rejected = false
            if orphan && !s.releasing { slots[i].orphaned = true } else { slots[i].trackingID = -1 }
        }
    }
}
