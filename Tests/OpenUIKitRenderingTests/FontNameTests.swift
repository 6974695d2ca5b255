import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitCairo

/// Font names as iOS code writes them, resolved against the fonts installed (fontconfig).
@Suite struct FontNameTests {
    @Test func iOSNamesFindAnInstalledFamilyOfTheSameKindKeepingWeightAndSlant() {
        func describe(_ name: String) -> String {
            guard let font = UIFont(name: name, size: 17) else { return "\(name): nil" }
            return "\(name): \(font.familyName) \(font.weight.rawValue)\(font.isItalic ? " italic" : "")"
        }
        #expect(
            [
                "HelveticaNeue-Bold", "Helvetica Neue", "AvenirNext-DemiBoldItalic", "Avenir-Heavy", "Arial-BoldMT",
                "Georgia-Italic", "TimesNewRomanPSMT", "Menlo-Regular", "CourierNewPS-BoldMT", "SFProText-Light",
                "DejaVu Sans-Bold", "DejaVu Serif", "NoSuchFont-Bold", "",
            ].map(describe) == [
                "HelveticaNeue-Bold: DejaVu Sans 0.4", "Helvetica Neue: DejaVu Sans 0.0",
                "AvenirNext-DemiBoldItalic: DejaVu Sans 0.3 italic", "Avenir-Heavy: DejaVu Sans 0.56",
                "Arial-BoldMT: DejaVu Sans 0.4", "Georgia-Italic: DejaVu Serif 0.0 italic",
                "TimesNewRomanPSMT: DejaVu Serif 0.0", "Menlo-Regular: DejaVu Sans Mono 0.0",
                "CourierNewPS-BoldMT: DejaVu Sans Mono 0.4", "SFProText-Light: DejaVu Sans -0.4",
                "DejaVu Sans-Bold: DejaVu Sans 0.4", "DejaVu Serif: DejaVu Serif 0.0", "NoSuchFont-Bold: nil", ": nil",
            ])
    }

    @Test func textStylesHaveIOSDefaultSizes() {
        let styles: [UIFont.TextStyle] = [.largeTitle, .title1, .headline, .body, .footnote, .caption2]
        #expect(
            styles.map {
                "\(UIFont.preferredFont(forTextStyle: $0).pointSize) \(UIFont.preferredFont(forTextStyle: $0).weight.rawValue)"
            }
                == ["34.0 0.0", "28.0 0.0", "17.0 0.3", "17.0 0.0", "13.0 0.0", "11.0 0.0"])
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .bold).familyName == "DejaVu Sans Mono")
    }
}
