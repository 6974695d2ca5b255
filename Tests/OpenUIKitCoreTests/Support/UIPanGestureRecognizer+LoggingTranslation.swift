import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

extension UIPanGestureRecognizer {
    /// Logs `"name.action(state) t=(x,y)"` with the translation in the window.
    @MainActor @discardableResult
    func loggingTranslation(as name: String, in log: CallbackLog) -> Self {
        self.name = name
        addHandler { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            log.append("\(name).action(\(pan.state)) t=\(point(pan.translation(in: nil)))")
        }
        return self
    }
}
