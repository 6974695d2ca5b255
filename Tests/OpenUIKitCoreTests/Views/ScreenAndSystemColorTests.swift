import Foundation
import Testing
@_spi(Windowing) import OpenUIKitCore
@_spi(Windowing) import OpenUIKitTesting

@MainActor
@Suite struct ScreenAndSystemColorTests {
    @Test func theMainScreenReportsTheBackendsScreen() {
        let driver = EventDriver()
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 1280, height: 800))
        #expect(UIScreen.main.scale == 1 && UIScreen.main.nativeScale == 1)
        driver.backend.screenInfo = BackendScreenInfo(size: CGSize(width: 960, height: 540), scale: 2)
        #expect(
            [UIScreen.main.bounds, UIScreen.main.nativeBounds] == [
                CGRect(x: 0, y: 0, width: 960, height: 540), CGRect(x: 0, y: 0, width: 1920, height: 1080),
            ])
        #expect(UIScreen.main.scale == 2 && UIScreen.main.maximumFramesPerSecond == 60)
        #expect(UIScreen.screens.count == 1 && UIScreen.screens[0] === UIScreen.main)
        // A window as big as the screen, as UIKit apps make it.
        let window = UIWindow(frame: UIScreen.main.bounds)
        #expect(window.bounds.size == CGSize(width: 960, height: 540))
    }

    @Test func theSystemColoursAreTheLightAppearanceValues() {
        func hex(_ color: UIColor) -> String {
            let channels = [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
            return channels.map { String(format: "%02X", $0) }.joined() + (color.alpha < 1 ? " @\(color.alpha)" : "")
        }
        #expect(
            [
                UIColor.systemBackground, .secondarySystemBackground, .tertiarySystemBackground,
                .systemGroupedBackground, .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground,
                .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .placeholderText, .separator,
                .opaqueSeparator, .link, .systemBlue, .systemRed, .systemGreen, .systemOrange, .systemYellow,
                .systemPink, .systemPurple, .systemTeal, .systemIndigo, .systemGray, .systemGray2, .systemGray3,
                .systemGray4, .systemGray5, .systemGray6,
            ].map(hex) == [
                "FFFFFF", "F2F2F7", "FFFFFF",
                "F2F2F7", "FFFFFF", "F2F2F7",
                "000000", "3C3C43 @0.6", "3C3C43 @0.3", "3C3C43 @0.18", "3C3C43 @0.3", "3C3C43 @0.29",
                "C6C6C8", "007AFF", "007AFF", "FF3B30", "34C759", "FF9500", "FFCC00",
                "FF2D55", "AF52DE", "30B0C7", "5856D6", "8E8E93", "AEAEB2", "C7C7CC",
                "D1D1D6", "E5E5EA", "F2F2F7",
            ])
    }

    @Test func symbolImagesHaveTheirSizeAndUnknownNamesGiveNil() {
        #expect(UIImage(systemName: "chevron.left")?.size == CGSize(width: 20, height: 20))
        #expect(
            UIImage(systemName: "gear", withConfiguration: .init(pointSize: 30, weight: .bold))?.size
                == CGSize(width: 36, height: 36))
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage.availableSystemSymbolNames.contains("magnifyingglass"))
        #expect(UIImage.availableSystemSymbolNames.count >= 20)
    }
}
