import CX11
import Foundation
import Testing
@testable import OpenUIKitX11
import OpenUIKit

/// Pens with no X server: device descriptions (valuator classes as `XIQueryDevice` reports them and the XInput type
/// atom, written out as data), which of them are pens, what their valuators mean, and how a pen's events become
/// touches, hover and its end.
///
/// The descriptions follow the axis set-up of the X drivers as their source code writes it (xf86-input-libinput's
/// tool, tablet and pad devices, xf86-input-wacom's stylus and eraser, Xorg's inputtest); they were not captured from
/// hardware here, and no libinput or wacom device ran on a server. What a real server was seen to do is in
/// `XorgPenTests`.
@Suite struct XI2PenTranslationTests {
    typealias Axis = XI2PenValuators.Axis

    /// A device as the server describes it.
    struct Description {
        var name: String
        var axes: [Axis]
        var hasTouchClass = false
        var isAbsolute = true
        var typeName: String?
    }

    /// The axes xf86-input-libinput gives a pen or eraser tool (read from the driver's source): position 0…0xffffff,
    /// pressure 0…2047, tilt in degrees -64…64, and "Abs Rotation Z" only for a tool that rotates (an Art Pen).
    static let libinputToolAxes: [Axis] = [
        .init(label: "Abs X", number: 0, minimum: 0, maximum: 16_777_215),
        .init(label: "Abs Y", number: 1, minimum: 0, maximum: 16_777_215),
        .init(label: "Abs Pressure", number: 2, minimum: 0, maximum: 2047),
        .init(label: "Abs Tilt X", number: 3, minimum: -64, maximum: 64),
        .init(label: "Abs Tilt Y", number: 4, minimum: -64, maximum: 64),
    ]
    /// A Wacom pen's tip under xf86-input-libinput. The driver makes a device of its own for each tool the first time
    /// it comes near, named "<tablet> <tool> (<serial>)", with XInput type "STYLUS" for a pen and "ERASER" for an
    /// eraser.
    static let libinputWacomPen = Description(
        name: "Wacom Intuos Pro M Pen Pen (0x802e5c1)", axes: libinputToolAxes, typeName: "STYLUS")
    /// The same pen's eraser end under xf86-input-libinput: the same axes, type "ERASER".
    static let libinputWacomEraser = Description(
        name: "Wacom Intuos Pro M Pen Eraser (0x802e5c1)", axes: libinputToolAxes, typeName: "ERASER")
    /// A Microsoft Pen Protocol pen (a Surface's) under xf86-input-libinput: pressure and tilt; its tools have no
    /// serial number. Holding its eraser button (or turning it round) makes libinput report the eraser tool.
    static let mppPen = Description(
        name: "ELAN9038:00 04F3:261A Stylus Pen (0)", axes: libinputToolAxes, typeName: "STYLUS")
    static let mppEraser = Description(
        name: "ELAN9038:00 04F3:261A Stylus Eraser (0)", axes: libinputToolAxes, typeName: "ERASER")
    /// A Wacom stylus and eraser under xf86-input-wacom: position in tablet units, pressure 0…2047, tilt -64…63,
    /// the wheel, and "Abs Distance" (height) 0…63; XInput types "STYLUS" and "ERASER".
    static let wacomDriverAxes: [Axis] = [
        .init(label: "Abs X", number: 0, minimum: 0, maximum: 44704),
        .init(label: "Abs Y", number: 1, minimum: 0, maximum: 27940),
        .init(label: "Abs Pressure", number: 2, minimum: 0, maximum: 2047),
        .init(label: "Abs Tilt X", number: 3, minimum: -64, maximum: 63),
        .init(label: "Abs Tilt Y", number: 4, minimum: -64, maximum: 63),
        .init(label: "Abs Wheel", number: 5, minimum: 0, maximum: 1023),
        .init(label: "Abs Distance", number: 6, minimum: 0, maximum: 63),
    ]
    static let wacomStylus = Description(
        name: "Wacom Intuos Pro M Pen stylus", axes: wacomDriverAxes, typeName: "STYLUS")
    static let wacomEraser = Description(
        name: "Wacom Intuos Pro M Pen eraser", axes: wacomDriverAxes, typeName: "ERASER")
    /// Xorg's inputtest "PointerAbsoluteProximity" device with "PointerHasPressure": position, two scroll
    /// valuators, pressure as axis 4.
    static let inputTestPen = Description(
        name: "pen0",
        axes: [
            .init(label: "Abs X", number: 0, minimum: 0, maximum: 65535),
            .init(label: "Abs Y", number: 1, minimum: 0, maximum: 65535),
            .init(label: "Rel Horiz Scroll", number: 2, minimum: -1, maximum: -1),
            .init(label: "Rel Vert Scroll", number: 3, minimum: -1, maximum: -1),
            .init(label: "Abs Pressure", number: 4, minimum: 0, maximum: 1000),
        ])
    /// Devices that are not pens, though some have a pen-like name or absolute axes.
    static let notPens: [Description] = [
        // xf86-input-libinput's device for the tablet itself: no axes (each tool gets a device of its own).
        Description(name: "Wacom Intuos Pro M Pen", axes: [], typeName: "TABLET"),
        // Its pad (the tablet's buttons, rings and strips): "Abs Pressure" is there for xf86-input-wacom's layout.
        Description(
            name: "Wacom Intuos Pro M Pad",
            axes: [
                .init(label: "Abs X", number: 0, minimum: 0, maximum: 16_777_215),
                .init(label: "Abs Y", number: 1, minimum: 0, maximum: 16_777_215),
                .init(label: "Abs Pressure", number: 2, minimum: 0, maximum: 16_777_215),
                .init(label: "Abs Wheel", number: 5, minimum: 0, maximum: 71),
            ],
            typeName: "PAD"),
        // Its mouse tool (a puck), with a pressure axis kept for compatibility and its rotation.
        Description(
            name: "Wacom Intuos Pro M Pen Mouse (0x1234)",
            axes: [
                .init(label: "Abs X", number: 0, minimum: 0, maximum: 16_777_215),
                .init(label: "Abs Y", number: 1, minimum: 0, maximum: 16_777_215),
                .init(label: "Abs Pressure", number: 2, minimum: 0, maximum: 16_777_215),
                .init(label: "Abs Rotation Z", number: 3, minimum: -16_777_215, maximum: 16_777_215),
            ],
            typeName: "CURSOR"),
        Description(
            name: "touch0 (a touchscreen)",
            axes: [
                .init(label: "Abs MT Position X", number: 0, minimum: 0, maximum: 65535),
                .init(label: "Abs MT Position Y", number: 1, minimum: 0, maximum: 65535),
                .init(label: "Abs MT Pressure", number: 4, minimum: 0, maximum: 2047),
            ],
            hasTouchClass: true, typeName: "TOUCHSCREEN"),
        Description(
            name: "Stylus-shaped mouse",
            axes: [
                .init(label: "Rel X", number: 0, minimum: -1, maximum: -1),
                .init(label: "Rel Y", number: 1, minimum: -1, maximum: -1),
            ],
            isAbsolute: false, typeName: "MOUSE"),
        Description(
            name: "QEMU Tablet (an absolute mouse)",
            axes: [
                .init(label: "Abs X", number: 0, minimum: 0, maximum: 32767),
                .init(label: "Abs Y", number: 1, minimum: 0, maximum: 32767),
            ],
            typeName: "MOUSE"),
        Description(
            name: "Touchscreen with pressure but a touch class",
            axes: [
                .init(label: "Abs X", number: 0, minimum: 0, maximum: 4095),
                .init(label: "Abs Y", number: 1, minimum: 0, maximum: 4095),
                .init(label: "Abs Pressure", number: 2, minimum: 0, maximum: 255),
            ],
            hasTouchClass: true),
    ]

