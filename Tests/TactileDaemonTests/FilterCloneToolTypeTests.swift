import Testing
import TactileCore
import TactileTesting
import TactileDaemon

/// libinput reads a slot's ABS_MT_TOOL_TYPE when the tracking id arrives: a touch that begins
/// while the slot still says MT_TOOL_PALM is never sent. After forward-then-cancel, the next
/// touch in that slot must therefore get MT_TOOL_FINGER before its tracking id. (Found by the
/// real-kernel test, Tools/vm/cases.py filter-consume-edge-swipe: the tap after a cancelled
/// edge swipe never reached libinput.)
@Suite("Filter clone: a new touch after a cancelled one is a finger for libinput")
struct FilterCloneToolTypeTests {
    @Test func theFingerToolComesBeforeEveryNewTrackingID() throws {
        let run = try InputFilterTests.dryRun("""
            filter: {}
            actions: [{name: back, gesture: edgeSwipe, edge: left, consume: cancel, command: ["true"]}]
            """) { d in
            InputFilterTests.edgeSwipeFromLeft(&d)
            d.tap(at: ScreenPoint(x: 600, y: 400))
            d.advance(by: Milliseconds(500))
        }
        #expect(run.counts.touchCancels == 1)
        let events = try #require(InputFilterTests.clone(run)).events
        let starts = events.indices.filter { events[$0].code == EventCode.absMTTrackingID && events[$0].type == EventType.abs && events[$0].value >= 0 }
        #expect(starts.count == 2)  // the edge swipe and the tap
        for i in starts {
            #expect(i > 0 && events[i - 1].code == EventCode.absMTToolType && events[i - 1].value == 0,
                    "tracking id \(events[i].value) at \(i) not preceded by MT_TOOL_FINGER")
        }
    }
}
