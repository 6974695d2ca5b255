// OpenUIKitDrive: the OpenUIKit side of the GTK4 side-by-side benchmark (issue 11). It speaks xdrive's line
// protocol exactly as gtkb does (/work/shared/gtk-baseline, README.md), with gtkb's scenarios, options and metric
// names, so `xdrive` drives either app and the results line up:
//
//   OpenUIKitDrive startup                        window with one button; reports when its first frame is on screen
//   OpenUIKitDrive click                          same window; "P t" on .touchDown, "C t" on .touchUpInside
//   OpenUIKitDrive tree --cols C --rows R --depth D [--clip] [--picks N --reps K] [--gestures] --tag T
//   OpenUIKitDrive redraw --mode label|area [--cols C --rows R --frames F --warmup W] --tag T
//   OpenUIKitDrive cell --mode label|area [--frames F --warmup W] --tag T     (not in gtkb: one cell changes)
//   OpenUIKitDrive key                            (not in gtkb: side-by-side/keydrive.c) a text field; "K t" on
//                                                 .editingChanged
//   OpenUIKitDrive list [--rows N --step P --frames F --warmup W] --tag T   (not in gtkb: side-by-side/gtklist.c)
//                                                 a table of N rows scrolled by P points a frame
//
// Every scenario runs on the app's real run loop (UIApplicationMain on X11Backend), so each figure includes it.
// "On screen" is gtkb's rule: presented, XSync on the backend's connection, root pixel under the probe not black.
// Run it with OPENUIKIT_SCALE=1 (one point = one pixel, as GDK_SCALE=1 for GTK).
import Foundation
import OpenUIKit
@_spi(Windowing) import OpenUIKitX11

let mainEntered = nowNanoseconds()

MainActor.assumeIsolated {
    let arguments = CommandLine.arguments
    guard arguments.count >= 2 else {
        Drive.log("usage: OpenUIKitDrive startup|click|tree|redraw|cell|key|list [options]")
        exit(2)
    }
    let backend: X11Backend
    do {
        backend = try X11Backend()
    } catch {
        Drive.log("OpenUIKitDrive: \(error)")
        exit(1)
    }
    let toolkitReady = nowNanoseconds()
    // Which loop the backend will run: a static build once fell back to the slower one unnoticed (Docs/Benchmarks.md).
    Drive.log("OpenUIKitDrive: run loop \(backend.loopKind)")
    // Before UIApplicationMain, so that it is the shared application (UIApplicationMain uses `shared`).
    let application = DriveApplication()
    let screen = OnScreen(backend: backend, application: application)
    let delegate: any UIApplicationDelegate
    switch arguments[1] {
    case "startup", "click":
        delegate = ButtonScenario(
            screen: screen, click: arguments[1] == "click", mainEntered: mainEntered, toolkitReady: toolkitReady)
    case "tree":
        delegate = TreeScenario(screen: screen)
    case "key":
        delegate = TextFieldScenario(screen: screen)
    case "redraw", "cell":
        delegate = RedrawScenario(screen: screen, cellOnly: arguments[1] == "cell")
    case "list":
        delegate = ListScenario(screen: screen)
    default:
        Drive.log("unknown scenario \(arguments[1])")
        exit(2)
    }
    exit(UIApplicationMain(delegate: delegate, backend: backend))
}
