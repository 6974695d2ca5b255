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
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
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
        .target(name: "OpenUIKit", dependencies: ["OpenUIKitCore"]),
        .target(name: "OpenUIKitTesting", dependencies: ["OpenUIKitCore"]),
        .executableTarget(
            name: "EventCoreDemo",
            dependencies: ["OpenUIKit", "OpenUIKitTesting"],
            path: "Examples/EventCoreDemo"
        ),
        .testTarget(
            name: "OpenUIKitTests",
            dependencies: ["OpenUIKit", "OpenUIKitTesting"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
