import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting
@testable import EventCoreDemo

/// The main demo's screen, headless: its content sits below the navigation bar, where its scripted run touches it.
/// (Since the bar arrived, the controller's view has extended under it, as in UIKit, and the demo's content did
/// too: the square and the photo were half under the bar, and the scripted taps meant for the square, the photo and
/// the button landed on the background and on the segmented control.)
@MainActor
@Suite struct DemoScreenTests {
    @Test func theContentSitsBelowTheBarAndEachScriptedTapHitsItsView() throws {
        let delegate = AppDelegate()
        var said: [String] = []
        delegate.onEvent = { said.append($0) }
        let driver = EventDriver(delegate: delegate)
        _ = delegate.application(driver.application, didFinishLaunchingWithOptions: nil)
        let screen = try #require(delegate.screen)
        driver.defaultWindow = screen.window
        driver.backend.flush()
        let bar = UINavigationBar.standardHeight
        #expect(screen.square.convert(screen.square.bounds, to: nil).minY >= bar)
        // The script's points (main.swift): the square, the photo, the button.
        let hits = [CGPoint(x: 40, y: 40 + bar), CGPoint(x: 250, y: 50 + bar), CGPoint(x: 300, y: 215 + bar)].map {
            screen.window.hitTest($0, with: nil)?.debugName ?? "nil"
        }
        #expect(hits == ["square", "content", "UIButton"])
        try driver.tap(at: CGPoint(x: 300, y: 215 + bar))
        #expect(said == ["controller: save: performed (found by walking up from the first responder)"])
    }
}
