import CX11
import Foundation
import Testing

/// The folder `swift build` puts executables in, next to the tests (`swift build --build-tests` builds them all).
private let productsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(".build/debug")

/// Each example started the way README tells a user to start it (its executable, `DISPLAY` set, nothing attached
/// first): the window it opens must have the size the app asked for. The ports make theirs from
/// `UIScreen.main.bounds` inside `application(_:didFinishLaunchingWithOptions:)`, so the screen must be known there.
@Suite(
    .endsItsXServers,
    .serialized,
    .enabled(
        if: XServer.hasXvfb
            && FileManager.default.isExecutableFile(
                atPath: productsDirectory.appendingPathComponent("settings").path),
        "needs Xvfb and the built examples"))
struct ExampleLaunchTests {
    /// Starts `product` on a fresh Xvfb of 480×640 and returns the size of the first top-level window it maps.
    private func launchedWindowSize(_ product: String) throws -> CGSize? {
        let server = try XServer(.xvfb, width: 480, height: 640)
        let process = try DemoProcess(
            executable: productsDirectory.appendingPathComponent(product).path,
            environment: ["DISPLAY=\(server.display)", "PATH=/usr/bin:/bin"])
        defer { kill(process.pid, SIGTERM) }
        guard let display = XOpenDisplay(server.display) else { return nil }
        defer { XCloseDisplay(display) }
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if let size = firstMappedTopLevelSize(display) { return size }
            usleep(20_000)
        }
        return nil
    }

    private func firstMappedTopLevelSize(_ display: OpaquePointer) -> CGSize? {
        var root: Window = 0, parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(display, XDefaultRootWindow(display), &root, &parent, &children, &count) != 0 else {
            return nil
        }
        defer { if let children { XFree(children) } }
        for index in 0..<Int(count) {
            var attributes = XWindowAttributes()
            guard let child = children?[index], XGetWindowAttributes(display, child, &attributes) != 0,
                attributes.map_state == IsViewable
            else { continue }
            return CGSize(width: Int(attributes.width), height: Int(attributes.height))
        }
        return nil
    }

    /// Xcode's app template (`@main` on a non-final `AppDelegate: UIResponder, UIApplicationDelegate`, Swift 5
    /// language mode): the window fills the screen, the controller's default view already has the screen's size in
    /// `viewDidLoad`, and its button answers a click.
    @Test func xcodesAppTemplateLaunchesLaysOutAndAnswersAClick() throws {
        let server = try XServer(.xvfb, width: 480, height: 640)
        let process = try DemoProcess(
            executable: productsDirectory.appendingPathComponent("XcodeTemplateApp").path,
            environment: ["DISPLAY=\(server.display)", "PATH=/usr/bin:/bin"])
        defer { kill(process.pid, SIGTERM) }
        // The root's viewDidAppear comes right after the layout pass, so at launch before didBecomeActive (UIKit:
        // after it); Docs/UIKitParity.md records the difference.
        let launch = process.read(.standardOutput, until: "became active", timeoutMilliseconds: 30_000)
        #expect(
            launch.text.split(separator: "\n") == [
                "viewDidLoad: view 480x640", "viewDidAppear: window 480x640", "became active",
            ])
        let injector = try XTestInjector(server)
        defer { injector.close() }
        injector.click(at: CGPoint(x: 80, y: 42))  // the button's centre
        let click = process.read(.standardOutput, until: "tapped", timeoutMilliseconds: 10_000)
        #expect(click.text == "tapped\n")
    }

    @Test(arguments: ["settings", "photo-viewer", "finger-paint", "sketch"])
    func aPortThatFillsTheScreenOpensAScreenSizedWindow(product: String) throws {
        let size = try launchedWindowSize(product)
        #expect(size == CGSize(width: 480, height: 640))
    }
}
