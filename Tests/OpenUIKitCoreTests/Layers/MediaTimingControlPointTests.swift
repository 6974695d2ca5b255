import Foundation
import Testing
import OpenUIKitCore

@Suite struct MediaTimingControlPointTests {
    @Test func coreAnimationsSwiftNameReadsEachPoint() {
        let function = CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)
        var read: [[Float]] = []
        for index in 0...4 {
            var values: [Float] = [-1, -1]
            function.getControlPoint(at: index, values: &values)
            read.append(values)
        }
        #expect(read == [[0, 0], [0.1, 0.2], [0.3, 0.4], [1, 1], [-1, -1]])
    }
}
