import Foundation
@_spi(Platform) import OpenUIKitPlatform
import Testing

/// A pipe whose read end a test registers with a loop; both ends close when it goes.
final class TestPipe {
    let readEnd: Int32
    let writeEnd: Int32

    init() {
        var ends: [Int32] = [0, 0]
        precondition(pipe(&ends) == 0, "pipe failed")
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    func write(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(writeEnd, $0.baseAddress, $0.count) }
    }

    /// What is in the pipe now (the read end must be readable).
    func read() -> String {
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(readEnd, $0.baseAddress, $0.count) }
        return String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self)
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }
}
