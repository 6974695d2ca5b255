import Foundation
@_spi(Platform) import OpenUIKitPlatform
import Testing

/// ``MainLoop``'s file-descriptor sources, turn by turn (``MainLoop/runOneTurn(waitingAtMost:)``), on loops of their
/// own: no main queue, no display.
@MainActor
@Suite struct MainLoopTests {
    @Test func aReadableSourceRunsItsCallbackAndAnIdleOneDoesNot() {
        let loop = MainLoop()
        let first = TestPipe()
        let second = TestPipe()
        var log: [String] = []
        loop.addSource(fileDescriptor: first.readEnd) { log.append("first read \(first.read())") }
        loop.addSource(fileDescriptor: second.readEnd) { log.append("second read \(second.read())") }
        second.write("b")
        loop.runOneTurn(waitingAtMost: 1)
        first.write("a1")
        second.write("b2")
        loop.runOneTurn(waitingAtMost: 1)
        #expect(log == ["second read b", "first read a1", "second read b2"])
        #expect(loop.wakeUps == 2)
    }

    /// A source that removes itself is not called again though its descriptor stays readable; a source it
    /// removes that the same wait found readable is not called either.
    @Test func aSourceRemovedFromInsideACallbackIsNotCalledAgain() {
        let loop = MainLoop()
        let first = TestPipe()
        let second = TestPipe()
        var log: [String] = []
        // The IDs are known only once both are added; the callback reads them then.
        final class IDs {
            var first: MainLoop.SourceID?
            var second: MainLoop.SourceID?
        }
        let ids = IDs()
        ids.first = loop.addSource(fileDescriptor: first.readEnd) {
            log.append("first, removes itself and second")
            loop.remove(ids.first!)
            loop.remove(ids.second!)
            // Removing again changes nothing.
            loop.remove(ids.first!)
        }
        ids.second = loop.addSource(fileDescriptor: second.readEnd) { log.append("second") }
        first.write("a")
        second.write("b")
        loop.runOneTurn(waitingAtMost: 1)
        loop.runOneTurn(waitingAtMost: 0)
        #expect(log == ["first, removes itself and second"])
        #expect(loop.sourceCount == 0)
    }

    /// A source added from inside a callback is watched from the next wait on.
    @Test func aSourceAddedFromInsideACallbackIsWatchedFromTheNextWait() {
        let loop = MainLoop()
        let first = TestPipe()
        let second = TestPipe()
        var log: [String] = []
        loop.addSource(fileDescriptor: first.readEnd) {
            log.append("first read \(first.read())")
            loop.addSource(fileDescriptor: second.readEnd) { log.append("second read \(second.read())") }
        }
        first.write("a")
        second.write("b")
        loop.runOneTurn(waitingAtMost: 1)
        loop.runOneTurn(waitingAtMost: 1)
        #expect(log == ["first read a", "second read b"])
    }

    /// With only sources and nothing to read, the wait has no timeout: the one wake-up is the write that comes
    /// from another thread 0.2 s later.
    @Test func anIdleLoopWaitsWithoutWakingUp() {
        let loop = MainLoop()
        let pipe = TestPipe()
        var log: [String] = []
        loop.addSource(fileDescriptor: pipe.readEnd) { log.append("read \(pipe.read())") }
        let writeEnd = pipe.writeEnd
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 0.2)
            _ = Glibc.write(writeEnd, "x", 1)
        }
        while log.isEmpty { loop.runOneTurn(waitingAtMost: nil) }
        #expect(log == ["read x"])
        #expect(loop.wakeUps == 1)
    }

    /// A descriptor closed while registered is typed misuse: its source goes (so it cannot make the loop spin)
    /// and the diagnostic says which descriptor.
    @Test func aDescriptorClosedWhileRegisteredIsRemovedWithADiagnostic() {
        let loop = MainLoop()
        let pipe = TestPipe()
        // A number far above what the test process has open, so no other test's descriptor takes it once closed.
        let descriptor: Int32 = 4_000
        #expect(dup2(pipe.readEnd, descriptor) == descriptor)
        var log: [String] = []
        var diagnostics: [MainLoopDiagnostic] = []
        loop.diagnosticObserver = { diagnostics.append($0) }
        loop.addSource(fileDescriptor: descriptor) { log.append("readable") }
        close(descriptor)
        loop.runOneTurn(waitingAtMost: 1)
        loop.runOneTurn(waitingAtMost: 0)
        #expect(log == [])
        #expect(diagnostics == [.sourceClosedWhileRegistered(fileDescriptor: descriptor)])
        #expect(loop.sourceCount == 0)
        #expect(
            diagnostics.map(\.description) == [
                "file descriptor 4000 was closed while registered with the main loop; its source was removed "
                    + "(remove a source before closing its descriptor)"
            ])
    }
}
