import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// Logs the delegate's questions and answers what it is told to.
@MainActor
final class LoggingTextFieldDelegate: UITextFieldDelegate {
    let log: CallbackLog
    var allowsChange = true
    var allowsClear = true
    init(log: CallbackLog) { self.log = log }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.append("shouldBegin")
        return true
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
    func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        log.append("shouldChange(\(range.location),\(range.length),\(string))")
        return allowsChange
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.append("shouldReturn")
        return true
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        log.append("shouldClear")
        return allowsClear
    }
}
