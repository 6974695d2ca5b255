// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "OpenUIKit",
    platforms: [.macOS(.v13)],
    products: [
        // What apps import: the UIKit-shaped API plus every backend that is built in.
        .library(name: "OpenUIKit", targets: ["OpenUIKit"]),
        // The in-memory backend and test harness (virtual clock, touch synthesis, recording responders),
        // shipped for apps' own tests the way swift-nio ships NIOEmbedded and NIOTestUtils.
        .library(name: "OpenUIKitTesting", targets: ["OpenUIKitTesting"]),
        .executable(name: "openuikit-demo", targets: ["EventCoreDemo"]),
        // Issue 10: the re-entrancy fuzzer (`swift run -c release openuikit-fuzz --help`); see Docs/Benchmarks.md.
        .executable(name: "openuikit-fuzz", targets: ["GestureFuzzCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        // Only the fuzzer's command line uses it.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Cairo and Pango (pangocairo), through pkg-config. Off-screen drawing and text; no windowing system.
        .systemLibrary(
            name: "CCairoPango",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        // The headless core: geometry, views, responders, events, hit-testing, gestures, controls, actions, and the
        // Cairo renderer that draws a view tree off-screen. It imports no windowing system; backends feed it
        // `RawInput` and present its back buffers.
        .target(
            name: "OpenUIKitCore",
            dependencies: ["CCairoPango", .product(name: "Logging", package: "swift-log")]
        ),
        // Xlib, XInput2, XTEST and Cairo's Xlib surfaces, for the X11 backend only.
        .systemLibrary(
            name: "CX11",
            pkgConfig: "xi",
            providers: [.apt(["libx11-dev", "libxi-dev", "libxtst-dev", "libcairo2-dev"])]
        ),
        // The inputtest driver's protocol header, for tests that inject real touches into Xorg.
        .systemLibrary(name: "CInputTest", providers: [.apt(["xserver-xorg-dev"])]),
        // The X11 backend: windows, XInput2 pointer, touch and keyboard input, a run loop on the X connection.
        .target(name: "OpenUIKitX11", dependencies: ["OpenUIKitCore", "CX11", "CCairoPango"]),
        .target(name: "OpenUIKit", dependencies: ["OpenUIKitCore", "OpenUIKitX11"]),
        .target(name: "OpenUIKitTesting", dependencies: ["OpenUIKitCore"]),
        .executableTarget(
            name: "EventCoreDemo",
            dependencies: ["OpenUIKit", "OpenUIKitTesting"],
            path: "Examples/EventCoreDemo"
        ),
        .testTarget(
            name: "OpenUIKitTests",
            dependencies: ["OpenUIKit", "OpenUIKitTesting", "CX11", "CInputTest"],
            // Reference images, read through #filePath (not bundled).
            exclude: ["Snapshots"]
        ),
        // Issue 10: the gesture re-entrancy fuzzer. Built on the public API and OpenUIKitTesting only, so it tests
        // what apps can do; not a product, so apps never link it. Its CI test and its command line share it.
        .target(
            name: "OpenUIKitFuzzing",
            dependencies: ["OpenUIKit", "OpenUIKitTesting"],
            path: "Tests/GestureFuzzing"
        ),
        .executableTarget(
            name: "GestureFuzzCLI",
            dependencies: ["OpenUIKitFuzzing", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Tests/GestureFuzzCLI"
        ),
        .testTarget(
            name: "GestureFuzzingTests",
            dependencies: ["OpenUIKitFuzzing", "OpenUIKit", "OpenUIKitTesting"],
            path: "Tests/GestureFuzzingTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
