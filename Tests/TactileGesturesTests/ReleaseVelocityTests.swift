import Foundation
import Testing
import TactileCore
@testable import TactileGestures

/// The release-velocity estimator (issue 21): Android's LSQ2 fit, checked against the real
/// flings in AOSP's VelocityTracker tests (fixtures at the bottom of this file) and against
/// synthetic paths whose velocity is known exactly.
@Suite("Release velocity")
struct ReleaseVelocityTests {
    /// The estimator fed with a fling's ACTION_DOWN and ACTION_MOVE rows, and the lift time
    /// (its ACTION_UP row), in the estimator's units.
    static func run(_ fling: AOSPFling) -> (velocity: PhysicalPoint, lift: Timestamp) {
        var estimator = ReleaseVelocityEstimator()
        for e in fling.events.dropLast() {
            estimator.add(time: microseconds(ns: e.ns), position: PhysicalPoint(x: e.x, y: e.y))
        }
        let lift = microseconds(ns: fling.events.last!.ns)
        return (estimator.velocity(at: lift), lift)
    }

    static func microseconds(ns: Int64) -> Timestamp {
        Timestamp(microseconds: (ns + 500) / 1000)   // AOSP records ns; Tactile keeps µs
    }

    /// `ours / android`, for the table; nil when AOSP gives no figure.
    static func ratio(_ ours: Double, _ android: Double?) -> Double? { android.map { ours / $0 } }

    // MARK: Real flings (AOSP recordings)

    @Test(arguments: AOSPFlings.all)
    func agreesWithAndroidLSQ2WithinAQuarter(fling: AOSPFling) {
        let v = Self.run(fling).velocity
        for (ours, android, axis) in [(v.x, fling.lsq2.x, "x"), (v.y, fling.lsq2.y, "y")] {
            guard let android else { continue }
            #expect(ours.sign == android.sign, "\(fling.name) \(axis): \(ours) vs LSQ2 \(android)")
            #expect(abs(ours - android) <= 0.25 * abs(android), "\(fling.name) \(axis): \(ours) vs LSQ2 \(android)")
        }
    }

    /// The same least-squares fit as Android's, in Double rather than Float: the figures
    /// agree to float rounding, not merely within the quarter the fling decision needs.
    @Test(arguments: AOSPFlings.all)
    func reproducesAndroidLSQ2(fling: AOSPFling) {
        let v = Self.run(fling).velocity
        for (ours, android) in [(v.x, fling.lsq2.x), (v.y, fling.lsq2.y)] {
            guard let android else { continue }
            #expect(abs(ours - android) <= 0.001 * abs(android), "\(fling.name): \(ours) vs LSQ2 \(android)")
        }
    }

    /// Every recording is a fling along y (up or down the screen): the release velocity points
    /// that way, including SwordfishFlingDown, which AOSP checks with IMPULSE only.
    @Test(arguments: AOSPFlings.all)
    func pointsInTheFlingsDirection(fling: AOSPFling) {
        let v = Self.run(fling).velocity
        #expect(fling.isUp ? v.y < 0 : v.y > 0, "\(fling.name): \(v)")
        #expect(abs(v.y) > abs(v.x), "\(fling.name): \(v)")
        #expect(abs(v.y) > 1000, "\(fling.name): \(v) px/s is not a fling")
    }

    /// Along the fling (y) Android's two estimators agree within 20% on these recordings (AOSP
    /// discarded the ones where they did not), and ours stays within a quarter of IMPULSE too.
    /// Across the fling (x) the strategies disagree more (AOSP dropped several x checks for
    /// that reason); x is reported by `printsTheComparisonTable`, not checked.
    @Test(arguments: AOSPFlings.all)
    func agreesWithAndroidIMPULSEAlongTheFling(fling: AOSPFling) throws {
        let v = Self.run(fling).velocity
        let android = try #require(fling.impulse.y)
        #expect(v.y.sign == android.sign, "\(fling.name): \(v.y) vs IMPULSE \(android)")
        #expect(abs(v.y - android) <= 0.25 * abs(android), "\(fling.name): \(v.y) vs IMPULSE \(android)")
    }

