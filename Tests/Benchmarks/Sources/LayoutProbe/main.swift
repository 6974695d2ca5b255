// Auto Layout through UIKit's API, from app code to frames: views made and added, constraints activated through
// anchors, and the window's layout pass (update constraints, solve, write frames, layoutSubviews), on the in-memory
// backend. Docs/Benchmarks.md, "The layout solver against kiwi", records the figures; layout-solver.sh measures the
// solver alone.
//
//   swift build -c release --product LayoutProbe && .build/release/LayoutProbe [ROUNDS] [cpu] [FIGURE]
//
// Figures (µs; median, p90, max over the rounds or frames):
//   uikit_chain1000_build   1,000 views in a row (the solver benchmark's chain, as anchors): views, constraints and
//                           the first layout pass
//   uikit_chain1000_layout  of which the first layout pass
//   uikit_form30_build      a form of 30 rows (a label and a text field in a horizontal stack view) in a vertical
//                           stack view pinned to the window's margins: views, constraints, first layout pass
//   uikit_form30_layout     of which the first layout pass
//   uikit_form30_resize     live resize: the window one step wider or narrower (3 pt a frame between 360 and 720),
//                           then its layout pass; per frame
//   uikit_screen1000_resize the same for a 1,000-view screen: 50 rows of 20 views sharing the window's width
import BenchmarkScenes
import Foundation
import OpenUIKit
import OpenUIKitTesting

let arguments = Array(CommandLine.arguments.dropFirst())
let rounds = arguments.first.flatMap { Int($0) } ?? 15
let clock = arguments.contains("cpu") ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC

func now() -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) * 1e6 + Double(time.tv_nsec) / 1e3
}

func report(_ name: String, _ times: [Double]) {
    let sorted = times.sorted()
    let median =
        sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    let p90 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.9))]
    print(name, String(format: "%.2f %.2f %.2f", median, p90, sorted.last!))
}

@MainActor func plainView() -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
}

/// The chain: each view at least 20 wide, preferring 40 + i mod 7 (priority 500), 30 high, 10 from the top, 8 after the
/// one before.
@MainActor func addChain(to window: UIWindow) {
    var previous: UIView?
    var constraints: [NSLayoutConstraint] = []
    for index in 0..<1_000 {
        let view = plainView()
        window.addSubview(view)
        let preferred = view.widthAnchor.constraint(equalToConstant: CGFloat(40 + index % 7))
        preferred.priority = UILayoutPriority(rawValue: 500)
        constraints += [
            view.widthAnchor.constraint(greaterThanOrEqualToConstant: 20), preferred,
            view.heightAnchor.constraint(equalToConstant: 30),
            view.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            view.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? window.leadingAnchor, constant: 8),
        ]
        previous = view
    }
    NSLayoutConstraint.activate(constraints)
}

/// The form (BenchmarkScenes/FormScene.swift), in the window itself.
@MainActor func addForm(to window: UIWindow) { addLabelledForm(to: window) }

/// 50 rows of 20 views of equal width filling the window's width, 4 apart.
@MainActor func addScreen(to window: UIWindow) {
    var constraints: [NSLayoutConstraint] = []
    var above: UIView?
    for _ in 0..<50 {
        var previous: UIView?
        var first: UIView?
        for _ in 0..<20 {
            let view = plainView()
            window.addSubview(view)
            constraints += [
                view.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? window.leadingAnchor, constant: 4),
                view.topAnchor.constraint(equalTo: above?.bottomAnchor ?? window.topAnchor, constant: 4),
                view.heightAnchor.constraint(equalToConstant: 10),
            ]
            if let first { constraints.append(view.widthAnchor.constraint(equalTo: first.widthAnchor)) }
            first = first ?? view
            previous = view
        }
        constraints.append(previous!.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -4))
        above = first
    }
    NSLayoutConstraint.activate(constraints)
}

/// Views, constraints and the first layout pass from scratch, `rounds` times in fresh windows.
@MainActor func measureBuild(_ name: String, _ add: (UIWindow) -> Void) {
    var build: [Double] = []
    var layout: [Double] = []
    for _ in 0..<rounds {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        let start = now()
        add(window)
        let added = now()
        window.layoutIfNeeded()
        let end = now()
        build.append(end - start)
        layout.append(end - added)
        precondition(driver.diagnostics.isEmpty, "\(name): \(driver.diagnostics)")
    }
    report("uikit_\(name)_build", build)
    report("uikit_\(name)_layout", layout)
}

/// A window resized a step a frame, its layout pass timed per frame.
@MainActor func measureResize(_ name: String, _ add: (UIWindow) -> Void) {
    let driver = EventDriver()
    let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 720, height: 800))
    add(window)
    window.layoutIfNeeded()
    var frames: [Double] = []
    var width: CGFloat = 720
    var step: CGFloat = -3
    for _ in 0..<(rounds * 40) {
        if width + step < 360 || width + step > 720 { step = -step }
        width += step
        let start = now()
        window.frame = CGRect(x: 0, y: 0, width: width, height: 800)
        window.layoutIfNeeded()
        frames.append(now() - start)
    }
    precondition(driver.diagnostics.isEmpty, "\(name): \(driver.diagnostics)")
    report("uikit_\(name)_resize", frames)
}

/// A word naming the figures to run (`build`, `resize`, `form30`…): every figure whose name holds it; all without.
let only = arguments.dropFirst().first { $0 != "cpu" }

MainActor.assumeIsolated {
    func run(_ name: String, _ measure: () -> Void) {
        if only.map(name.contains) ?? true { measure() }
    }
    run("chain1000_build") { measureBuild("chain1000", addChain) }
    run("form30_build") { measureBuild("form30", addForm) }
    run("form30_resize") { measureResize("form30", addForm) }
    run("screen1000_resize") { measureResize("screen1000", addScreen) }
}
