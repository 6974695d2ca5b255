import Foundation
import OpenUIKitCore
@_spi(Platform) import OpenUIKitPlatform
import Testing

/// The two-finger emulation on backend-neutral pointer events (X11's adapter is tested with XI2 fixtures).
@Suite struct PointerTouchEmulationTests {
    @Test func altPressStartsTwoTouchesAboutThePressUnlessTheEventCameFromATouch() {
        var emulation = PointerTouchEmulation()
        func lines(_ payloads: [RawInput.Payload]?) -> [String] {
            guard let payloads else { return ["passes through"] }
            return payloads.flatMap { payload -> [String] in
                guard case .touches(let samples) = payload else { return ["\(payload)"] }
                return samples.map {
                    "\($0.identifier.device).\($0.identifier.number) \($0.phase) \(Int($0.location.x)),\(Int($0.location.y))"
                }
            }
        }
        let fromTouch = PointerTouchEmulation.Event(
            kind: .press, isPrimaryButton: true, location: CGPoint(x: 50, y: 50), emulatesTwoTouches: true,
            isFromTouch: true)
        let press = PointerTouchEmulation.Event(
            kind: .press, isPrimaryButton: true, location: CGPoint(x: 50, y: 50), emulatesTwoTouches: true)
        let pan = PointerTouchEmulation.Event(
            kind: .motion, location: CGPoint(x: 60, y: 50), emulatesTwoTouches: true, movesPivot: true)
        let release = PointerTouchEmulation.Event(
            kind: .release, isPrimaryButton: true, location: CGPoint(x: 60, y: 50))
        var log = lines(emulation.payloads(for: fromTouch))
        log += lines(emulation.payloads(for: press))
        log += lines(emulation.payloads(for: pan))
        log += lines(emulation.payloads(for: release))
        log += lines(emulation.payloads(for: pan))
        #expect(
            log == [
                "passes through",
                "-2.1 began 70,50", "-2.2 began 30,50",
                "-2.1 moved 80,50", "-2.2 moved 40,50",
                "-2.1 ended 80,50", "-2.2 ended 40,50",
                "passes through",
            ])
    }
}
