import Testing
import TactileCore
@testable import TactilePointer

func screen(_ elements: [PointerElement]) -> PointerLayout {
    PointerLayout(screenWidth: 1280, screenHeight: 800, elements: elements)
}

@Suite struct HitRegionTests {
    @Test func paddingDependsOnBezel() {
        let map = HitRegionMap(layout: screen([
            PointerElement(id: "bezeled", frame: ScreenRect(x: 100, y: 100, width: 80, height: 40), isBezeled: true),
            PointerElement(id: "plain", frame: ScreenRect(x: 400, y: 100, width: 80, height: 40), isBezeled: false),
        ]))
        #expect(map.hitRegion(of: "bezeled") == ScreenRect(x: 88, y: 88, width: 104, height: 64))
        #expect(map.hitRegion(of: "plain") == ScreenRect(x: 376, y: 76, width: 128, height: 88))
        #expect(map.elementID(at: ScreenPoint(x: 89, y: 120)) == "bezeled")
        #expect(map.elementID(at: ScreenPoint(x: 87, y: 120)) == nil)
        #expect(map.elementID(at: ScreenPoint(x: 377, y: 77)) == "plain")
    }

    @Test func configurablePadding() {
        let config = HitRegionConfiguration(bezeledPaddingPoints: 4, unbezeledPaddingPoints: 8, minimumSizePoints: 0)
        let map = HitRegionMap(layout: screen([PointerElement(id: "a", frame: ScreenRect(x: 10, y: 10, width: 50, height: 50))]),
                               configuration: config)
        #expect(map.hitRegion(of: "a") == ScreenRect(x: 2, y: 2, width: 66, height: 66))
    }

    @Test func neverSmallerThan44Points() {
        let tiny = PointerElement(id: "dot", frame: ScreenRect(x: 200, y: 200, width: 4, height: 2), isBezeled: true)
        let config = HitRegionConfiguration(bezeledPaddingPoints: 2, unbezeledPaddingPoints: 2)
        let map = HitRegionMap(layout: screen([tiny]), configuration: config)
        let r = map.hitRegion(of: "dot")!
        #expect(r.width == 44 && r.height == 44)
        #expect(r.center == tiny.frame.center)
        // Default padding on a 10 pt element: 10 + 2*12 = 34 -> 44.
        let small = HitRegionMap(layout: screen([PointerElement(id: "s", frame: ScreenRect(x: 0, y: 0, width: 10, height: 60), isBezeled: true)]))
        #expect(small.hitRegion(of: "s")!.width == 44)
        #expect(small.hitRegion(of: "s")!.height == 84)
    }

    @Test func groupRegionsAreContiguous() {
        // A toolbar: 5 buttons 30 pt wide with 50 pt gaps (wider than twice the padding).
        var elements: [PointerElement] = []
        for i in 0..<5 {
            elements.append(PointerElement(id: ElementID("b\(i)"), frame: ScreenRect(x: 100 + Double(i) * 80, y: 20, width: 30, height: 30),
                                           isBezeled: true, group: "toolbar"))
        }
        let map = HitRegionMap(layout: screen(elements))
        // Sweep along the bar's centre line: never falls back to no element between buttons.
        var x = 100.0
        var seen: [ElementID] = []
        while x < 430 {
            let id = map.elementID(at: ScreenPoint(x: x, y: 35))
            #expect(id != nil, "gap at x = \(x)")
            if let id, seen.last != id { seen.append(id) }
            x += 0.5
        }
        #expect(seen == ["b0", "b1", "b2", "b3", "b4"])
        // The boundary is the midpoint of the gap: b0 ends at 130, b1 starts at 180 -> 155.
        #expect(map.elementID(at: ScreenPoint(x: 154.9, y: 35)) == "b0")
        #expect(map.elementID(at: ScreenPoint(x: 155, y: 35)) == "b1")
        // Same elements without a group leave holes.
        let loose = HitRegionMap(layout: screen(elements.map { var e = $0; e.group = nil; return e }))
        #expect(loose.elementID(at: ScreenPoint(x: 155, y: 35)) == nil)
    }

