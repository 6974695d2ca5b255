import OpenUIKit

/// The bench's list of what happened, newest last: calls the pad received, its recognizer's states, touches held
/// back or taken, and actions. A line repeated at once is counted ("touchesMoved (1 touch) ×12") instead of
/// flooding the list.
struct DeliveryLog: Equatable {
    private(set) var lines: [String] = []
    private var repeats: [Int] = []

    mutating func append(_ line: String) {
        if let last = lines.indices.last, lines[last] == line {
            repeats[last] += 1
        } else {
            lines.append(line)
            repeats.append(1)
        }
    }

    mutating func removeAll() {
        lines.removeAll()
        repeats.removeAll()
    }

    /// The lines as shown, with repeat counts, keeping the last `limit`.
    func text(limit: Int) -> String {
        zip(lines, repeats).suffix(limit).map { line, count in count > 1 ? "\(line) ×\(count)" : line }
            .joined(separator: "\n")
    }

    /// A trace entry as a bench line, if it concerns `recognizer` or `view`; nil for everything else.
    static func line(for entry: EventTraceEntry, recognizer: String, view: String) -> String? {
        switch entry.event {
        case .recognizer(let decision) where decision.recognizer == recognizer:
            switch decision.kind {
            case .state(let state): "\(recognizer): \(state)"
            case .failed(let reason, let other): "\(recognizer): failed (\(other.map { "\(reason) \($0)" } ?? reason))"
            default: nil
            }
        case .withheld(let target, let phase, let touches, _, let rule) where target == view:
            "   \(view).touches\(phase.capitalized) (\(touches.count) touch\(touches.count == 1 ? "" : "es")) held back "
                + "(\(rule))"
        case .taken(let target, let touches, let taker) where target == view:
            "\(taker) takes \(touches.count) touch\(touches.count == 1 ? "" : "es") from \(view) (cancelsTouchesInView)"
        default: nil
        }
    }
}
