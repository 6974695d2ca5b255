import Foundation

/// One Linux Industrial I/O sensor (`/sys/bus/iio/devices/iio:deviceN`) with three axes of one channel type
/// (`accel`: m/s², `anglvel`: rad/s), read from sysfs: each axis is `(in_<type>_<axis>_raw + offset) × scale`
/// (per-axis `…_scale`/`…_offset` files win over the shared ones), turned into the screen's frame by the device's
/// mount matrix (`in_<type>_mount_matrix` or `mount_matrix`: three rows of three numbers, rows separated by `;`).
struct IIOSensor: Sendable, Equatable {
    let directory: URL
    let channel: String
    let matrix: [[Double]]

    /// The first device under `root` with all three `in_<channel>_{x,y,z}_raw` files, or nil (no sensor, no
    /// sysfs, unreadable files: unavailable, not an error).
    static func find(channel: String, under root: URL) -> IIOSensor? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        for name in names.sorted() where name.hasPrefix("iio:device") {
            let directory = root.appendingPathComponent(name)
            let hasAxes = ["x", "y", "z"].allSatisfy {
                FileManager.default.isReadableFile(
                    atPath: directory.appendingPathComponent("in_\(channel)_\($0)_raw").path)
            }
            guard hasAxes else { continue }
            let matrixText =
                read(directory, "in_\(channel)_mount_matrix") ?? read(directory, "mount_matrix")
            return IIOSensor(directory: directory, channel: channel, matrix: parseMatrix(matrixText) ?? identity)
        }
        return nil
    }

    static let identity: [[Double]] = [[1, 0, 0], [0, 1, 0], [0, 0, 1]]

    /// "x1, y1, z1; x2, y2, z2; x3, y3, z3" → rows; nil unless it is three rows of three finite numbers.
    static func parseMatrix(_ text: String?) -> [[Double]]? {
        guard let text else { return nil }
        let rows = text.split(separator: ";").map { row in
            row.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        }
        guard rows.count == 3, rows.allSatisfy({ $0.count == 3 && $0.allSatisfy(\.isFinite) }) else { return nil }
        return rows
    }

    private static func read(_ directory: URL, _ file: String) -> String? {
        guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(file).path),
            let text = String(data: data, encoding: .utf8)
        else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    private func number(_ file: String) -> Double? {
        Self.read(directory, file).flatMap(Double.init)
    }

    /// One reading in SI units in the screen's frame, or nil if a file is missing or not a finite number.
    func read() -> (x: Double, y: Double, z: Double)? {
        var values: [Double] = []
        for axis in ["x", "y", "z"] {
            guard let raw = number("in_\(channel)_\(axis)_raw") else { return nil }
            let scale = number("in_\(channel)_\(axis)_scale") ?? number("in_\(channel)_scale") ?? 1
            let offset = number("in_\(channel)_\(axis)_offset") ?? number("in_\(channel)_offset") ?? 0
            let value = (raw + offset) * scale
            guard value.isFinite else { return nil }
            values.append(value)
        }
        let rotated = matrix.map { row in row[0] * values[0] + row[1] * values[1] + row[2] * values[2] }
        return (rotated[0], rotated[1], rotated[2])
    }
}
