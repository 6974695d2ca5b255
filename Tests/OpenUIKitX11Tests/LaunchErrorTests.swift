import CX11
import Foundation
import Testing

/// Launch errors go to standard error under the program's name, and nothing to standard output.
@Suite(
    .endsItsXServers,
    .enabled(if: FileManager.default.isExecutableFile(atPath: demoExecutablePath), "needs a built openuikit-demo"))
struct LaunchErrorTests {
    @Test func aMissingDisplayIsReportedOnStandardError() throws {
        let demo = try DemoProcess(environment: ["PATH=/usr/bin:/bin"])
        let output = demo.read(.standardOutput, until: "\u{0}never", timeoutMilliseconds: 5_000)
        let error = demo.read(.standardError, until: "\u{0}never", timeoutMilliseconds: 5_000)
        #expect(demo.waitForExit() == 1)
        #expect(output.text == "")
        #expect(error.text.hasPrefix("openuikit-demo: no X display: DISPLAY is not set."))
    }
}
