import Testing
import TactileCore
import TactileGestures
import TactileTesting

@Suite("Edge swipe recognizer")
struct EdgeSwipeTests {
    @Test func aPanFromTheLeftEdgeInwards() throws {
        var d = try driver(configuration(.edgeSwipe()))
        d.drag(from: pt(5, 400), to: pt(205, 420), duration: ms(300))
        let events = d.events(named: "edgeSwipe")
        #expect(events.first?.phase == .began)
        #expect(events.allSatisfy { $0.edge == .left })
        #expect(events.last?.phase == .ended)
        #expect(events.last?.translation == pt(200, 20))
        #expect(d.states("edgeSwipe") == [.began, .changed, .ended])
    }

    @Test(arguments: [
        (pt(640, 795), pt(640, 600), ScreenEdge.bottom), (pt(640, 3), pt(640, 200), .top),
        (pt(1278, 400), pt(1100, 400), .right), (pt(2, 400), pt(200, 400), .left),
    ])
    func eachEdge(from: ScreenPoint, to: ScreenPoint, edge: ScreenEdge) throws {
        var d = try driver(configuration(.edgeSwipe()))
        d.drag(from: from, to: to, duration: ms(300))
        #expect(d.events.first?.edge == edge)
    }

    @Test func farFromEveryEdgeItFailsAtTouchDown() throws {
        var d = try driver(configuration(.edgeSwipe()))
        d.down(0, at: pt(640, 400))
        #expect(d.state(of: "edgeSwipe") == .failed)
        #expect(d.transitions(of: "edgeSwipe").last?.reason == .notAtEdge)
    }

    @Test func movingAlongTheEdgeIsNotAnEdgeSwipe() throws {
        var d = try driver(configuration(.edgeSwipe()))
        d.drag(from: pt(5, 200), to: pt(5, 500), duration: ms(300))
        #expect(d.events.isEmpty)
        #expect(d.transitions(of: "edgeSwipe").last?.reason == .wrongDirection)
    }

    @Test func onlyTheConfiguredEdges() throws {
        var d = try driver(configuration(.edgeSwipe(EdgeSwipeConfiguration(edges: .bottom))))
        d.drag(from: pt(5, 400), to: pt(205, 400), duration: ms(300))
        #expect(d.events.isEmpty)
    }

    @Test func aCornerPicksTheEdgeTheMotionLeaves() throws {
        var right = try driver(configuration(.edgeSwipe()))
        right.drag(from: pt(4, 4), to: pt(204, 14), duration: ms(300))
        #expect(right.events.first?.edge == .left)
        var down = try driver(configuration(.edgeSwipe()))
        down.drag(from: pt(4, 4), to: pt(14, 204), duration: ms(300))
        #expect(down.events.first?.edge == .top)
    }

    @Test func inTheStandardSetItBeatsThePanAtTheEdgeAndCostsItNothingElsewhere() throws {
        var edge = try driver(.standard)
        edge.drag(from: pt(5, 400), to: pt(205, 400), duration: ms(300))
        #expect(edge.phases("edgeSwipe").first == .began)
        #expect(edge.events(named: "pan").isEmpty)

        var middle = try driver(.standard)
        middle.drag(from: pt(600, 400), to: pt(800, 400), duration: ms(300))
        #expect(middle.events(named: "edgeSwipe").isEmpty)
        // The pan begins on the very frame it crosses its own threshold.
        let crossed = try #require(middle.transitions(of: "pan").first { $0.reason == .thresholdCrossed })
        #expect(middle.events(named: "pan").first?.time == crossed.time)
    }
}
