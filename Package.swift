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
        // The headless event core: geometry, views, responders, events, hit-testing, actions.
        // It imports no windowing system; backends feed it `RawInput`.
        .target(
            name: "OpenUIKitCore",
            dependencies: [.product(name: "Logging", package: "swift-log")]
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
