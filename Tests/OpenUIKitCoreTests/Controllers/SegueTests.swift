import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// Segues: the type exists for code that prepares for them; performing one is a diagnostic.
@MainActor
@Suite struct SegueTests {
    private final class Source: UIViewController {
        var prepared: [String] = []
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            prepared.append("\(segue.identifier ?? "nil") → \(type(of: segue.destination))")
        }
    }

    @Test func preparingIsAppCodesAndPerformingAnUnknownSegueIsDiagnosed() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let source = Source()
        window.rootViewController = source
        let segue = UIStoryboardSegue(identifier: "detail", source: source, destination: UIViewController())
        source.prepare(for: segue, sender: nil)
        segue.perform()
        #expect(source.prepared == ["detail → UIViewController"])
        #expect(source.shouldPerformSegue(withIdentifier: "detail", sender: nil))
        source.performSegue(withIdentifier: "detail", sender: nil)
        #expect(
            driver.diagnostics.map(\.message) == [
                "performSegue(withIdentifier: \"detail\"): OpenUIKit's storyboards have no segues; present or push the "
                    + "destination in code"
            ])
    }
}
