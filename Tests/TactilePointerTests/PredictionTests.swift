import Foundation
import Testing
import TactileCore
@testable import TactilePointer

/// The repository root, found from this file (Tests/TactilePointerTests/...).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let syntheticTraceURL = repositoryRoot.appendingPathComponent("Traces/pointer/synthetic-movements.csv")

@Suite struct PredictionTests {
    @Test func generatorIsDeterministicAndMatchesTheCommittedTrace() throws {
        let a = SyntheticMovementGenerator().generate()
        let b = SyntheticMovementGenerator().generate()
        #expect(a == b)
        let committed = try String(contentsOf: syntheticTraceURL, encoding: .utf8)
        #expect(PointerPathCSV.format(a) == committed, "regenerate Traces/pointer/synthetic-movements.csv")
        #expect(SyntheticMovementGenerator(configuration: .init(seed: 1)).generate() != a)
    }

    @Test func generatedMovementsAreRealistic() throws {
        let path = try PointerPathCSV.load(contentsOf: syntheticTraceURL)
        let movements = MovementSegmenter().movements(in: path)
        #expect(movements.count >= 290 && movements.count <= 300)
        let amplitudes = movements.map(\.amplitudePoints)
        #expect(amplitudes.min()! >= 60 && amplitudes.max()! <= 860)
        let durations = movements.map(\.durationMilliseconds)
        #expect(PredictionEvaluator.median(durations) > 250 && PredictionEvaluator.median(durations) < 900)
    }

    @Test func predictorBeatsBaselineAndKTMAtEveryCheckpoint() throws {
        let path = try PointerPathCSV.load(contentsOf: syntheticTraceURL)
        let result = PredictionEvaluator().evaluate(path)
        let ktm = PredictionEvaluation.kinematicTemplateMatching
        #expect(result.movements >= 290)
        #expect(result.medianError.p50 < result.baselineMedianError.p50)
        #expect(result.medianError.p75 < result.baselineMedianError.p75)
        #expect(result.medianError.p90 < result.baselineMedianError.p90)
        #expect(result.medianError.p50 < ktm.p50)
        #expect(result.medianError.p75 < ktm.p75)
        #expect(result.medianError.p90 < ktm.p90)
    }

    @Test func predictsAPureMinimumJerkMovementAtItsPeak() {
        var p = EndpointPredictor()
        let start = ScreenPoint(x: 100, y: 100), end = ScreenPoint(x: 500, y: 400)  // 500 pt
        var t = 0.0
        var atHalf: ScreenPoint?
        while t <= 0.5 {
            let tau = t / 0.5
            let s = tau * tau * tau * (10 - 15 * tau + 6 * tau * tau)
            p.add(time: Timestamp(seconds: 1 + t), position: start + (end - start) * s)
            if tau >= 0.6 && atHalf == nil { atHalf = p.estimate?.point }
            t += 0.001
        }
        #expect(atHalf != nil)
        #expect(atHalf!.distance(to: end) < 15)
    }

    @Test func segmenterCutsAtPressesAndPauses() {
        var path: [PointerPathSample] = [PointerPathSample(timeMilliseconds: 0, position: ScreenPoint(x: 0, y: 0), buttons: 0)]
        func move(from a: Double, to b: Double, at t0: Double) {
            for i in 1...50 {
                let tau = Double(i) / 50
                let s = tau * tau * tau * (10 - 15 * tau + 6 * tau * tau)
                path.append(PointerPathSample(timeMilliseconds: t0 + Double(i) * 8, position: ScreenPoint(x: a + (b - a) * s, y: 0), buttons: 0))
            }
        }
        move(from: 0, to: 300, at: 100)              // to 300 by 500 ms
        path.append(PointerPathSample(timeMilliseconds: 600, position: ScreenPoint(x: 300, y: 0), buttons: 1))
        path.append(PointerPathSample(timeMilliseconds: 700, position: ScreenPoint(x: 300, y: 0), buttons: 0))
        move(from: 300, to: 280, at: 800)            // a small drift, then a pause
        move(from: 280, to: 700, at: 1400)           // the real movement after the pause
        path.append(PointerPathSample(timeMilliseconds: 1900, position: ScreenPoint(x: 700, y: 0), buttons: 1))
        let ms = MovementSegmenter().movements(in: path)
        #expect(ms.count == 2)
        #expect(ms[0].endpoint == ScreenPoint(x: 300, y: 0))
        #expect(ms[1].samples.first!.position.x >= 279 && ms[1].samples.first!.position.x <= 282)
        #expect(ms[1].startMilliseconds >= 1400 && ms[1].endMilliseconds <= 1800)
    }

    @Test func csvErrorsNameTheLine() {
        #expect(throws: PointerPathCSV.ParseError(file: "f.csv", line: 1, message: "expected the header \"t_ms,x,y,buttons\", got \"t,x,y\"")) {
            try PointerPathCSV.parse("t,x,y\n", file: "f.csv")
        }
        do {
            _ = try PointerPathCSV.parse("t_ms,x,y,buttons\n0,1,2,0\n\n5,abc,2,0\n", file: "p.csv")
            Issue.record("expected an error")
        } catch {
            #expect(error.line == 4)
            #expect(error.description.hasPrefix("p.csv:4: x: expected a finite number"))
        }
        #expect(throws: PointerPathCSV.ParseError.self) { try PointerPathCSV.parse("t_ms,x,y,buttons\n5,1,1,0\n4,1,1,0\n") }
        #expect(throws: PointerPathCSV.ParseError.self) { try PointerPathCSV.parse("t_ms,x,y,buttons\n5,1,1,-1\n") }
        #expect(throws: PointerPathCSV.ParseError.self) { try PointerPathCSV.parse("") }
        let ok = try? PointerPathCSV.parse("t_ms, x, y, buttons\r\n# comment\r\n1.5,2,3,1\r\n")
        #expect(ok == [PointerPathSample(timeMilliseconds: 1.5, position: ScreenPoint(x: 2, y: 3), buttons: 1)])
    }

    @Test func evaluationJSONShape() {
        let e = PredictionEvaluation(movements: 3, medianError: .init(p50: 10.26, p75: 5, p90: 1.5),
                                     baselineMedianError: .init(p50: 90, p75: 30.04, p90: 12))
        #expect(e.jsonLine == #"{"movements":3,"median_error":{"p50":10.3,"p75":5,"p90":1.5},"baseline_median_error":{"p50":90,"p75":30,"p90":12}}"#)
    }
}
