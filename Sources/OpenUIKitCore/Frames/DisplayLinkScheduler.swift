import Foundation

/// The application's display links: which are scheduled (in the order added), whether the backend must produce
/// frames for them, and the callbacks when a frame begins.
///
/// Holds scheduled links strongly, as UIKit's run loop does, until they are removed from every mode or
/// invalidated. Tells the backend through ``BackendWindowHost/setFramesWanted(_:)`` only when the answer changes:
/// with no active link the backend arms no frame timer and the loop stays idle.
@MainActor
final class DisplayLinkScheduler {
    private unowned let application: UIApplication
    private var links: [CADisplayLink] = []
    /// What the backend was last told.
    private(set) var framesWanted = false

    init(application: UIApplication) {
        self.application = application
    }

    func add(_ link: CADisplayLink) {
        guard !links.contains(where: { $0 === link }) else { return }
        links.append(link)
        activityDidChange()
    }

    func remove(_ link: CADisplayLink) {
        links.removeAll { $0 === link }
        activityDidChange()
    }

    /// A link was added, removed, paused or resumed: tells the backend if frames are now wanted or not.
    func activityDidChange() {
        let wanted = links.contains { $0.isActive }
        guard wanted != framesWanted else { return }
        framesWanted = wanted
        application.windowHost?.setFramesWanted(wanted)
    }

    /// Fires the links whose frame this is, in the order they were added. Links added by a callback wait for the
    /// next frame; a link invalidated, paused or removed by an earlier callback of this frame is skipped.
    func frameWillBegin(at time: TimeInterval, nextFrame: TimeInterval) {
        for link in links {
            link.displayFrame(at: time, nextFrame: nextFrame)
        }
    }
}
