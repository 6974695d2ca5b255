import CX11
import Foundation
import Testing
@testable import OpenUIKitX11
import OpenUIKit

/// Touch measurements with no X server: valuator classes as `XIQueryDevice` reports them (written out as data),
/// what their values mean for force and radius, and server times put on the application's clock.
@Suite struct XI2TouchMeasurementTests {
    /// Xorg's `inputtest` touchscreen (`xf86-input-inputtest.c`): position 0…65535, two scroll valuators, pressure
    /// 0…2047 as axis 4, no contact size.
    static let inputTestTouchscreen: [XI2TouchValuators.Axis] = [
        .init(label: "Abs MT Position X", number: 0, minimum: 0, maximum: 65535),
        .init(label: "Abs MT Position Y", number: 1, minimum: 0, maximum: 65535),
        .init(label: "Rel Horiz Scroll", number: 2, minimum: -1, maximum: -1),
        .init(label: "Rel Vert Scroll", number: 3, minimum: -1, maximum: -1),
        .init(label: "Abs MT Pressure", number: 4, minimum: 0, maximum: 2047),
    ]
    /// A touchscreen under xf86-input-evdev with contact size: position 0…4095, touch major 0…255, pressure 0…255.
    static let evdevTouchscreenWithSize: [XI2TouchValuators.Axis] = [
        .init(label: "Abs MT Touch Major", number: 0, minimum: 0, maximum: 255),
        .init(label: "Abs MT Position X", number: 1, minimum: 0, maximum: 4095),
        .init(label: "Abs MT Position Y", number: 2, minimum: 0, maximum: 4095),
        .init(label: "Abs MT Pressure", number: 3, minimum: 0, maximum: 255),
    ]

    static func describe(_ measured: (force: CGFloat?, maximumPossibleForce: CGFloat?, majorRadius: CGFloat?))
        -> String
    {
        func text(_ value: CGFloat?) -> String { value.map { "\(($0 * 1000).rounded() / 1000)" } ?? "nil" }
        return
            "force \(text(measured.force)) of \(text(measured.maximumPossibleForce)), radius \(text(measured.majorRadius))"
    }

    @Test func pressureMapsTheAxisRangeToZeroToFour() throws {
        let axes = try #require(XI2TouchValuators(axes: Self.inputTestTouchscreen))
        let values: [[Int32: Double]] = [[4: 0], [4: 511.75], [4: 2047], [4: 5000], [4: -3], [4: .nan], [2: 100]]
        #expect(
            values.map { row in
                Self.describe(axes.measurements(screenWidth: 1024, scale: 1) { row[$0] })
            } == [
                "force 0.0 of 4.0, radius nil",
                "force 1.0 of 4.0, radius nil",
                "force 4.0 of 4.0, radius nil",
                "force 4.0 of 4.0, radius nil",  // beyond the range: clamped
                "force 0.0 of 4.0, radius nil",
                "force nil of 4.0, radius nil",  // not a number: no reading, the touch keeps its last
                "force nil of 4.0, radius nil",  // the event does not carry the pressure valuator
            ])
    }

    @Test func touchMajorIsHalvedAndScaledFromPositionUnitsToPoints() throws {
        let axes = try #require(XI2TouchValuators(axes: Self.evdevTouchscreenWithSize))
        // 4096 units across 2048 pixels: a major axis of 40 units is 20 pixels, a radius of 10 pixels, 5 points at 2×.
        #expect(
            Self.describe(axes.measurements(screenWidth: 2048, scale: 2) { [0: 40, 3: 255][$0] })
                == "force 4.0 of 4.0, radius 5.0")
    }

    @Test func aDeviceWithoutPressureOrSizeHasNoMeasurementsAndADegenerateAxisIsIgnored() {
        #expect(XI2TouchValuators(axes: Array(Self.inputTestTouchscreen.prefix(4))) == nil)
        #expect(XI2TouchValuators(axes: [.init(label: "Abs MT Pressure", number: 2, minimum: 0, maximum: 0)]) == nil)
        // Recognised by label, not by position or device name.
        #expect(
            XI2TouchValuators(axes: [.init(label: "Abs MT Pressure", number: 7, minimum: 10, maximum: 20)])?
                .pressure?.number == 7)
    }

    @Test func touchSamplesCarryTheRecordsTimeForceAndRadius() {
        let record = XI2EventRecord(
            type: XI_TouchUpdate, sourceDevice: 6, detail: 1, x: 100, y: 50, timestamp: 12.5, force: 2,
            maximumPossibleForce: 4, majorRadius: 3)
        #expect(
            XI2EventTranslation.payloads(for: record, scale: 2) == [
                .touches([
                    .init(
                        identifier: .init(device: 6, number: 1), phase: .moved, location: CGPoint(x: 50, y: 25),
                        timestamp: 12.5, force: 2, maximumPossibleForce: 4, majorRadius: 3)
                ])
            ])
    }

    @Test func serverTimesKeepTheirSpacingOnTheAppsClock() {
        var clock = XI2ServerTime()
        // Read late by varying amounts: the smallest lag (2 ms, the first) anchors the offset.
        let read = [
            clock.time(ofServerTime: 1000, now: 50.002),
            clock.time(ofServerTime: 1025, now: 50.040),
            clock.time(ofServerTime: 1050, now: 50.053),
            // The smallest lag yet (1 ms): the offset moves.
            clock.time(ofServerTime: 1075, now: 50.076),
            // A lag more than a second above the offset (clocks drifted, the machine slept): start over.
            clock.time(ofServerTime: 1100, now: 52),
            // The server's clock wrapped (or a new server): start over.
            clock.time(ofServerTime: 3, now: 60.010),
        ]
        #expect(
            read.map { ($0 * 1000).rounded() / 1000 } == [50.002, 50.027, 50.052, 50.076, 52, 60.01])
    }
}
