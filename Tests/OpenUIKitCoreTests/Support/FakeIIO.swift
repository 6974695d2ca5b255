import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A fake `/sys/bus/iio/devices` the test writes and changes (also used by SensorStreamTests).
final class FakeIIO {
    let root: URL

    init() throws {
        root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("iio-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func write(_ device: String, _ files: [String: String]) throws {
        let directory = root.appendingPathComponent(device)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, text) in files {
            try (text + "\n").write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
    }

    /// Raw accelerometer counts; the scale makes 1000 counts one standard gravity.
    func accel(_ x: Int, _ y: Int, _ z: Int) throws {
        try write(
            "iio:device1",
            [
                "in_accel_x_raw": "\(x)", "in_accel_y_raw": "\(y)", "in_accel_z_raw": "\(z)",
                "in_accel_scale": "0.00980665",
            ])
    }
}
