import Foundation
@testable import OpenUIKitCore
import OpenUIKitTesting
import Testing

/// `UIActivityIndicatorView`: UIKit's start/stop/hide rules and sizes, and the spin on the frame clock (64 Hz).
@MainActor
@Suite struct ActivityIndicatorViewTests {
    @Test func stylesSizeTheIndicatorAsUIKitDoes() {
        _ = EventDriver()
        let medium = UIActivityIndicatorView(style: .medium)
        let large = UIActivityIndicatorView(style: .large)
        let whiteLarge = UIActivityIndicatorView(style: .whiteLarge)
        #expect(medium.intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(medium.frame.size == CGSize(width: 20, height: 20))
        #expect(large.intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(whiteLarge.sizeThatFits(.zero) == CGSize(width: 37, height: 37))
        #expect(whiteLarge.color == .white)
        whiteLarge.color = .red
        #expect(whiteLarge.color == .red)
        whiteLarge.color = nil
        #expect(whiteLarge.color == .white)
        #expect(UIActivityIndicatorView(frame: .zero).style == .medium)
        #expect(!medium.isUserInteractionEnabled)
    }

    @Test func startShowsAndStopHidesUnlessTold() {
        _ = EventDriver()
        let indicator = UIActivityIndicatorView(style: .medium)
        var log: [String] = []
        func note(_ step: String) {
            log.append("\(step): animating \(indicator.isAnimating), hidden \(indicator.isHidden)")
        }
        note("new")
        indicator.startAnimating()
        note("start")
        indicator.stopAnimating()
        note("stop")
        indicator.hidesWhenStopped = false
        note("hidesWhenStopped false")
        indicator.startAnimating()
        indicator.stopAnimating()
        note("start, stop")
        #expect(
            log == [
                "new: animating false, hidden true", "start: animating true, hidden false",
                "stop: animating false, hidden true", "hidesWhenStopped false: animating false, hidden false",
                "start, stop: animating false, hidden false",
            ])
    }

    @Test func theSpinAdvancesOneSpokePerEighthOfASecondOnlyWhileInAWindow() {
        let driver = EventDriver()
        driver.backend.framesPerSecond = 64
        let window = driver.makeWindow()
        let indicator = UIActivityIndicatorView(style: .large)
        indicator.startAnimating()
        // Out of a window it wants no frames.
        #expect(driver.clock.pendingTimerCount == 0)
        window.addSubview(indicator)
        var spokes: [Int] = []
        for frame in [1, 8, 9, 16, 24, 64, 72] {
            driver.advance(by: Double(frame) / 64 - driver.clock.now)
            spokes.append(indicator.leadingSpoke)
        }
        // The first frame starts the clock; every 8 frames (1/8 s) the next spoke leads, round the wheel once a second.
        #expect(spokes == [0, 0, 1, 1, 2, 7, 0])
        indicator.stopAnimating()
        driver.advance(by: 1.0 / 64)
        #expect(driver.clock.pendingTimerCount == 0)
        #expect(indicator.leadingSpoke == 0)
    }

    @Test func spokesFadeBehindTheLeadingOne() {
        let alphas = (0..<8).map { UIActivityIndicatorView.alpha(ofSpoke: $0, leading: 2) }
        #expect(alphas[2] == 1)
        #expect(alphas[1] == 0.9)
        #expect(abs(alphas[3] - 0.3) < 1e-9)
    }
}
