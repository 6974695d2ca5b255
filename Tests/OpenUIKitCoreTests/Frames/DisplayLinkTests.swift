import Foundation
import Testing
@_spi(Windowing) import OpenUIKitCore
import OpenUIKitTesting

/// `CADisplayLink` on the embedded backend's frame clock: virtual time, so every timestamp is exact. The tests run
/// the display at 64 Hz, whose frame interval (1/64 s) is exact in binary.
@MainActor
@Suite struct DisplayLinkTests {
    /// A driver whose display runs at 64 Hz.
    func makeDriver() -> EventDriver {
        let driver = EventDriver()
        driver.backend.framesPerSecond = 64
        return driver
    }

    /// `name t→target` in 64ths of a second.
    func entry(_ name: String, _ link: CADisplayLink) -> String {
        "\(name) \(Int(link.timestamp * 64))→\(Int(link.targetTimestamp * 64))"
    }

    @Test func aLinkFiresOncePerFrameWithItsTimestampsAndStopsWhilePaused() {
        let driver = makeDriver()
        let log = CallbackLog()
        let link = CADisplayLink { link in log.append(self.entry("link", link)) }
        #expect(link.timestamp == 0 && link.targetTimestamp == 0 && link.duration == 0)
        link.add(to: .main, forMode: .common)
        driver.advance(by: 3.5 / 64)
        #expect(log.take() == ["link 1→2", "link 2→3", "link 3→4"])
        #expect(link.duration == 1.0 / 64)
        link.isPaused = true
        driver.advance(by: 4 / 64)  // to 7.5/64: no frames, and no timer pending while paused
        #expect(log.take() == [])
        #expect(driver.clock.pendingTimerCount == 0)
        link.isPaused = false
        driver.advance(by: 2 / 64)  // resumed at 7.5/64: the next frame on the grid is 8
        #expect(log.take() == ["link 8→9", "link 9→10"])
        #expect(driver.backend.frameTimes.map { Int($0 * 64) } == [1, 2, 3, 8, 9])
        link.invalidate()
        driver.advance(by: 1)
        #expect(log.take() == [])
        #expect(driver.backend.finish().isClean)
    }