    /// Prints ours vs LSQ2 vs IMPULSE per fling and axis (for the record; `swift test --filter
    /// ReleaseVelocity` shows it), and checks the worst LSQ2 ratio.
    @Test func printsTheComparisonTable() {
        func f(_ v: Double?, _ digits: Int = 1) -> String {
            guard let v else { return "-" }
            return String(format: "%.\(digits)f", v)
        }
        var lines = ["fling | axis | ours px/s | LSQ2 | IMPULSE | ours/LSQ2 | ours/IMPULSE"]
        var worst = 1.0
        for fling in AOSPFlings.all {
            let v = Self.run(fling).velocity
            for (ours, lsq2, impulse, axis) in [(v.x, fling.lsq2.x, fling.impulse.x, "x"),
                                                (v.y, fling.lsq2.y, fling.impulse.y, "y")] {
                guard lsq2 != nil || impulse != nil else { continue }
                let r = Self.ratio(ours, lsq2)
                if let r, abs(r - 1) > abs(worst - 1) { worst = r }
                lines.append("\(fling.name) | \(axis) | \(f(ours)) | \(f(lsq2)) | \(f(impulse)) | \(f(r, 4)) | \(f(Self.ratio(ours, impulse), 3))")
            }
        }
        lines.append("worst ours/LSQ2: \(f(worst, 5))")
        print(lines.joined(separator: "\n"))
        #expect(abs(worst - 1) <= 0.25)
    }

    // MARK: Synthetic paths (exact answers)

    static func at(_ ms: Double) -> Timestamp { Timestamp(microseconds: Int64((ms * 1000).rounded())) }

