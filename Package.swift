// swift-tools-version:6.2
import Foundation
import CompilerPluginSupport
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
        // The incremental Cassowary constraint solver behind Auto Layout: pure Swift, no UIKit types, so it can be
        // tested, benchmarked and reused on its own (Docs/Architecture.md, "The layout solver").
        .library(name: "OpenUIKitLayoutSolver", targets: ["OpenUIKitLayoutSolver"]),
        .executable(name: "openuikit-demo", targets: ["EventCoreDemo"]),
        // the re-entrancy fuzzer (`swift run -c release openuikit-fuzz --help`); see Docs/Benchmarks.md.
        .executable(name: "openuikit-fuzz", targets: ["GestureFuzzCLI"]),
        // Reads and explains event traces saved from apps (`swift run openuikit-trace explain --help`).
        .executable(name: "openuikit-trace", targets: ["OpenUIKitTraceCLI"]),
        // The example ports.
        .executable(name: "finger-paint", targets: ["FingerPaint"]),
        .executable(name: "photo-viewer", targets: ["PhotoViewer"]),
        .executable(name: "settings", targets: ["Settings"]),
        .executable(name: "mail", targets: ["Mail"]),
        .executable(name: "hit-test-lab", targets: ["HitTestLab"]),
        .executable(name: "touch-delivery", targets: ["TouchDelivery"]),
        // Pens: ink that follows force, coalesced and predicted samples, pen hover.
        .executable(name: "sketch", targets: ["Sketch"]),
        .executable(name: "layers", targets: ["Layers"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        // Only the command lines use it (the fuzzer's and openuikit-trace).
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // the target-action macros (`@ActionMethods`, `#Selector`); Docs/Benchmarks.md has the build cost.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
    ],
    targets: [
        // The headless core: geometry, views, responders, events, hit-testing, gestures, controls, actions, and
        // UIKit's drawing API (`CGContext`, `UIBezierPath`, `UIImage`, `UIFont`, `draw(_:)`, damage tracking). It
        // imports no windowing system and no C graphics library: backends feed it `RawInput`, and a graphics library
        // (OpenUIKitCairo) installs itself behind `GraphicsBackend` to measure, shape and draw. Auto Layout runs on
        // OpenUIKitLayoutSolver, imported internally (apps see UIKit's types only).
        .target(
            name: "OpenUIKitCore",
            dependencies: ["OpenUIKitLayoutSolver", .product(name: "Logging", package: "swift-log")]
        ),
        // The constraint solver: variables, linear constraints with strengths, edit variables. Depends on nothing.
        .target(name: "OpenUIKitLayoutSolver"),
        // Cairo and Pango (pangocairo), through pkg-config. Off-screen drawing and text; no windowing system.
        .systemLibrary(
            name: "CCairoPango",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        // gdk-pixbuf, through pkg-config: the image formats Cairo does not read itself (JPEG, GIF, BMP, TIFF).
        .systemLibrary(
            name: "CGdkPixbuf",
            pkgConfig: "gdk-pixbuf-2.0",
            providers: [.apt(["libgdk-pixbuf-2.0-dev"])]
        ),
        // The renderer (as GTK keeps gsk apart from gtk): Cairo canvases behind `CGContext`, Pango text, PNG images
        // (JPEG and others through gdk-pixbuf), the view-tree painter and `WindowRenderer`. Installs itself into the
        // core when the program loads.
        .target(
            name: "OpenUIKitCairo",
            dependencies: ["OpenUIKitCore", "CCairoPango", "CGdkPixbuf", "OpenUIKitCairoInstall"]),
        // The load-time hook that installs OpenUIKitCairo (a C constructor; Swift has no static initialisers).
        .target(name: "OpenUIKitCairoInstall"),
        // Xlib, XInput2 and Cairo's Xlib surfaces, for the X11 backend only.
        .systemLibrary(
            name: "CX11",
            pkgConfig: "xi",
            providers: [.apt(["libx11-dev", "libxi-dev", "libcairo2-dev", "libx11-xcb-dev", "libxcb-shm0-dev"])]
        ),
        // libxkbcommon (keymaps, dead keys, compose tables), for the platform's key translation.
        .systemLibrary(
            name: "CXKBCommon",
            pkgConfig: "xkbcommon",
            providers: [.apt(["libxkbcommon-dev", "xkb-data"])]
        ),
        // xkbcommon-x11 (the X server's keymap), for the X11 backend's keymap fetch.
        .systemLibrary(
            name: "CXKBCommonX11",
            pkgConfig: "xkbcommon-x11",
            providers: [.apt(["libxkbcommon-x11-dev", "libx11-xcb-dev"])]
        ),
        // libdispatch's and CoreFoundation's hooks for a run loop of one's own (weak declarations, no library of its
        // own: the Swift runtime brings them, shared or static).
        .systemLibrary(name: "CRunLoopHooks"),
        // GLib's main context API, to run a GLib main context (a GDBus connection's) on the platform main loop. Pango
        // brings GLib already, so this adds no library to a program.
        .systemLibrary(name: "CGLib", pkgConfig: "glib-2.0", providers: [.apt(["libglib2.0-dev"])]),
        // What any Linux backend shares (as swift-nio's NIOPosix sits under NIOCore, GTK's gdk above gdk/x11): the
        // main-thread loop over file-descriptor sources, with the main queue, Foundation's timers and GLib main
        // contexts serviced on it.
        .target(
            name: "OpenUIKitPlatform",
            dependencies: ["OpenUIKitCore", "CRunLoopHooks", "CGLib", "CXKBCommon"]
        ),
        // GLib's GIO (GDBus), for the AT-SPI bridge.
        .systemLibrary(name: "CGIO", pkgConfig: "gio-2.0", providers: [.apt(["libglib2.0-dev"])]),
        // The AT-SPI bridge: publishes the accessibility tree on the desktop's accessibility bus (Orca, Accerciser).
        .target(name: "OpenUIKitAccessibility", dependencies: ["OpenUIKitCore", "OpenUIKitPlatform", "CGIO"]),
        // The X11 backend: windows, XInput2 pointer, touch and keyboard input; the X connection is a source of the
        // platform main loop.
        .target(
            name: "OpenUIKitX11",
            dependencies: [
                "OpenUIKitCore", "OpenUIKitCairo", "OpenUIKitPlatform", "CX11", "CCairoPango", "CXKBCommon",
                "CXKBCommonX11", "OpenUIKitAccessibility",
            ]
        ),
        .target(
            name: "OpenUIKit",
            dependencies: ["OpenUIKitCore", "OpenUIKitCairo", "OpenUIKitPlatform", "OpenUIKitX11", "OpenUIKitMacros"]),
        // Target-action macros. The compiler plugin (swift-syntax, runs at build time only) and the module
        // that declares the macros, re-exported by OpenUIKit; Docs/TargetAction.md, "Macros".
        .target(
            name: "OpenUIKitMacroExpansions",
            dependencies: [.product(name: "SwiftSyntaxMacros", package: "swift-syntax")]
        ),
        .macro(
            name: "OpenUIKitMacrosPlugin",
            dependencies: [
                "OpenUIKitMacroExpansions", .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        .target(name: "OpenUIKitMacros", dependencies: ["OpenUIKitCore", "OpenUIKitMacrosPlugin"]),
        // Three classic UIKit programs ported (Docs/Porting.md lists every edit they still need).
        .target(name: "FingerPaintApp", dependencies: ["OpenUIKit"], path: "Examples/FingerPaint/App"),
        .executableTarget(name: "FingerPaint", dependencies: ["FingerPaintApp"], path: "Examples/FingerPaint/Launch"),
        .target(name: "PhotoViewerApp", dependencies: ["OpenUIKit"], path: "Examples/PhotoViewer/App"),
        .executableTarget(name: "PhotoViewer", dependencies: ["PhotoViewerApp"], path: "Examples/PhotoViewer/Launch"),
        .target(name: "SettingsApp", dependencies: ["OpenUIKit"], path: "Examples/Settings/App"),
        .executableTarget(name: "Settings", dependencies: ["SettingsApp"], path: "Examples/Settings/Launch"),
        .target(name: "MailApp", dependencies: ["OpenUIKit"], path: "Examples/Mail/App"),
        .executableTarget(name: "Mail", dependencies: ["MailApp"], path: "Examples/Mail/Launch"),
        .target(name: "HitTestLabApp", dependencies: ["OpenUIKit"], path: "Examples/HitTestLab/App"),
        .executableTarget(name: "HitTestLab", dependencies: ["HitTestLabApp"], path: "Examples/HitTestLab/Launch"),
        .target(name: "TouchDeliveryApp", dependencies: ["OpenUIKit"], path: "Examples/TouchDelivery/App"),
        .executableTarget(
            name: "TouchDelivery", dependencies: ["TouchDeliveryApp"], path: "Examples/TouchDelivery/Launch"),
        .target(name: "SketchApp", dependencies: ["OpenUIKit"], path: "Examples/Sketch/App"),
        .executableTarget(name: "Sketch", dependencies: ["SketchApp"], path: "Examples/Sketch/Launch"),
        .testTarget(
            name: "OpenUIKitMacrosTests",
            dependencies: [
                "OpenUIKitMacros", "OpenUIKitMacroExpansions", "OpenUIKitTesting",
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ]
        ),
        // Layer trees as component libraries use them: replicated dots, a progress ring, a shadowed toast.
        .target(name: "LayersApp", dependencies: ["OpenUIKit"], path: "Examples/Layers/App"),
        .executableTarget(name: "Layers", dependencies: ["LayersApp"], path: "Examples/Layers/Launch"),
        .target(name: "OpenUIKitTesting", dependencies: ["OpenUIKitCore"]),
        .executableTarget(
            name: "EventCoreDemo",
            dependencies: ["OpenUIKit", "OpenUIKitTesting"],
            path: "Examples/EventCoreDemo"
        ),
        .executableTarget(
            name: "OpenUIKitTraceCLI",
            dependencies: ["OpenUIKitCore", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // Test-only C modules: XTEST (fake pointer and key input) and the protocol of Xorg's inputtest driver.
        // Only the X11 tests link them; apps never do.
        .systemLibrary(name: "CXTest", path: "Tests/CXTest", pkgConfig: "xtst", providers: [.apt(["libxtst-dev"])]),
        .systemLibrary(name: "CInputTest", path: "Tests/CInputTest", providers: [.apt(["xserver-xorg-dev"])]),
        // Xcode's app template as UIKit code writes it (`@main` on a non-final delegate), in Swift 5 language mode:
        // started by Tests/OpenUIKitX11Tests/ExampleLaunchTests the way a user starts an app.
        .executableTarget(
            name: "XcodeTemplateApp",
            dependencies: ["OpenUIKit"],
            path: "Tests/XcodeTemplateApp",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // The X11 backend's real run loop in a process of its own, driven by Tests/OpenUIKitX11Tests/X11MainLoopTests.
        .executableTarget(
            name: "X11LoopProbe",
            dependencies: ["OpenUIKit", "OpenUIKitPlatform", "CX11", "CXTest", "CGLib"],
            path: "Tests/X11LoopProbe"
        ),
        // The platform layer alone, with no display: the main loop over pipes and GLib contexts, key translation from
        // XKB keymaps compiled from names, the key chords and the two-finger emulation.
        .testTarget(name: "OpenUIKitPlatformTests", dependencies: ["OpenUIKitPlatform", "OpenUIKitCore", "CGLib"]),
        // A pen stroke through Xorg's inputtest pen into the Sketch example: latency and main-thread work per frame
        // (Docs/Benchmarks.md, "Pen strokes").
        .executableTarget(
            name: "PenStrokeProbe",
            dependencies: ["OpenUIKit", "CX11", "CInputTest", "SketchApp"],
            path: "Tests/PenStrokeProbe"
        ),
        // A small app with one control of each kind that logs what it is sent, for the AT-SPI bridge's tests with
        // real clients (Tests/OpenUIKitX11Tests/ATSPIBridgeTests).
        .executableTarget(
            name: "AccessibilityProbe", dependencies: ["OpenUIKit", "OpenUIKitAccessibility", "OpenUIKitPlatform"],
            path: "Tests/AccessibilityProbe"),
        // The constraint solver alone: exact small systems, strengths, edits, and seeded property tests.
        .testTarget(name: "OpenUIKitLayoutSolverTests", dependencies: ["OpenUIKitLayoutSolver"]),
        // The event core alone: no Cairo, no X headers.
        .testTarget(
            name: "OpenUIKitCoreTests",
            dependencies: ["OpenUIKitCore", "OpenUIKitTesting"]
        ),
        // Drawing, text and damage tracking with Cairo and Pango, against reference images.
        .testTarget(
            name: "OpenUIKitRenderingTests",
            dependencies: ["OpenUIKitCore", "OpenUIKitCairo", "OpenUIKitTesting", "CCairoPango"],
            // Reference images and image files, read through #filePath (not bundled).
            exclude: ["Snapshots", "Fixtures"]
        ),
        // The X11 backend against real X servers (Xvfb with XTEST, Xorg with inputtest) and its pure translation.
        .testTarget(
            name: "OpenUIKitX11Tests",
            dependencies: [
                "OpenUIKit", "OpenUIKitPlatform", "OpenUIKitTesting", "CX11", "CXTest", "CInputTest", "CXKBCommon",
                "FingerPaintApp", "PhotoViewerApp", "SettingsApp",  // the example ports' Xvfb tests
                "HitTestLabApp", "TouchDeliveryApp",  // the debugging examples' Xvfb tests
                "EventCoreDemo",  // the main demo's layout and scripted run
                "SketchApp",  // the pen example on Xorg's inputtest pen
                "LayersApp",  // the layer gallery's screenshot
                "MailApp",  // the mail list's screenshot and scripted swipe
            ],
            // Reference screenshots, read through #filePath (not bundled).
            exclude: ["Snapshots"]
        ),
        // The gesture re-entrancy fuzzer. Built on the public API and OpenUIKitTesting only, so it tests
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

// Public UIKit apps ported by Tests/PortingSurvey/port.py into Ports/ (git-ignored: their code is never committed).
// Each Ports/<app>/port.json lists its targets; they join this package when present, so a port builds against this
// checkout in Swift 5 language mode, as the apps were written (Docs/Porting.md, "Public apps ported").
let portsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Ports")
for app in (try? FileManager.default.contentsOfDirectory(atPath: portsFolder.path))?.sorted() ?? [] {
    let description = portsFolder.appendingPathComponent(app).appendingPathComponent("port.json")
    guard let data = try? Data(contentsOf: description),
        let port = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let targets = port["targets"] as? [[String: Any]]
    else { continue }
    for target in targets {
        guard let name = target["name"] as? String else { continue }
        let dependencies = ((target["dependencies"] as? [String]) ?? []).map { Target.Dependency(stringLiteral: $0) }
        let path = "Ports/\(app)/\(name)"
        let settings: [SwiftSetting] = [.swiftLanguageMode(.v5)]
        let resources = ((target["resources"] as? [String]) ?? []).map { Resource.copy($0) }
        if target["kind"] as? String == "executable" {
            package.targets.append(
                .executableTarget(
                    name: name, dependencies: ["OpenUIKit"] + dependencies, path: path, resources: resources,
                    swiftSettings: settings))
            if let product = target["product"] as? String {
                package.products.append(.executable(name: product, targets: [name]))
            }
        } else {
            package.targets.append(
                .target(
                    name: name, dependencies: ["OpenUIKit"] + dependencies, path: path, resources: resources,
                    swiftSettings: settings))
        }
    }
}

// The DocC plugin, only when documentation is built (`.ci/docs` sets OPENUIKIT_DOCS=1), so ordinary builds and apps
// that depend on OpenUIKit resolve nothing more.
if ProcessInfo.processInfo.environment["OPENUIKIT_DOCS"] != nil {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}
