import Foundation
import OpenUIKitCore

/// An in-memory backend: no windowing system, virtual time, and input that tests inject.
///
/// The counterpart of swift-nio's `EmbeddedEventLoop`. ``run(_:)`` drains whatever input is queued and returns,
/// so `UIApplicationMain(delegate:backend:)` works headless; tests usually drive the application through an
/// ``EventDriver`` instead.
@MainActor
public final class EmbeddedBackend: UIApplicationBackend {
    public let virtualClock: VirtualClock
    public var clock: any EventClock { virtualClock }

    public init(clock: VirtualClock = VirtualClock()) {
        self.virtualClock = clock
    }

    public func run(_ application: UIApplication) -> Int32 {
        application.drainEventQueue()
        return 0
    }
}
