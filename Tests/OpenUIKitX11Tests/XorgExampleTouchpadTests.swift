import CX11
import Foundation
import Testing
import OpenUIKit
@_spi(Windowing) import OpenUIKitX11
@testable import PhotoViewerApp

/// Issue 14's example check: the PhotoViewer port, unchanged, zooms its photo with a real XI 2.4 touchpad pinch
/// (Xorg's `inputtest` `PointerGesture` device) through the same `UIPinchGestureRecognizer` its touchscreen users
/// pinch, hit-tested at the pointer.
@MainActor
@Suite(
    .endsItsXServers, .serialized,
    .enabled(if: XServer.hasXorgInputTest, "needs root, Xorg, xserver-xorg-video-dummy and inputtest"))
struct XorgExampleTouchpadTests {
    @Test func aTouchpadPinchZoomsThePhotoViewersPhoto() throws {
        let server = try XServer(.xorgWithInputTest)
        let application = UIApplication()
        let backend = try X11Backend(displayName: server.display)
        defer { backend.shutDown() }
        backend.attach(application)
        let delegate = PhotoViewerApp.AppDelegate()
        application.delegate = delegate
        _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
        backend.synchronize()
        let window = try #require(application.keyWindow)
        let navigation = try #require(window.rootViewController as? UINavigationController)
        let viewer = PhotoViewController(photo: Photo.library[0])
        navigation.pushViewController(viewer, animated: false)
        window.layoutIfNeeded()
        backend.synchronize()
        let photo = try #require(viewer.view.subviews.first { $0 is UIImageView })
        let before = photo.frame

        // The pointer over the photo's centre, then a touchpad pinch out to 1.5× and back to 1.2×.
        let centre = photo.convert(CGPoint(x: photo.bounds.midX, y: photo.bounds.midY), to: nil)
        let mouse = try #require(server.pointer)
        try mouse.pointer(
            button: nil, pressed: false, x: centre.x, y: centre.y, screenWidth: server.width,
            screenHeight: server.height)
        try mouse.sync()
        backend.synchronize()
        let touchpad = try #require(server.touchpad)
        var sizes: [String] = []
        for (type, scale) in [
            (XI_GesturePinchBegin, 1.0), (XI_GesturePinchUpdate, 1.5), (XI_GesturePinchUpdate, 1.2),
            (XI_GesturePinchEnd, 1.2),
        ] {
            try touchpad.pinch(type, scale: scale)
            try touchpad.sync()
            backend.synchronize()
            sizes.append(String(format: "%.2f", photo.frame.width / before.width))
        }
        // The recognizer reports scale since the last reset (the port sets it back to 1 each time), so the
        // photo follows the fingers: 1× until the first update, 1.5×, then 1.2× of the original.
        #expect(sizes == ["1.00", "1.50", "1.20", "1.20"])
        #expect(abs(photo.frame.midX - before.midX) < 1 && abs(photo.frame.midY - before.midY) < 1)
    }
}
