import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A window and an application that log the touches reaching them through the chain, and pass them on.
final class ChainLoggingWindow: UIWindow {
    var log: CallbackLog?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.append("window.touchesBegan(\(fingerList(touches)))")
        super.touchesBegan(touches, with: event)
    }
}

final class ChainLoggingApplication: UIApplication {
    var log: CallbackLog?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.append("application.touchesBegan(\(fingerList(touches)))")
        super.touchesBegan(touches, with: event)
    }
}

@MainActor
@Suite struct FullChainTests {
    @Test func everyLinkOfTheChainSeesAnUnhandledTouchInOrder() throws {
        let log = CallbackLog()
        let application = ChainLoggingApplication()
        application.log = log
        let driver = EventDriver(application: application, delegate: RecordingResponder("AppDelegate", log: log))
        let window = ChainLoggingWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.log = log
        window.makeKeyAndVisible()
        driver.defaultWindow = window
        let controller = RecordingViewController("Controller", log: log)
        let navigation = RecordingViewController("Outer", log: log)
        navigation.view.addSubview(controller.view)
        navigation.addChild(controller)
        window.rootViewController = navigation
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let button = RecordingView(
            "button", frame: CGRect(x: 10, y: 10, width: 100, height: 44), log: log,
            disposition: .forward)
        controller.view.addSubview(button)
        try driver.touchDown(1, at: CGPoint(x: 20, y: 20))
        #expect(
            log.take() == [
                "button.touchesBegan(1)", "Controller.touchesBegan(1)", "Outer.touchesBegan(1)",
                "window.touchesBegan(1)", "application.touchesBegan(1)", "AppDelegate.touchesBegan(1)",
            ])
        try driver.touchUp(1)
    }
}
