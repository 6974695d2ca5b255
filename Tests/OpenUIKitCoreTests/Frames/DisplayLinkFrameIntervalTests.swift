import Foundation
import Testing
@_spi(Windowing) import OpenUIKitCore
import OpenUIKitTesting

/// `CADisplayLink.frameInterval`, UIKit's deprecated pace: every how many display frames the link fires.
@MainActor
@Suite struct DisplayLinkFrameIntervalTests {
    @Test func aFrameIntervalFiresOnEveryNthFrameWhateverThePreferredRate() {
        let driver = EventDriver()
        driver.backend.framesPerSecond = 64
        var fired: [String] = []
        let link = CADisplayLink { link in
            fired.append("\(Int(link.timestamp * 64))→\(Int(link.targetTimestamp * 64))")
        }
        #expect(link.frameInterval == 1)
        link.frameInterval = 3
        link.preferredFramesPerSecond = 64  // the interval sets the pace
        link.add(to: .main, forMode: .common)
        driver.advance(by: 7.5 / 64)
        #expect(fired == ["1→4", "4→7", "7→10"])
        link.frameInterval = 0  // undefined in UIKit: reported, not taken
        link.frameInterval = -2
        #expect(link.frameInterval == 3)
        link.frameInterval = 1
        fired.removeAll()
        driver.advance(by: 3 / 64)
        #expect(fired == ["10→11"])  // 8 and 9 were skipped under the old interval; from 10 on every frame
        link.invalidate()
        #expect(
            driver.diagnostics.map(\.message) == [
                "CADisplayLink.frameInterval: 0 is below 1; kept 3",
                "CADisplayLink.frameInterval: -2 is below 1; kept 3",
            ])
    }
}