    static func expectClose(_ v: PhysicalPoint, _ x: Double, _ y: Double,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(v.x - x) <= 1e-6 * max(1, abs(x)), "x: \(v.x) vs \(x)", sourceLocation: sourceLocation)
        #expect(abs(v.y - y) <= 1e-6 * max(1, abs(y)), "y: \(v.y) vs \(y)", sourceLocation: sourceLocation)
    }

    /// Irregular sampling (7 to 11 ms apart), as real panels report.
    static let irregularTimes: [Double] = [0, 8, 15, 26, 33, 41, 52, 60, 67, 78, 86, 94]

    @Test func constantVelocityIsExact() {
        var e = ReleaseVelocityEstimator()
        for t in Self.irregularTimes {
            e.add(time: Self.at(t), position: mm(10 + 0.12 * t, 50 - 0.08 * t))   // 120 and -80 mm/s
        }
        Self.expectClose(e.velocity(at: Self.at(94)), 120, -80)
        Self.expectClose(e.velocity(at: Self.at(100)), 120, -80)   // a lift 6 ms after the last move
    }

    @Test func constantAccelerationIsExactAtTheNewestSample() {
        var e = ReleaseVelocityEstimator()
        for t in Self.irregularTimes {
            // x = 5 + 0.1 t + 0.002 t², y = -0.05 t - 0.001 t² (t in ms, mm)
            e.add(time: Self.at(t), position: mm(5 + 0.1 * t + 0.002 * t * t, -0.05 * t - 0.001 * t * t))
        }
        // dx/dt = 0.1 + 0.004 t mm/ms at t = 94: 0.476 mm/ms; dy/dt = -0.05 - 0.002 t: -0.238 mm/ms.
        // The derivative at the newest sample, not at the lift 10 ms later (as Android).
        Self.expectClose(e.velocity(at: Self.at(104)), 476, -238)
    }

    @Test func samplesOlderThanTheHorizonAreIgnored() {
        var e = ReleaseVelocityEstimator()
        var t = 0.0
        while t <= 300 { e.add(time: Self.at(t), position: mm(0.01 * t, 0)); t += 25 }     // 10 mm/s
        while t <= 400 { e.add(time: Self.at(t), position: mm(3 + 0.5 * (t - 300), 0)); t += 25 }   // 500 mm/s
        // Within 100 ms of t = 400: 300 (where the two lines meet), 325, 350, 375, 400.
        Self.expectClose(e.velocity(at: Self.at(400)), 500, 0)
    }

    @Test func onlyTheLastTwentySamplesAreKept() {
        var e = ReleaseVelocityEstimator()
        for i in 0...100 {   // 1 kHz: the 100 ms horizon holds 101 samples, the history 20
            let t = Double(i)
            e.add(time: Self.at(t), position: mm(t <= 80 ? 0.01 * t : 0.8 + 0.3 * (t - 80), 0))
        }
        #expect(e.count == ReleaseVelocityEstimator.capacity)
        Self.expectClose(e.velocity(at: Self.at(100)), 300, 0)   // samples 81...100, all at 300 mm/s
    }

    // MARK: Stopping, few samples, housekeeping

    @Test func aFingerStoppedForMoreThan40msHasNoVelocity() {
        var e = ReleaseVelocityEstimator()
        for t in Self.irregularTimes { e.add(time: Self.at(t), position: mm(2 * t, 0)) }   // 2000 mm/s
        Self.expectClose(e.velocity(at: Self.at(94 + 40)), 2000, 0)   // Android: stopped only if > 40 ms
        #expect(e.velocity(at: Self.at(94 + 40.001)) == .zero)
        #expect(e.velocity(at: Self.at(94 + 500)) == .zero)
    }

    @Test func aPauseInTheStrokeStartsAFreshHistory() {
        var e = ReleaseVelocityEstimator()
        for t in stride(from: 0.0, through: 50, by: 10) { e.add(time: Self.at(t), position: mm(3 * t, 0)) }   // 3000 mm/s
        // No samples for 45 ms (a finger resting on a panel that reports only changes), then slow.
        for t in stride(from: 95.0, through: 135, by: 10) { e.add(time: Self.at(t), position: mm(150 + 0.05 * (t - 95), 0)) }
        Self.expectClose(e.velocity(at: Self.at(135)), 50, 0)
    }

    @Test func aStillFingerHasZeroVelocity() {
        var e = ReleaseVelocityEstimator()
        for t in Self.irregularTimes { e.add(time: Self.at(t), position: mm(12.5, 40.25)) }
        #expect(e.velocity(at: Self.at(94)) == .zero)
    }

    @Test func fewSamples() {
        var e = ReleaseVelocityEstimator()
        #expect(e.velocity(at: Self.at(0)) == .zero)
        e.add(time: Self.at(0), position: mm(1, 1))
        #expect(e.velocity(at: Self.at(0)) == .zero)                  // one sample: no motion to fit
        e.add(time: Self.at(8), position: mm(3, 0))
        Self.expectClose(e.velocity(at: Self.at(8)), 250, -125)       // two: the straight line
        e.add(time: Self.at(16), position: mm(7, -1))
        Self.expectClose(e.velocity(at: Self.at(16)), 625, -125)      // three: the parabola through them
    }

    @Test func aSampleAtTheSameTimeReplacesTheNewest() {
        var e = ReleaseVelocityEstimator()
        e.add(time: Self.at(0), position: mm(0, 0))
        e.add(time: Self.at(10), position: mm(1, 0))
        e.add(time: Self.at(10), position: mm(2, 0))   // e.g. MOVE then POINTER_DOWN in one frame
        e.add(time: Self.at(9), position: mm(3, 0))    // time never runs backwards in the fit
        #expect(e.count == 2)
        Self.expectClose(e.velocity(at: Self.at(10)), 300, 0)
    }

    @Test func resetForgetsEverything() {
        var e = ReleaseVelocityEstimator()
        for t in Self.irregularTimes { e.add(time: Self.at(t), position: mm(t, t)) }
        e.reset()
        #expect(e.isEmpty)
        #expect(e.velocity(at: Self.at(94)) == .zero)
        e.add(time: Self.at(200), position: mm(0, 0))
        e.add(time: Self.at(210), position: mm(0, 5))
        Self.expectClose(e.velocity(at: Self.at(210)), 0, 500)
    }

    /// No heap storage: the twenty samples live inside the struct (time + x + y each).
    @Test func storageIsInline() {
        #expect(MemoryLayout<ReleaseVelocityEstimator>.size >= ReleaseVelocityEstimator.capacity * 24)
    }
}