    @Test func lowerFrameRatesFireOnEveryNthFrameAndTargetTheirOwnNextFrame() {
        let driver = makeDriver()
        let log = CallbackLog()
        let native = CADisplayLink { link in log.append(self.entry("native", link)) }
        let half = CADisplayLink { link in log.append(self.entry("half", link)) }
        half.preferredFramesPerSecond = 32
        let quarter = CADisplayLink { link in log.append(self.entry("quarter", link)) }
        // 64 ÷ 4 = 16 is the rate in 10...20 nearest the preferred 15.
        quarter.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 20, preferred: 15)
        for link in [native, half, quarter] { link.add(to: .main, forMode: .default) }
        driver.advance(by: 5.5 / 64)
        #expect(
            log.take() == [
                "native 1→2", "half 1→3", "quarter 1→5",
                "native 2→3",
                "native 3→4", "half 3→5",
                "native 4→5",
                "native 5→6", "half 5→7", "quarter 5→9",
            ])
        #expect(half.preferredFramesPerSecond == 32)
        #expect(native.preferredFramesPerSecond == 0 && native.preferredFrameRateRange == .default)
        for link in [native, half, quarter] { link.invalidate() }
    }

    /// On a 60 Hz display: every how many frames a link with `range` fires (from its targetTimestamp).
    func frames(_ range: CAFrameRateRange) -> Int {
        let driver = EventDriver()
        var frames = 0
        let link = CADisplayLink { link in frames = Int(((link.targetTimestamp - link.timestamp) * 60).rounded()) }
        link.preferredFrameRateRange = range
        link.add(to: .main, forMode: .common)
        driver.advance(by: 1.5 / 60)
        link.invalidate()
        return frames
    }

    @Test func frameRateRangesPickTheNearestRateTheDisplayCanGive() {
        #expect(frames(.default) == 1)
        #expect(frames(CAFrameRateRange(minimum: 0, maximum: 30)) == 2)  // no preferred rate: the maximum
        #expect(frames(CAFrameRateRange(minimum: 0, maximum: 60, preferred: 24)) == 3)  // 20 is nearer 24 than 30
        #expect(frames(CAFrameRateRange(minimum: 50, maximum: 50, preferred: 50)) == 1)  // none inside: 60 is nearest
        #expect(frames(CAFrameRateRange(minimum: 40, maximum: 40, preferred: 40)) == 2)  // none inside: 30 is nearest
        #expect(frames(CAFrameRateRange(minimum: 0, maximum: 45, preferred: 45)) == 2)  // 60 is over the maximum
    }

    @Test func anInvalidRangeIsReportedAndNotTaken() {
        let driver = makeDriver()
        let link = CADisplayLink { _ in }
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 30)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 30)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: -1, maximum: 30)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: 30, preferred: 40)
        #expect(link.preferredFrameRateRange == CAFrameRateRange(minimum: 30, maximum: 60, preferred: 30))
        #expect(
            driver.diagnostics.map(\.message) == [
                "CADisplayLink.preferredFrameRateRange: minimum 60.0 is above maximum 30.0; ignored",
                "CADisplayLink.preferredFrameRateRange: values must be finite and not negative; ignored",
                "CADisplayLink.preferredFrameRateRange: preferred 40.0 is outside 0.0...30.0; ignored",
            ])
    }

    /// A callback invalidates its own link, pauses a later one, and adds a new one: the invalidated link never
    /// fires again, the paused one skips this frame, and the new one starts with the next frame.
    @Test func callbacksMayInvalidatePauseAndAddLinks() {
        let driver = makeDriver()
        let log = CallbackLog()
        var added: CADisplayLink?
        let second = CADisplayLink { link in log.append(self.entry("second", link)) }
        let first = CADisplayLink { link in
            log.append(self.entry("first", link))
            link.invalidate()
            link.invalidate()
            second.isPaused = true
            added = CADisplayLink { link in
                log.append(self.entry("added", link))
                second.isPaused = false
            }
            added?.add(to: .main, forMode: .common)
        }
        first.add(to: .main, forMode: .common)
        second.add(to: .main, forMode: .common)
        driver.advance(by: 3.5 / 64)
        // Frame 2: "second" still paused when its turn comes (it comes before "added", which resumes it), so it
        // fires again from frame 3.
        #expect(log.take() == ["first 1→2", "added 2→3", "second 3→4", "added 3→4"])
        first.add(to: .main, forMode: .common)  // an invalidated link cannot be added again
        second.invalidate()
        added?.invalidate()
        driver.advance(by: 1)
        #expect(log.take() == [])
        #expect(driver.backend.finish().isClean)
    }

    /// Removing a link from its last mode stops it; adding it again restarts it.
    @Test func removingALinkFromEveryModeStopsIt() {
        let driver = makeDriver()
        let log = CallbackLog()
        let link = CADisplayLink { link in log.append(self.entry("link", link)) }
        link.add(to: .main, forMode: .default)
        link.add(to: .main, forMode: .common)
        driver.advance(by: 1.5 / 64)
        link.remove(from: .main, forMode: .default)
        driver.advance(by: 1 / 64)
        link.remove(from: .main, forMode: .common)
        driver.advance(by: 1 / 64)
        link.add(to: .main, forMode: .default)
        driver.advance(by: 1 / 64)
        #expect(log.take() == ["link 1→2", "link 2→3", "link 4→5"])
        link.invalidate()
    }

    final class Stepper: UIResponder {
        let log: CallbackLog
        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        init(log: CallbackLog) { self.log = log }
        func step(_ link: CADisplayLink) { log.append("step at \(Int(link.timestamp * 64))") }
        override class var actionMethods: [Selector: ActionMethod] {
            super.actionMethods.merging(["step:": .method(Stepper.step)]) { $1 }
        }
    }

    @Test func targetActionLinksSendTheirSelectorWithTheLinkAsSender() {
        let driver = makeDriver()
        let log = CallbackLog()
        let link = CADisplayLink(target: Stepper(log: log), selector: "step:")
        let broken = CADisplayLink(target: Stepper(log: log), selector: "missing:")
        link.add(to: .main, forMode: .default)
        broken.add(to: .main, forMode: .default)
        driver.advance(by: 2.5 / 64)
        #expect(log.take() == ["step at 1", "step at 2"])
        #expect(
            driver.diagnostics.map(\.message) == [
                "CADisplayLink: Stepper has no action method \"missing:\"; the link calls nothing"
            ])
        link.invalidate()
        broken.invalidate()
    }

    /// The frame's callbacks run before its layout, so what they change is laid out (and drawn) in that frame.
    @Test func callbacksRunBeforeTheFramesLayout() {
        final class LayoutLoggingView: UIView {
            var log: CallbackLog?
            override func layoutSubviews() { log?.append("layout") }
        }
        let driver = makeDriver()
        let window = driver.makeWindow()
        let log = CallbackLog()
        let view = LayoutLoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        driver.backend.flush()
        view.log = log
        let link = CADisplayLink { link in
            log.append(self.entry("link", link))
            view.setNeedsLayout()
        }
        link.add(to: .main, forMode: .common)
        driver.advance(by: 2.5 / 64)
        #expect(log.take() == ["link 1→2", "layout", "link 2→3", "layout"])
        link.invalidate()
    }

    /// A callback closes the window its view is in: the link keeps firing (links belong to the run loop, not to a
    /// window) until it is invalidated.
    @Test func aLinkWhoseWindowClosesKeepsFiringUntilInvalidated() {
        let driver = makeDriver()
        let window = driver.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        let log = CallbackLog()
        let link = CADisplayLink { link in
            log.append("\(self.entry("link", link)), windows open: \(driver.application.windows.count)")
            if Int(link.timestamp * 64) == 2 { view.window?.close() }
            if Int(link.timestamp * 64) == 4 { link.invalidate() }
        }
        link.add(to: .main, forMode: .common)
        driver.advance(by: 6.5 / 64)
        #expect(
            log.take() == [
                "link 1→2, windows open: 1", "link 2→3, windows open: 1", "link 3→4, windows open: 0",
                "link 4→5, windows open: 0",
            ])
        #expect(driver.backend.windowEvents.last == .close(window.identifier))
        #expect(driver.backend.finish().isClean)
    }

    /// The backend is told only when frames become wanted or unwanted, and a backend attached later learns it at
    /// once.
    @Test func theBackendHearsWhenFramesAreWanted() {
        let driver = makeDriver()
        #expect(!driver.application.wantsFrames)
        let one = CADisplayLink { _ in }, two = CADisplayLink { _ in }
        one.add(to: .main, forMode: .common)
        two.add(to: .main, forMode: .common)
        #expect(driver.application.wantsFrames)
        one.isPaused = true
        #expect(driver.application.wantsFrames)
        let later = EmbeddedBackend(clock: driver.clock)
        later.framesPerSecond = 64
        later.attach(driver.application)
        driver.advance(by: 1.5 / 64)
        #expect(later.frameTimes == [1.0 / 64])
        two.invalidate()
        #expect(!driver.application.wantsFrames)
        one.invalidate()
        driver.advance(by: 1)
        #expect(later.frameTimes == [1.0 / 64])
    }

    /// Changing the embedded display's rate while a link runs restarts the frame clock at the new rate and leaves
    /// no timer of the old one behind.
    @Test func changingTheEmbeddedRateRestartsTheFrameClock() {
        let driver = EventDriver()
        var intervals: [Int] = []
        let link = CADisplayLink { link in intervals.append(Int((1 / link.duration).rounded())) }
        link.add(to: .main, forMode: .common)
        driver.advance(by: 1.5 / 60)
        driver.backend.framesPerSecond = 64
        driver.advance(by: 2 / 64)
        link.invalidate()
        #expect(intervals == [60, 64, 64])
        #expect(driver.backend.finish().isClean)
    }
}