    @Test func overlapsResolveByZThenCentreDistance() {
        let map = HitRegionMap(layout: screen([
            PointerElement(id: "back", frame: ScreenRect(x: 0, y: 0, width: 400, height: 400), z: 0),
            PointerElement(id: "front", frame: ScreenRect(x: 300, y: 300, width: 40, height: 40), z: 1),
            PointerElement(id: "left", frame: ScreenRect(x: 600, y: 100, width: 40, height: 40), isBezeled: true),
            PointerElement(id: "right", frame: ScreenRect(x: 650, y: 100, width: 40, height: 40), isBezeled: true),
        ]))
        #expect(map.elementID(at: ScreenPoint(x: 290, y: 290)) == "front")  // padding of front, inside back
        #expect(map.elementID(at: ScreenPoint(x: 100, y: 100)) == "back")
        // left's region spans 588..652, right's 638..702; in the overlap the nearer centre
        // (620 vs 670) wins, and an exact tie goes to the earlier element.
        #expect(map.elementID(at: ScreenPoint(x: 644, y: 120)) == "left")
        #expect(map.elementID(at: ScreenPoint(x: 645, y: 120)) == "left")
        #expect(map.elementID(at: ScreenPoint(x: 646, y: 120)) == "right")
    }

    @Test func touchUsesTheSameRegions() {
        let layout = screen([PointerElement(id: "ok", frame: ScreenRect(x: 100, y: 100, width: 60, height: 30), isBezeled: true)])
        let engine = PointerEngine(layout: layout)
        #expect(engine.element(at: ScreenPoint(x: 95, y: 95)) == "ok")
        #expect(engine.element(at: ScreenPoint(x: 80, y: 80)) == nil)
    }

    /// Random layouts: the grid index must agree with the linear scan everywhere,
    /// including after incremental inserts, updates and removals.
    @Test(arguments: [1 as UInt64, 2, 3, 4])
    func gridEqualsLinearScan(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        func randomElement(_ i: Int) -> PointerElement {
            let w = rng.uniform(2...200), h = rng.uniform(2...120)
            let effects = PointerEffect.allCases
            return PointerElement(id: ElementID("e\(i)"), frame: ScreenRect(x: rng.uniform(-50...1250), y: rng.uniform(-50...780), width: w, height: h),
                                  isBezeled: rng.unit() < 0.5, effect: effects[Int(rng.next() % 4)], z: Int(rng.next() % 3),
                                  group: rng.unit() < 0.2 ? "g\(rng.next() % 4)" : nil)
        }
        var elements = (0..<300).map(randomElement)
        var map = HitRegionMap(layout: screen(elements))
        func check() {
            let linear = LinearScanHitTester(entries: map.entries)
            for _ in 0..<1500 {
                let p = ScreenPoint(x: rng.uniform(-100...1400), y: rng.uniform(-100...900))
                #expect(map.hitTest(p) == linear.hitTest(p))
            }
        }
        check()
        for k in 0..<60 {
            switch k % 3 {
            case 0: map.upsert(randomElement(1000 + k))
            case 1: let i = Int(rng.next() % UInt64(elements.count)); var e = randomElement(i); e.id = elements[i].id; elements[i] = e; map.upsert(e)
            default: map.remove(elements[Int(rng.next() % UInt64(elements.count))].id)
            }
        }
        check()
        // Incremental state equals a rebuild of the same elements (same winners by id).
        var rebuiltElements: [PointerElement] = []
        for slot in 0..<Int32(map.elements.count) { if let e = map.element(atSlot: slot) { rebuiltElements.append(e) } }
        let rebuilt = HitRegionMap(layout: screen(rebuiltElements))
        for _ in 0..<1500 {
            let p = ScreenPoint(x: rng.uniform(0...1280), y: rng.uniform(0...800))
            let a = map.elementID(at: p), b = rebuilt.elementID(at: p)
            if a != b {
                // Only exact ties (same z, same centre distance) may differ by slot order.
                let ea = a.flatMap { map.region(atSlot: map.slot(of: $0)!) }, eb = b.flatMap { rebuilt.region(atSlot: rebuilt.slot(of: $0)!) }
                #expect(ea?.z == eb?.z && ea?.centreDistanceSquared(x: p.x, y: p.y) == eb?.centreDistanceSquared(x: p.x, y: p.y))
            }
        }
    }

    @Test func indexHandlesThousandsOfElements() {
        var rng = SplitMix64(seed: 99)
        var elements: [PointerElement] = []
        for i in 0..<10_000 {
            elements.append(PointerElement(id: ElementID("n\(i)"), frame: ScreenRect(x: rng.uniform(0...1900), y: rng.uniform(0...1060), width: 16, height: 16), isBezeled: true))
        }
        let map = HitRegionMap(layout: PointerLayout(screenWidth: 1920, screenHeight: 1080, elements: elements))
        #expect(map.count == 10_000)
        let linear = LinearScanHitTester(entries: map.entries)
        for _ in 0..<500 {
            let p = ScreenPoint(x: rng.uniform(0...1920), y: rng.uniform(0...1080))
            #expect(map.hitTest(p) == linear.hitTest(p))
        }
    }
}
