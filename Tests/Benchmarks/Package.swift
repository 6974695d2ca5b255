// swift-tools-version:6.1
// Benchmarks of OpenUIKit (event core: hit-testing, touch delivery, memory per view; gestures; controls), with
// ordo-one's package-benchmark. A package of its own so that the root package's `swift build` / `swift test` never
// build package-benchmark. Run from this directory:
//
//     swift package --allow-writing-to-package-directory benchmark
//
// See Docs/Benchmarks.md for the figures and the exact commands.
import PackageDescription

let package = Package(
    name: "OpenUIKitBenchmarks",
    platforms: [.macOS(.v13)],
    products: [
        // Issue 11: the OpenUIKit client of gtk-baseline's xdrive protocol, run side by side with GTK4 by
        // side-by-side.sh (`swift build -c release --product OpenUIKitDrive`).
        .executable(name: "OpenUIKitDrive", targets: ["OpenUIKitDrive"])
    ],
    dependencies: [
        // The package under test, two levels up. `name:` keeps product references working whatever the checkout
        // directory is called (a path dependency's identity is otherwise its directory name).
        .package(name: "OpenUIKit", path: "../.."),
        // package-benchmark 1.38 (the project's current name is ordo-one/benchmark). Only the malloc interposer
        // trait: jemalloc is not used, and the ARC runtime interposer (trait "RuntimeInterposer") is left off.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The scenes every measurement uses (reference grid, SplitMix64 points, the gesture and control scenes),
        // shared by the benchmark suites and the probe.
        .target(
            name: "BenchmarkScenes",
            dependencies: [
                "CMallocInfo",
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "OpenUIKitTesting", package: "OpenUIKit"),
            ],
            path: "Sources/BenchmarkScenes"
        ),
        // glibc's mallinfo2() and malloc_usable_size(), which the Glibc module does not export.
        .target(name: "CMallocInfo", path: "Sources/CMallocInfo"),
        // package-benchmark's layout: one executable target per suite under Benchmarks/<Name>/, with the
        // BenchmarkPlugin build plugin generating the entry point.
        .executableTarget(
            name: "EventCore",
            dependencies: [
                "BenchmarkScenes",
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "OpenUIKitTesting", package: "OpenUIKit"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/EventCore",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Issue 3: press-move-release sequences through six gesture recognizers on scene B.
        .executableTarget(
            name: "Gestures",
            dependencies: [
                "BenchmarkScenes",
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "OpenUIKitTesting", package: "OpenUIKit"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Gestures",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Issue 4: target-action (explicit targets, and a nil target up a 50-deep responder chain).
        .executableTarget(
            name: "Controls",
            dependencies: [
                "BenchmarkScenes",
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "OpenUIKitTesting", package: "OpenUIKit"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Controls",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Issue 5: a full redraw of the 1,000-cell grid and the redraw after one cell changes.
        .executableTarget(
            name: "Rendering",
            dependencies: [
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Rendering",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Issue 6: input latency through a real X server (it starts its own Xvfb), a plain executable.
        .systemLibrary(name: "CXTestInjector", path: "Sources/CXTestInjector"),
        .executableTarget(
            name: "X11Latency",
            dependencies: ["CXTestInjector", .product(name: "OpenUIKit", package: "OpenUIKit")],
            path: "Sources/X11Latency"
        ),
        // A plain executable, not a benchmark target (it lives outside Benchmarks/): glibc's own count of bytes in
        // use per UIView without package-benchmark's malloc interposer (which adds a 16-byte header to every
        // allocation), a full correctness check of the hit-test scenes, and loops to run under a profiler.
        .executableTarget(
            name: "EventCoreProbe",
            dependencies: [
                "BenchmarkScenes",
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "OpenUIKitTesting", package: "OpenUIKit"),
            ],
            path: "Sources/EventCoreProbe"
        ),
        // Issue 11: OpenUIKit as users see it, side by side with GTK4. A plain executable that speaks the line
        // protocol of /work/shared/gtk-baseline's xdrive as gtkb does (startup, click, tree, gesture, redraw, and
        // cell), on the app's real run loop; CXDrive is the few Xlib calls that check what the server shows.
        .systemLibrary(name: "CXDrive", path: "Sources/CXDrive", pkgConfig: "x11"),
        .executableTarget(
            name: "OpenUIKitDrive",
            dependencies: ["CXDrive", .product(name: "OpenUIKit", package: "OpenUIKit")],
            path: "Sources/OpenUIKitDrive"
        ),
        // Issue 11: full renders of the `area` and `label` grids into the back buffer, and the text layout cache's
        // hit and miss costs. A plain executable that needs nothing but OpenUIKit.
        .executableTarget(
            name: "RenderProbe",
            dependencies: [.product(name: "OpenUIKit", package: "OpenUIKit")],
            path: "Sources/RenderProbe"
        ),
        // Issue 13: typing into a 10,000-character text field, and the frame after it.
        .executableTarget(
            name: "TextFieldProbe",
            dependencies: [
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "OpenUIKitTesting", package: "OpenUIKit"),
            ],
            path: "Sources/TextFieldProbe"
        ),
        // Collection views: scrolling a 10,000-item grid (flow and compositional), a 10,000-item diffable apply.
        .executableTarget(
            name: "CollectionProbe",
            dependencies: [.product(name: "OpenUIKit", package: "OpenUIKit")],
            path: "Sources/CollectionProbe"
        ),
        // Issue 15: scrolling a 10,000-row list that keeps and draws only its visible rows.
        .executableTarget(
            name: "ScrollProbe",
            dependencies: [.product(name: "OpenUIKit", package: "OpenUIKit")],
            path: "Sources/ScrollProbe"
        ),
        // A UITableView of 1,000,000 estimated rows: reloadData, heap per 1,000 rows, fling frames.
        .executableTarget(
            name: "TableProbe",
            dependencies: ["CMallocInfo", .product(name: "OpenUIKit", package: "OpenUIKit")],
            path: "Sources/TableProbe"
        ),
        // The layout solver against kiwi: the Swift side of layout-solver.sh, which needs nothing but the solver.
        .executableTarget(
            name: "LayoutSolverProbe",
            dependencies: [.product(name: "OpenUIKitLayoutSolver", package: "OpenUIKit")],
            path: "Sources/LayoutSolverProbe"
        ),
        // Auto Layout through UIKit's API: from scratch and live resize, in the in-memory backend.
        .executableTarget(
            name: "LayoutProbe",
            dependencies: [
                "BenchmarkScenes",
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "OpenUIKitTesting", package: "OpenUIKit"),
            ],
            path: "Sources/LayoutProbe"
        ),
        // Live resize of the form in a real X11 window, timed by the app: the Swift side of layout-resize.sh.
        .executableTarget(
            name: "LayoutResizeProbe",
            dependencies: ["BenchmarkScenes", .product(name: "OpenUIKit", package: "OpenUIKit")],
            path: "Sources/LayoutResizeProbe"
        ),
        // 1,000 animating rings in a real X11 window: main-thread CPU time per presented frame (layer-rings.sh).
        .executableTarget(
            name: "LayerRingsProbe",
            dependencies: ["BenchmarkScenes", .product(name: "OpenUIKit", package: "OpenUIKit")],
            path: "Sources/LayerRingsProbe"
        ),
        // Animation frames of a 1,000-view window, stack-view layout and 1,000 animating rings, off-screen.
        .executableTarget(
            name: "AnimationProbe",
            dependencies: [
                "BenchmarkScenes",
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "OpenUIKitTesting", package: "OpenUIKit"),
            ],
            path: "Sources/AnimationProbe"
        ),
    ],
    swiftLanguageModes: [.v6]
)