// MARK: - Fixtures: real flings recorded on Android phones
//
// Source: Android Open Source Project, frameworks/native, libs/input/tests/VelocityTracker_test.cpp,
// section "VelocityTracker tests generated by recording real events": the test
// SwordfishFlingDown ("Recorded by hand on swordfish") and the 18 Sailfish* tests ("Recorded by
// hand on sailfish, generated by a script": 9 flings up, 9 down, binned slow / faster / fast).
// Copyright (C) 2017 The Android Open Source Project, Licensed under the Apache License,
// Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0). Read from the mirror
// https://github.com/LineageOS/android_frameworks_native (libs/input/tests/VelocityTracker_test.cpp,
// commit 0164277c91238c6c0ae976816d491c3d632ece86); upstream is
// https://android.googlesource.com/platform/frameworks/native.
//
// Each row is one MotionEvent as the AOSP test builds it: (eventTime in ns, x, y). The first row
// is ACTION_DOWN, the last ACTION_UP (it repeats the last ACTION_MOVE, as in AOSP), the others
// ACTION_MOVE. Expected velocities are AOSP's figures for the IMPULSE and LSQ2 strategies, in
// units per second; where AOSP checks no value for an axis (it dropped X checks where IMPULSE and
// LSQ2 disagreed by more than 20%, and SwordfishFlingDown has IMPULSE only), the value is nil.
//
// Units: AOSP's positions are screen pixels. The estimator is unit-agnostic (a least-squares fit
// is linear in the positions), so they are fed as if they were millimetres and the results are
// compared as "mm"/s = px/s.
struct AOSPFling: Sendable, CustomTestStringConvertible {
    let name: String
    let lsq2: (x: Double?, y: Double?)
    let impulse: (x: Double?, y: Double?)
    /// (event time ns, x px, y px): ACTION_DOWN, ACTION_MOVE..., ACTION_UP.
    let events: [(ns: Int64, x: Double, y: Double)]

    var testDescription: String { name }
    /// The fling's direction on screen (y down), from its name.
    var isUp: Bool { name.contains("Up") }
}

private func fling(_ name: String, lsq2: (Double?, Double?), impulse: (Double?, Double?),
                   _ events: [(Int64, Double, Double)]) -> AOSPFling {
    AOSPFling(name: name, lsq2: (lsq2.0, lsq2.1), impulse: (impulse.0, impulse.1),
              events: events.map { (ns: $0.0, x: $0.1, y: $0.2) })
}

