import Foundation
import Testing
import TactileGestures

/// Long-run stability: frames through every recognizer and the pointer engine, resident
/// memory measured after a warm-up and at the end, nothing left in progress.
///
/// The normal suite runs 100,000 frames (50,000 touch + 50,000 pointer). The full soak,
/// 10 million of each (`TACTILE_SOAK_FRAMES` to change), runs only with `TACTILE_SOAK=1`,
/// preferably in release and on its own:
///
///     TACTILE_SOAK=1 swift test -c release --filter SoakTests
@Suite("Soak")
struct SoakTests {
    static let fullSoak = ProcessInfo.processInfo.environment["TACTILE_SOAK"] == "1"
    static let fullSoakFrames = ProcessInfo.processInfo.environment["TACTILE_SOAK_FRAMES"].flatMap { Int($0) } ?? 10_000_000

    @Test func hundredThousandFramesLeaveNothingInProgress() throws {
        let report = try SoakRunner.run(frames: 50_000, warmUp: 5_000)
        print("soak (short): \(report)")
        #expect(report.problems == [])
        // Every recognizer kind really ran (the pen button click takes pen contacts, which the
        // soak's touch frames are not: PenGestureEngineTests drive it).
        for kind in GestureKind.allCases where kind != .penButton { #expect(report.gestureEvents[kind, default: 0] > 0, "no \(kind) events") }
        #expect(report.clicks > 0 && report.pointerOutputs >= report.pointerFrames)
        // Loose: other suites run in parallel in this process. The full soak measures tightly.
        if let growth = report.rssGrowthKB { #expect(growth < 64 * 1024, "RSS grew \(growth) kB") }
    }

    @Test(.enabled(if: SoakTests.fullSoak, "set TACTILE_SOAK=1 (and use -c release)"))
    func tenMillionFramesOfEachKindGrowResidentMemoryByLessThanOneMegabyte() throws {
        let report = try SoakRunner.run(frames: Self.fullSoakFrames, warmUp: 200_000)
        print("soak (full): \(report)")
        #expect(report.problems == [])
        let growth = try #require(report.rssGrowthKB)
        #expect(growth < 1024, "RSS grew \(growth) kB over \(report.touchFrames + report.pointerFrames) frames")
    }
}
