import CX11
import Foundation
import Testing
@_spi(Input) @testable import OpenUIKitX11
import OpenUIKit
@_spi(Platform) import OpenUIKitPlatform

/// Touchpad gestures, smooth-scroll valuators and the Alt-drag pivot on fixtures, with no X server.
@Suite struct XI2TouchpadTranslationTests {
    @Test func pinchesAndSwipesBecomeTouchpadGestureSamplesInPointsAndRadians() {
        let begin = XI2GestureRecord(type: XI_GesturePinchBegin, sourceDevice: 9, fingers: 2, x: 400, y: 200)
        let update = XI2GestureRecord(
            type: XI_GesturePinchUpdate, sourceDevice: 9, fingers: 2, x: 400, y: 200, dx: 4, dy: -2, scale: 1.25,
            angleDelta: 90)
        let cancelled = XI2GestureRecord(
            type: XI_GesturePinchEnd, sourceDevice: 9, fingers: 2, flags: Int32(XIGesturePinchEventCancelled),
            x: 400, y: 200, scale: 1.25)
        let swipeEnd = XI2GestureRecord(type: XI_GestureSwipeEnd, sourceDevice: 9, fingers: 3, x: 10, y: 20, dx: 6)
        #expect(
            XI2GestureTranslation.payload(for: begin, scale: 2)
                == .touchpadGesture(
                    .init(device: 9, kind: .pinch, phase: .began, location: CGPoint(x: 200, y: 100), fingerCount: 2)))
        #expect(
            XI2GestureTranslation.payload(for: update, scale: 2)
                == .touchpadGesture(
                    .init(
                        device: 9, kind: .pinch, phase: .changed, location: CGPoint(x: 200, y: 100), fingerCount: 2,
                        dx: 2, dy: -1, scale: 1.25, angleDelta: .pi / 2)))
        #expect(
            XI2GestureTranslation.payload(for: cancelled)
                == .touchpadGesture(
                    .init(
                        device: 9, kind: .pinch, phase: .cancelled, location: CGPoint(x: 400, y: 200), fingerCount: 2,
                        scale: 1.25)))
        #expect(
            XI2GestureTranslation.payload(for: swipeEnd)
                == .touchpadGesture(
                    .init(
                        device: 9, kind: .swipe, phase: .ended, location: CGPoint(x: 10, y: 20), fingerCount: 3, dx: 6))
        )
        #expect(XI2GestureTranslation.payload(for: XI2GestureRecord(type: XI_Motion)) == nil)
    }

    @Test func scrollValuatorsBecomeScrollSamplesAfterABaseline() {
        var valuators = XI2ScrollValuators()
        valuators.devices[7] = .init(
            axes: [
                .init(number: 2, isVertical: false, increment: 120), .init(number: 3, isVertical: true, increment: 120),
            ],
            type: .discrete)
        valuators.devices[8] = .init(axes: [.init(number: 3, isVertical: true, increment: 15)], type: .continuous)
        // The first values are the baseline; a wheel step down is content moving up by 40 points.
        #expect(valuators.sample(device: 7, values: [3: 1200], x: 10, y: 10, scale: 1) == nil)
        #expect(
            valuators.sample(device: 7, values: [0: 10, 3: 1320], x: 10, y: 10, scale: 1)
                == .init(device: 7, location: CGPoint(x: 10, y: 10), dx: 0, dy: -40, type: .discrete))
        #expect(
            valuators.sample(device: 7, values: [2: 0, 3: 1260], x: 10, y: 10, scale: 1)
                == .init(
                    device: 7, location: CGPoint(x: 10, y: 10), dx: 0, dy: 20, type: .discrete))
        #expect(
            valuators.sample(device: 7, values: [2: -60], x: 10, y: 10, scale: 1)
                == .init(
                    device: 7, location: CGPoint(x: 10, y: 10), dx: 20, dy: 0, type: .discrete))
        // A touchpad: one increment is 15 pixels, 7.5 points at scale 2.
        #expect(valuators.sample(device: 8, values: [3: 0], x: 20, y: 20, scale: 2) == nil)
        #expect(
            valuators.sample(device: 8, values: [3: 30], x: 20, y: 20, scale: 2)
                == .init(
                    device: 8, location: CGPoint(x: 10, y: 10), dx: 0, dy: -15, type: .continuous))
        // Entering a window starts again from a baseline; devices without scroll axes and NaN give nothing.
        valuators.resetBaseline(device: 8)
        #expect(valuators.sample(device: 8, values: [3: 300], x: 20, y: 20, scale: 1) == nil)
        #expect(valuators.sample(device: 8, values: [3: .nan], x: 20, y: 20, scale: 1) == nil)
        #expect(valuators.sample(device: 99, values: [3: 1], x: 20, y: 20, scale: 1) == nil)
    }

    @Test func touchpadsScrollContinuouslyAndWheelsDiscretely() {
        #expect(XI2ScrollValuators.scrollType(name: "SynPS/2 Synaptics TouchPad", touchMode: nil) == .continuous)
        #expect(XI2ScrollValuators.scrollType(name: "Apple Magic Trackpad", touchMode: nil) == .continuous)
        #expect(XI2ScrollValuators.scrollType(name: "ELAN0001", touchMode: .dependent) == .continuous)
        #expect(XI2ScrollValuators.scrollType(name: "Logitech USB Optical Mouse", touchMode: nil) == .discrete)
    }

    @Test func altDragPinchesAboutThePressAndShiftAltMovesThePivot() {
        var emulation = PointerTouchEmulation()
        let alt = UInt32(Mod1Mask), shiftAlt = UInt32(Mod1Mask) | UInt32(ShiftMask)
        func locations(_ payloads: [RawInput.Payload]?) -> [String] {
            guard case .touches(let samples)? = payloads?.first else { return ["none"] }
            return samples.map { "\($0.phase) \(Int($0.location.x)),\(Int($0.location.y))" }
        }
        let press = XI2EventRecord(type: XI_ButtonPress, detail: 1, x: 100, y: 100, modifiers: alt)
        #expect(locations(emulation.payloads(for: press, scale: 1)) == ["began 120,100", "began 80,100"])
        let turn = XI2EventRecord(type: XI_Motion, x: 100, y: 120, modifiers: alt)
        #expect(locations(emulation.payloads(for: turn, scale: 1)) == ["moved 120,120", "moved 80,80"])
        let pan = XI2EventRecord(type: XI_Motion, x: 130, y: 120, modifiers: shiftAlt)
        #expect(locations(emulation.payloads(for: pan, scale: 1)) == ["moved 150,120", "moved 110,80"])
        let release = XI2EventRecord(type: XI_ButtonRelease, detail: 1, x: 130, y: 120)
        #expect(locations(emulation.payloads(for: release, scale: 1)) == ["ended 150,120", "ended 110,80"])
        #expect(emulation.payloads(for: turn, scale: 1) == nil)
    }
}