enum AOSPFlings {
    static let all: [AOSPFling] = [
        // --- Recorded by hand on swordfish (IMPULSE expectations only)
        fling("SwordfishFlingDown", lsq2: (nil, nil), impulse: (623.577637, 5970.7309), [
            (0, 271, 96),
            (16071042, 269.786346, 106.922775),
            (35648403, 267.983063, 156.660034),
            (52313925, 262.638397, 220.339081),
            (68976522, 266.138824, 331.581116),
            (85639375, 274.79245, 428.113159),
            (96948871, 274.79245, 428.113159),
            (96948871, 274.79245, 428.113159), // ACTION_UP
        ]),
        // --- Recorded by hand on sailfish, generated by a script
        fling("SailfishFlingUpSlow1", lsq2: (951.698181, -3044.966064), impulse: (764.345703, -3604.819336), [
            (235089067457000, 528.00, 983.00),
            (235089084684000, 527.00, 981.00),
            (235089093349000, 527.00, 977.00),
            (235089095677625, 527.00, 975.93),
            (235089101859000, 527.00, 970.00),
            (235089110378000, 528.00, 960.00),
            (235089112497111, 528.25, 957.51),
            (235089118760000, 531.00, 946.00),
            (235089126686000, 535.00, 931.00),
            (235089129316820, 536.33, 926.02),
            (235089135199000, 540.00, 914.00),
            (235089144297000, 546.00, 896.00),
            (235089146136443, 547.21, 892.36),
            (235089152923000, 553.00, 877.00),
            (235089160784000, 559.00, 851.00),
            (235089162955851, 560.66, 843.82),
            (235089162955851, 560.66, 843.82), // ACTION_UP
        ]),
        fling("SailfishFlingUpSlow2", lsq2: (nil, -3455.094238), impulse: (nil, -4096.583008), [
            (235110560704000, 522.00, 1107.00),
            (235110575764000, 522.00, 1107.00),
            (235110584385000, 522.00, 1107.00),
            (235110588421179, 521.52, 1106.52),
            (235110592830000, 521.00, 1106.00),
            (235110601385000, 520.00, 1104.00),
            (235110605088160, 519.14, 1102.27),
            (235110609952000, 518.00, 1100.00),
            (235110618353000, 517.00, 1093.00),
            (235110621755146, 516.60, 1090.17),
            (235110627010000, 517.00, 1081.00),
            (235110634785000, 518.00, 1063.00),
            (235110638422450, 518.87, 1052.58),
            (235110643161000, 520.00, 1039.00),
            (235110651767000, 524.00, 1011.00),
            (235110655089581, 525.54, 1000.19),
            (235110660368000, 530.00, 980.00),
            (235110660368000, 530.00, 980.00), // ACTION_UP
        ]),
        fling("SailfishFlingUpSlow3", lsq2: (617.40564, -2500.055664), impulse: (574.33429, -2361.982666), [
            (792536237000, 580.00, 1317.00),
            (792541538987, 580.63, 1311.94),
            (792544613000, 581.00, 1309.00),
            (792552301000, 583.00, 1295.00),
            (792558362309, 585.13, 1282.92),
            (792560828000, 586.00, 1278.00),
            (792569446000, 589.00, 1256.00),
            (792575185095, 591.54, 1241.41),
            (792578491000, 593.00, 1233.00),
            (792587044000, 597.00, 1211.00),
            (792592008172, 600.28, 1195.92),
            (792594616000, 602.00, 1188.00),
            (792603129000, 607.00, 1167.00),
            (792608831290, 609.48, 1155.83),
            (792612321000, 611.00, 1149.00),
            (792620768000, 615.00, 1131.00),
            (792625653873, 617.32, 1121.73),
            (792629200000, 619.00, 1115.00),
            (792629200000, 619.00, 1115.00), // ACTION_UP
        ]),
        fling("SailfishFlingUpFaster1", lsq2: (1438.53186, -3695.859619), impulse: (1274.141724, -3001.4348), [
            (235160420675000, 610.00, 1042.00),
            (235160428220000, 609.00, 1026.00),
            (235160436544000, 609.00, 1024.00),
            (235160441852394, 609.64, 1020.82),
            (235160444878000, 610.00, 1019.00),
            (235160452673000, 613.00, 1006.00),
            (235160458519743, 617.18, 992.06),
            (235160461061000, 619.00, 986.00),
            (235160469798000, 627.00, 960.00),
            (235160475186713, 632.22, 943.02),
            (235160478051000, 635.00, 934.00),
            (235160486489000, 644.00, 906.00),
            (235160491853697, 649.56, 890.56),
            (235160495177000, 653.00, 881.00),
            (235160504148000, 662.00, 858.00),
            (235160509231495, 666.81, 845.37),
            (235160512603000, 670.00, 837.00),
            (235160520366000, 679.00, 814.00),
            (235160520366000, 679.00, 814.00), // ACTION_UP
        ]),
        fling("SailfishFlingUpFaster2", lsq2: (nil, -4241.004395), impulse: (nil, -4280.07959), [
            (847153808000, 576.00, 1264.00),
            (847171174000, 576.00, 1262.00),
            (847179640000, 576.00, 1257.00),
            (847185187540, 577.41, 1249.22),
            (847187487000, 578.00, 1246.00),
            (847195710000, 581.00, 1227.00),
            (847202027059, 583.93, 1209.40),
            (847204324000, 585.00, 1203.00),
            (847212672000, 590.00, 1176.00),
            (847218861395, 594.36, 1157.11),
            (847221190000, 596.00, 1150.00),
            (847230484000, 602.00, 1124.00),
            (847235701400, 607.56, 1103.83),
            (847237986000, 610.00, 1095.00),
            (847237986000, 610.00, 1095.00), // ACTION_UP
        ]),
        fling("SailfishFlingUpFaster3", lsq2: (nil, -7639.026367), impulse: (nil, -8715.686523), [
            (235200532789000, 507.00, 1084.00),
            (235200549221000, 507.00, 1083.00),
            (235200557841000, 507.00, 1081.00),
            (235200558051189, 507.00, 1080.95),
            (235200566314000, 507.00, 1078.00),
            (235200574876586, 508.97, 1070.12),
            (235200575006000, 509.00, 1070.00),
            (235200582900000, 514.00, 1054.00),
            (235200591276000, 525.00, 1023.00),
            (235200591701829, 525.56, 1021.42),
            (235200600064000, 542.00, 976.00),
            (235200608519000, 563.00, 911.00),
            (235200608527086, 563.02, 910.94),
            (235200616933000, 590.00, 844.00),
            (235200616933000, 590.00, 844.00), // ACTION_UP
        ]),
        fling("SailfishFlingUpFast1", lsq2: (5991.866699, -15093.995117), impulse: (5670.329102, -13021.101562), [
            (920922149000, 561.00, 1412.00),
            (920930185000, 559.00, 1377.00),
            (920930262463, 558.98, 1376.66),
            (920938547000, 559.00, 1371.00),
            (920947096857, 562.91, 1342.68),
            (920947302000, 563.00, 1342.00),
            (920955502000, 577.00, 1272.00),
            (920963931021, 596.87, 1190.54),
            (920963987000, 597.00, 1190.00),
            (920972530000, 631.00, 1093.00),
            (920980765511, 671.31, 994.68),
            (920980906000, 672.00, 993.00),
            (920989261000, 715.00, 903.00),
            (920989261000, 715.00, 903.00), // ACTION_UP
        ]),
        fling("SailfishFlingUpFast2", lsq2: (nil, -20494.587891), impulse: (nil, -20286.958984), [
            (235247153233000, 518.00, 1168.00),
            (235247170452000, 517.00, 1167.00),
            (235247178908000, 515.00, 1159.00),
            (235247179556213, 514.85, 1158.39),
            (235247186821000, 515.00, 1125.00),
            (235247195265000, 521.00, 1051.00),
            (235247196389476, 521.80, 1041.15),
            (235247203649000, 538.00, 932.00),
            (235247212253000, 571.00, 794.00),
            (235247213222491, 574.72, 778.45),
            (235247220736000, 620.00, 641.00),
            (235247220736000, 620.00, 641.00), // ACTION_UP
        ]),
        fling("SailfishFlingUpFast3", lsq2: (nil, -36461.421875), impulse: (nil, -39295.941406), [
            (235302568736000, 529.00, 1167.00),
            (235302576644000, 523.00, 1140.00),
            (235302579395063, 520.91, 1130.61),
            (235302585140000, 522.00, 1130.00),
            (235302593615000, 527.00, 1065.00),
            (235302596207444, 528.53, 1045.12),
            (235302602102000, 559.00, 872.00),
            (235302610545000, 652.00, 605.00),
            (235302613019881, 679.26, 526.73),
            (235302613019881, 679.26, 526.73), // ACTION_UP
        ]),
        fling("SailfishFlingDownSlow1", lsq2: (-398.303894, 3969.099854), impulse: (-419.749695, 3309.016357), [
            (235655749552755, 582.00, 432.49),
            (235655750638000, 582.00, 433.00),
            (235655758865000, 582.00, 440.00),
            (235655766221523, 581.16, 448.43),
            (235655767594000, 581.00, 450.00),
            (235655776044000, 580.00, 462.00),
            (235655782890696, 579.18, 474.35),
            (235655784360000, 579.00, 477.00),
            (235655792795000, 578.00, 496.00),
            (235655799559531, 576.27, 515.04),
            (235655800612000, 576.00, 518.00),
            (235655809535000, 574.00, 542.00),
            (235655816988015, 572.17, 564.86),
            (235655817685000, 572.00, 567.00),
            (235655825981000, 569.00, 595.00),
            (235655833808653, 566.26, 620.60),
            (235655834541000, 566.00, 623.00),
            (235655842893000, 563.00, 649.00),
            (235655842893000, 563.00, 649.00), // ACTION_UP
        ]),
        fling("SailfishFlingDownSlow2", lsq2: (-243.665344, 4587.986816), impulse: (-262.80426, 4215.682129), [
            (235671152083370, 485.24, 558.28),
            (235671154126000, 485.00, 559.00),
            (235671162497000, 484.00, 566.00),
            (235671168750511, 483.27, 573.29),
            (235671171071000, 483.00, 576.00),
            (235671179390000, 482.00, 588.00),
            (235671185417210, 481.31, 598.98),
            (235671188173000, 481.00, 604.00),
            (235671196371000, 480.00, 624.00),
            (235671202084196, 479.27, 639.98),
            (235671204235000, 479.00, 646.00),
            (235671212554000, 478.00, 673.00),
            (235671219471011, 476.39, 697.12),
            (235671221159000, 476.00, 703.00),
            (235671229592000, 474.00, 734.00),
            (235671236281462, 472.43, 758.38),
            (235671238098000, 472.00, 765.00),
            (235671246532000, 470.00, 799.00),
            (235671246532000, 470.00, 799.00), // ACTION_UP
        ]),
        fling("SailfishFlingDownSlow3", lsq2: (-651.038452, 1934.517456), impulse: (-723.413513, 2091.502441), [
            (170983201000, 557.00, 533.00),
            (171000668000, 556.00, 534.00),
            (171007359750, 554.73, 535.27),
            (171011197000, 554.00, 536.00),
            (171017660000, 552.00, 540.00),
            (171024201831, 549.97, 544.73),
            (171027333000, 549.00, 547.00),
            (171034603000, 545.00, 557.00),
            (171041043371, 541.98, 567.55),
            (171043147000, 541.00, 571.00),
            (171051052000, 536.00, 586.00),
            (171051052000, 536.00, 586.00), // ACTION_UP
        ]),
        fling("SailfishFlingDownFaster1", lsq2: (nil, 4698.415039), impulse: (nil, 4254.639648), [
            (235695280333000, 558.00, 451.00),
            (235695283971237, 558.43, 454.45),
            (235695289038000, 559.00, 462.00),
            (235695297388000, 561.00, 478.00),
            (235695300638465, 561.83, 486.25),
            (235695305265000, 563.00, 498.00),
            (235695313591000, 564.00, 521.00),
            (235695317305492, 564.43, 532.68),
            (235695322181000, 565.00, 548.00),
            (235695330709000, 565.00, 577.00),
            (235695333972227, 565.00, 588.10),
            (235695339250000, 565.00, 609.00),
            (235695347839000, 565.00, 642.00),
            (235695351313257, 565.00, 656.18),
            (235695356412000, 565.00, 677.00),
            (235695364899000, 563.00, 710.00),
            (235695368118682, 562.24, 722.52),
            (235695373403000, 564.00, 744.00),
            (235695373403000, 564.00, 744.00), // ACTION_UP
        ]),
        fling("SailfishFlingDownFaster2", lsq2: (-447.600311, 4316.155273), impulse: (-430.440247, 3953.859375), [
            (235709624766000, 535.00, 579.00),
            (235709642256000, 534.00, 580.00),
            (235709643350278, 533.94, 580.06),
            (235709650760000, 532.00, 584.00),
            (235709658615000, 530.00, 593.00),
            (235709660170495, 529.60, 594.78),
            (235709667095000, 527.00, 606.00),
            (235709675616000, 524.00, 628.00),
            (235709676983261, 523.52, 631.53),
            (235709684289000, 521.00, 652.00),
            (235709692763000, 518.00, 682.00),
            (235709693804993, 517.63, 685.69),
            (235709701438000, 515.00, 709.00),
            (235709709830000, 512.00, 739.00),
            (235709710626776, 511.72, 741.85),
            (235709710626776, 511.72, 741.85), // ACTION_UP
        ]),
        fling("SailfishFlingDownFaster3", lsq2: (nil, 4927.92627), impulse: (nil, 4484.617676), [
            (235727628927000, 540.00, 440.00),
            (235727636810000, 537.00, 454.00),
            (235727646176000, 536.00, 454.00),
            (235727653586628, 535.12, 456.65),
            (235727654557000, 535.00, 457.00),
            (235727663024000, 534.00, 465.00),
            (235727670410103, 533.04, 479.45),
            (235727670691000, 533.00, 480.00),
            (235727679255000, 531.00, 501.00),
            (235727687233704, 529.09, 526.73),
            (235727687628000, 529.00, 528.00),
            (235727696113000, 526.00, 558.00),
            (235727704057546, 523.18, 588.98),
            (235727704576000, 523.00, 591.00),
            (235727713099000, 520.00, 626.00),
            (235727720880776, 516.33, 655.36),
            (235727721580000, 516.00, 658.00),
            (235727721580000, 516.00, 658.00), // ACTION_UP
        ]),
        fling("SailfishFlingDownFast1", lsq2: (nil, 16064.685547), impulse: (nil, 14227.0224), [
            (235762352849000, 467.00, 286.00),
            (235762360250000, 443.00, 344.00),
            (235762362787412, 434.77, 363.89),
            (235762368807000, 438.00, 359.00),
            (235762377220000, 425.00, 423.00),
            (235762379608561, 421.31, 441.17),
            (235762385698000, 412.00, 528.00),
            (235762394133000, 406.00, 648.00),
            (235762396429369, 404.37, 680.67),
            (235762396429369, 404.37, 680.67), // ACTION_UP
        ]),
        fling("SailfishFlingDownFast2", lsq2: (nil, 16918.439453), impulse: (nil, 18660.048828), [
            (235772487188000, 576.00, 204.00),
            (235772495159000, 553.00, 236.00),
            (235772503568000, 551.00, 240.00),
            (235772508192247, 545.55, 254.17),
            (235772512051000, 541.00, 266.00),
            (235772520794000, 520.00, 337.00),
            (235772525015263, 508.92, 394.43),
            (235772529174000, 498.00, 451.00),
            (235772537635000, 484.00, 589.00),
            (235772537635000, 484.00, 589.00), // ACTION_UP
        ]),
        fling("SailfishFlingDownFast3", lsq2: (-6388.48877, 28354.796875), impulse: (-4111.8173, 29765.908203), [
            (507650295000, 628.00, 233.00),
            (507658234000, 605.00, 269.00),
            (507666784000, 601.00, 274.00),
            (507669660483, 599.65, 275.68),
            (507675427000, 582.00, 308.00),
            (507683740000, 541.00, 404.00),
            (507686506238, 527.36, 435.95),
            (507692220000, 487.00, 581.00),
            (507700707000, 454.00, 792.00),
            (507703352649, 443.71, 857.77),
            (507703352649, 443.71, 857.77), // ACTION_UP
        ]),
    ]
}
