// Live resize in a real X11 window: the form of 30 labelled fields (BenchmarkScenes/FormScene.swift) in a window
// that layout-resize.sh resizes with `xdotool windowsize`, a step at a time, as dragging a window's edge does. The
// app times its own layout: when the backend gives the window its new frame (the X server's ConfigureNotify), the
// window lays itself out at once (`layoutIfNeeded()`: the constraint pass, which moves the window's size constants
// in the solver, and the layout pass) and prints one line per resize:
//
//   layout <width> <height> <wall µs> <thread CPU µs>
//
// The backend's own layout pass for that frame then finds nothing to do.
//
//   swift build -c release --product LayoutResizeProbe && bash Tests/Benchmarks/layout-resize.sh
import BenchmarkScenes
import Foundation
import OpenUIKit

func microseconds(_ clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) * 1e6 + Double(time.tv_nsec) / 1e3
}

/// A window that lays itself out as soon as its size changes, and prints how long that took.
final class TimedWindow: UIWindow {
    override var frame: CGRect {
        didSet {
            guard frame.size != oldValue.size, rootViewController != nil else { return }
            let wall = microseconds(CLOCK_MONOTONIC)
            let cpu = microseconds(CLOCK_THREAD_CPUTIME_ID)
            layoutIfNeeded()
            let line = String(
                format: "layout %.0f %.0f %.1f %.1f\n", frame.width, frame.height,
                microseconds(CLOCK_MONOTONIC) - wall, microseconds(CLOCK_THREAD_CPUTIME_ID) - cpu)
            FileHandle.standardOutput.write(Data(line.utf8))
        }
    }
}

final class FormController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        addLabelledForm(to: view)
    }
}

final class ProbeDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = TimedWindow(frame: CGRect(x: 0, y: 0, width: 720, height: 800))
        window.rootViewController = FormController()
        window.makeKeyAndVisible()
        self.window = window
        FileHandle.standardOutput.write(Data("ready\n".utf8))
        return true
    }
}

MainActor.assumeIsolated { ProbeDelegate.main() }