    static func pen(_ description: Description) -> XI2PenValuators? {
        XI2PenValuators(
            axes: description.axes, hasTouchClass: description.hasTouchClass, isAbsolute: description.isAbsolute,
            typeName: description.typeName)
    }

    @Test func pensAreRecognisedByTheirAxesAndErasersByTheirType() {
        let pens = [
            Self.libinputWacomPen, Self.libinputWacomEraser, Self.wacomStylus, Self.wacomEraser, Self.mppPen,
            Self.mppEraser, Self.inputTestPen,
        ]
        #expect(
            pens.map { description in
                guard let pen = Self.pen(description) else { return "\(description.name): not a pen" }
                return "\(description.name): pressure \(pen.pressure?.number ?? -1) tilt \(pen.tiltX?.number ?? -1),"
                    + "\(pen.tiltY?.number ?? -1) distance \(pen.distance?.number ?? -1) eraser \(pen.isEraser)"
            } == [
                "Wacom Intuos Pro M Pen Pen (0x802e5c1): pressure 2 tilt 3,4 distance -1 eraser false",
                "Wacom Intuos Pro M Pen Eraser (0x802e5c1): pressure 2 tilt 3,4 distance -1 eraser true",
                "Wacom Intuos Pro M Pen stylus: pressure 2 tilt 3,4 distance 6 eraser false",
                "Wacom Intuos Pro M Pen eraser: pressure 2 tilt 3,4 distance 6 eraser true",
                "ELAN9038:00 04F3:261A Stylus Pen (0): pressure 2 tilt 3,4 distance -1 eraser false",
                "ELAN9038:00 04F3:261A Stylus Eraser (0): pressure 2 tilt 3,4 distance -1 eraser true",
                "pen0: pressure 4 tilt -1,-1 distance -1 eraser false",
            ])
        #expect(
            Self.notPens.map { "\($0.name): \(Self.pen($0) == nil ? "not a pen" : "a pen")" }
                == Self.notPens.map { "\($0.name): not a pen" })
    }

    @Test func pressureTiltAndDistanceBecomeForceAnglesAndHeight() throws {
        let pen = try #require(Self.pen(Self.wacomStylus))
        func describe(_ values: [Int32: Double], previous: XI2PenValuators.Reading = .init()) -> String {
            let reading = pen.measure(previous: previous) { values[$0] }
            let angles = reading.angles
            return String(
                format: "force %.2f alt %.1f az %.1f z %.2f", Double(reading.force),
                Double(angles.altitude * 180 / .pi), Double(angles.azimuth * 180 / .pi), Double(reading.zOffset))
        }
        let leaning = pen.measure(previous: .init()) { [2: 1023.5, 3: 30, 4: 0][$0] }
        #expect(
            [
                describe([2: 0, 3: 0, 4: 0, 6: 0]),
                describe([2: 1023.5, 3: 45, 4: 0]),
                describe([2: 2047, 3: 0, 4: 45, 6: 63]),
                describe([3: -45, 4: -45, 6: 31.5]),
                describe([2: 9999, 3: 90, 4: .nan, 6: -5]),
                describe([5: 500], previous: leaning),
            ] == [
                "force 0.00 alt 90.0 az 0.0 z 0.00",
                "force 2.00 alt 45.0 az 0.0 z 0.00",
                "force 4.00 alt 45.0 az 90.0 z 1.00",
                "force 0.00 alt 35.3 az -135.0 z 0.50",
                "force 4.00 alt 1.0 az 0.0 z 0.00",
                "force 2.00 alt 60.0 az 0.0 z 0.00",
            ], "an event without a valuator keeps the previous reading; out-of-range and NaN values are clamped or kept"
        )
    }

    static func text(_ point: CGPoint) -> String { "(\(point.x), \(point.y))" }

    /// One line per payload.
    static func describe(_ payloads: [RawInput.Payload]) -> [String] {
        payloads.map { payload in
            switch payload {
            case .touches(let samples):
                return samples.map { sample in
                    let pen = sample.pen
                    return "touch \(sample.identifier) \(sample.phase) \(sample.type) at \(text(sample.location))"
                        + " precise \(pen?.preciseLocation.map(text) ?? "-")"
                        + " force \(sample.force.map { "\($0)" } ?? "-")"
                        + String(
                            format: " alt %.0f az %.0f", Double((pen?.altitudeAngle ?? 0) * 180 / .pi),
                            Double((pen?.azimuthAngle ?? 0) * 180 / .pi))
                        + " eraser \(pen?.isEraser ?? false) buttons \(pen?.barrelButtons ?? 0)"
                        + " t \(sample.timestamp.map { "\($0)" } ?? "-")"
                }.joined(separator: "; ")
            case .pointer(let pointer):
                return
                    "hover \(pointer.device) \(pointer.action) at \(text(pointer.location)) z \(pointer.pen?.zOffset ?? -1)"
            case .pointerExited(let device):
                return "exited \(device)"
            default:
                return "\(payload)"
            }
        }
    }

    @Test func aPenHoversTouchesWithItsButtonsHeldAndLeaves() throws {
        let pen = try #require(Self.pen(Self.wacomStylus))
        var translation = XI2PenTranslation()
        var lines: [String] = []
        func event(_ type: Int32, detail: Int32 = 0, x: Double, values: [Int32: Double], flags: Int32 = 0) {
            let record = XI2EventRecord(
                type: type, sourceDevice: 12, detail: detail, flags: flags, x: x, y: 20.75, timestamp: x / 1000)
            let reading = pen.measure(previous: translation.reading(of: 12)) { values[$0] }
            lines += Self.describe(translation.payloads(for: record, reading: reading, isEraser: false, scale: 2))
        }
        event(XI_Motion, x: 100.25, values: [2: 0, 3: 0, 4: 0, 6: 31.5])
        event(XI_ButtonPress, detail: 1, x: 100.25, values: [2: 1023.5, 6: 0])
        event(XI_ButtonPress, detail: 3, x: 100.25, values: [:])
        event(XI_Motion, x: 110.5, values: [2: 2047, 3: 45])
        event(XI_Motion, x: 111, values: [:], flags: Int32(XIPointerEmulated))
        event(XI_ButtonPress, detail: 4, x: 110.5, values: [:])
        event(XI_ButtonRelease, detail: 3, x: 110.5, values: [:])
        event(XI_ButtonRelease, detail: 1, x: 110.5, values: [2: 0])
        event(XI_Motion, x: 120, values: [6: 63])
        lines += Self.describe(translation.proximityOut(device: 12))
        #expect(
            lines == [
                "hover 12 moved at (50.125, 10.375) z 0.5",
                "touch touch 12:0 began pencil at (50.0, 10.5) precise (50.125, 10.375) force 2.0"
                    + " alt 90 az 0 eraser false buttons 0 t 0.10025",
                "touch touch 12:0 moved pencil at (55.5, 10.5) precise (55.25, 10.375) force 4.0"
                    + " alt 45 az 0 eraser false buttons 2 t 0.1105",
                "touch touch 12:0 ended pencil at (55.5, 10.5) precise (55.25, 10.375) force 0.0"
                    + " alt 45 az 0 eraser false buttons 0 t 0.1105",
                "hover 12 moved at (60.0, 10.375) z 1.0",
                "exited 12",
            ], "pixels are halved at scale 2; the touch's location is the precise one rounded to pixels")
        #expect(translation.tools.isEmpty)
    }

    /// xf86-input-libinput's eraser device: its touches are erasers, its pressure 0…2047 is force 0…4 and its tilt
    /// the angles, as for the pen end.
    @Test func libinputsEraserDeviceStrokesAnEraser() throws {
        let eraser = try #require(Self.pen(Self.libinputWacomEraser))
        var translation = XI2PenTranslation()
        var lines: [String] = []
        func event(_ type: Int32, x: Double, values: [Int32: Double]) {
            let record = XI2EventRecord(type: type, sourceDevice: 15, detail: 1, flags: 0, x: x, y: 40, timestamp: x)
            let reading = eraser.measure(previous: translation.reading(of: 15)) { values[$0] }
            lines += Self.describe(
                translation.payloads(for: record, reading: reading, isEraser: eraser.isEraser, scale: 1))
        }
        event(XI_ButtonPress, x: 10, values: [2: 1023.5, 3: -45, 4: 0])
        event(XI_Motion, x: 12, values: [2: 2047])
        event(XI_ButtonRelease, x: 12, values: [2: 0])
        #expect(
            lines == [
                "touch touch 15:0 began pencil at (10.0, 40.0) precise (10.0, 40.0) force 2.0 alt 45 az 180"
                    + " eraser true buttons 0 t 10.0",
                "touch touch 15:0 moved pencil at (12.0, 40.0) precise (12.0, 40.0) force 4.0 alt 45 az 180"
                    + " eraser true buttons 0 t 12.0",
                "touch touch 15:0 ended pencil at (12.0, 40.0) precise (12.0, 40.0) force 0.0 alt 45 az 180"
                    + " eraser true buttons 0 t 12.0",
            ])
    }

    @Test func proximityOutWhileTheTipIsDownCancelsTheTouchFirst() throws {
        let pen = try #require(Self.pen(Self.mppPen))
        var translation = XI2PenTranslation()
        let press = XI2EventRecord(type: XI_ButtonPress, sourceDevice: 9, detail: 1, x: 10, y: 10)
        let reading = pen.measure(previous: .init()) { [2: 65536][$0] }
        let began = Self.describe(translation.payloads(for: press, reading: reading, isEraser: true, scale: 1))
        #expect(
            began == [
                "touch touch 9:0 began pencil at (10.0, 10.0) precise (10.0, 10.0) force 4.0 alt 90 az 0"
                    + " eraser true buttons 0 t -"
            ])
        #expect(
            Self.describe(translation.proximityOut(device: 9)) == [
                "touch touch 9:0 cancelled pencil at (10.0, 10.0) precise - force - alt 0 az 0 eraser false"
                    + " buttons 0 t -",
                "exited 9",
            ])
        #expect(Self.describe(translation.proximityOut(device: 9)) == ["exited 9"])
    }
}
