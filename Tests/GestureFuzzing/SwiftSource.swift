import Foundation

// Prints a world as Swift source: a `@Test` that rebuilds it with `FuzzWorld(...)` and expects no violation, ready to
// paste into a test file that imports OpenUIKitFuzzing.

private func number(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : "\(value)"
}

private func literal(_ point: CGPoint) -> String {
    "CGPoint(x: \(number(point.x)), y: \(number(point.y)))"
}

private func literal(_ rect: CGRect) -> String {
    "CGRect(x: \(number(rect.minX)), y: \(number(rect.minY)), width: \(number(rect.width)), height: \(number(rect.height)))"
}

extension ViewSpec {
    var swiftSource: String {
        ".init(id: \(id), parent: \(parent.map(String.init) ?? "nil"), frame: \(literal(frame))"
            + (isButton
                ? ", isButton: true)"
                : isScrollView ? ", isScrollView: true)" : isTextField ? ", isTextField: true)" : ")")
    }
}

extension DelegateSpec {
    var swiftSource: String {
        var arguments = ["id: \(id)"]
        if !shouldBegin { arguments.append("shouldBegin: false") }
        if !shouldReceive { arguments.append("shouldReceive: false") }
        if simultaneous { arguments.append("simultaneous: true") }
        if requiresFailureOfLower { arguments.append("requiresFailureOfLower: true") }
        if requiredToFailByHigher { arguments.append("requiredToFailByHigher: true") }
        return ".init(\(arguments.joined(separator: ", ")))"
    }
}

extension RecognizerSpec {
    var swiftSource: String {
        var arguments = ["id: \(id)", "view: \(view)", "kind: .\(kind.rawValue)"]
        if delaysTouchesBegan { arguments.append("delaysTouchesBegan: true") }
        if !delaysTouchesEnded { arguments.append("delaysTouchesEnded: false") }
        if !cancelsTouchesInView { arguments.append("cancelsTouchesInView: false") }
        if !isEnabled { arguments.append("isEnabled: false") }
        if let delegate { arguments.append("delegate: \(delegate)") }
        if targetAction { arguments.append("targetAction: true") }
        return ".init(\(arguments.joined(separator: ", ")))"
    }
}

extension MutationAction {
    var swiftSource: String {
        switch self {
        case .removeView(let id): ".removeView(\(id))"
        case .releaseView(let id): ".releaseView(\(id))"
        case .removeCallbackView: ".removeCallbackView"
        case .removeCallbackViewSuperview: ".removeCallbackViewSuperview"
        case .removeRecognizer(let id): ".removeRecognizer(\(id))"
        case .removeCallbackRecognizer: ".removeCallbackRecognizer"
        case .clearRecognizers(let id): ".clearRecognizers(ofView: \(id))"
        case .setEnabled(let id, let enabled): ".setEnabled(\(id), \(enabled))"
        case .setDelegate(let id, let delegate): ".setDelegate(\(id), to: \(delegate.map(String.init) ?? "nil"))"
        case .addRequirement(let a, let b): ".addRequirement(\(a), toFail: \(b))"
        case .setUserInteractionEnabled(let id, let enabled): ".setUserInteractionEnabled(\(id), \(enabled))"
        case .setHidden(let id, let hidden): ".setHidden(\(id), \(hidden))"
        case .hideWindow: ".hideWindow"
        case .addView(let spec): ".addView(\(spec.swiftSource))"
        case .addRecognizer(let spec): ".addRecognizer(\(spec.swiftSource))"
        case .addDisplayLink(let id): ".addDisplayLink(\(id))"
        case .invalidateDisplayLink(let id): ".invalidateDisplayLink(\(id))"
        case .invalidateCallbackDisplayLink: ".invalidateCallbackDisplayLink"
        case .pauseDisplayLink(let id, let paused): ".pauseDisplayLink(\(id), \(paused))"
        case .setContentSize(let id, let size):
            ".setContentSize(\(id), CGSize(width: \(number(size.width)), height: \(number(size.height))))"
        case .setScrollEnabled(let id, let enabled): ".setScrollEnabled(\(id), \(enabled))"
        case .setContentOffset(let id, let offset, let animated):
            ".setContentOffset(\(id), \(literal(offset)), animated: \(animated))"
        case .setZoomScale(let id, let scale, let animated):
            ".setZoomScale(\(id), \(scale), animated: \(animated))"
        case .toggleHitRegions: ".toggleHitRegions"
        case .animate(let id, let spec):
            ".animate(\(id), .init(property: .\(spec.property.rawValue), duration: \(spec.duration), "
                + "allowsInteraction: \(spec.allowsInteraction), repeats: \(spec.repeats), "
                + "fromCurrentState: \(spec.fromCurrentState)))"
        case .arrangeInStack(let id, let stack): ".arrangeInStack(\(id), stack: \(stack))"
        case .unarrange(let id, let remove): ".unarrange(\(id), removeFromSuperview: \(remove))"
        case .pushController(let animated): ".pushController(animated: \(animated))"
        case .popController(let animated): ".popController(animated: \(animated))"
        case .presentController(let style, let animated): ".presentController(style: \(style), animated: \(animated))"
        case .dismissController(let animated): ".dismissController(animated: \(animated))"
        case .setNavigationBarHidden(let hidden): ".setNavigationBarHidden(\(hidden))"
        case .adoptView(let id): ".adoptView(\(id))"
        case .addContextMenu(let id): ".addContextMenu(\(id))"
        case .removeContextMenu(let id): ".removeContextMenu(\(id))"
        case .dismissContextMenu: ".dismissContextMenu"
        case .propertyAnimator(let id, let op): ".propertyAnimator(\(id), \(op.swiftSource))"
        case .editText(let id, let edit): ".editText(\(id), \(edit.swiftSource))"
        case .setAppearance(let id, let dark): ".setAppearance(\(id), dark: \(dark))"
        case .accessibilityAction(let id, let index): ".accessibilityAction(\(id), index: \(index))"
        case .layout(let id, let edit): ".layout(\(id), \(edit.swiftSource))"
        case .layer(let id, let edit): ".layer(\(id), \(edit.swiftSource))"
        }
    }
}

extension TextEdit {
    var swiftSource: String {
        switch self {
        case .insert(let text): ".insert(\(text.debugDescription))"
        case .deleteBackward: ".deleteBackward"
        case .undo: ".undo"
        case .redo: ".redo"
        case .setText(let text): ".setText(\(text.debugDescription))"
        case .becomeFirstResponder: ".becomeFirstResponder"
        case .resignFirstResponder: ".resignFirstResponder"
        case .compose(let text): ".compose(\(text.debugDescription))"
        case .clearButtonMode(let mode): ".clearButtonMode(\(mode))"
        case .secure(let secure): ".secure(\(secure))"
        }
    }
}

extension FingerOp {
    var swiftSource: String {
        switch self {
        case .down(let finger, let point): ".down(\(finger), \(literal(point)))"
        case .move(let finger, let point): ".move(\(finger), \(literal(point)))"
        case .up(let finger): ".up(\(finger))"
        case .cancel(let finger): ".cancel(\(finger))"
        }
    }
}

extension FuzzStep {
    var swiftSource: String {
        switch self {
        case .frame(let ops): ".frame([\(ops.map(\.swiftSource).joined(separator: ", "))])"
        case .advance(let interval): ".advance(\(interval))"
        case .pointer(let op): ".pointer(\(op.swiftSource))"
        }
    }
}

extension FuzzWorld {
    /// The world as a Swift expression.
    public var swiftExpression: String {
        func list(_ items: [String]) -> String {
            items.isEmpty ? "[]" : "[\n" + items.map { "            \($0),\n" }.joined() + "        ]"
        }
        return """
            FuzzWorld(
                    mode: .\(mode == .viewCallbacks ? "viewCallbacks" : "delegates"),
                    views: \(list(views.map(\.swiftSource))),
                    delegates: \(list(delegates.map(\.swiftSource))),
                    recognizers: \(list(recognizers.map(\.swiftSource))),
                    requirements: \(list(requirements.map { ".init(\($0.recognizer), toFail: \($0.toFail))" })),
                    mutations: \(list(mutations.map { ".init(.\($0.trigger.rawValue), \($0.occurrence), \($0.action.swiftSource))" })),
                    steps: \(list(steps.map(\.swiftSource)))\(pacesTouchFrames ? ",\n        pacesTouchFrames: true" : "")
                )
            """
    }

    /// A Swift Testing test that replays the world and expects no violation; `comment` lines go above it.
    public func swiftTest(named name: String, comment: [String] = []) -> String {
        let header = comment.map { "/// \($0)\n" }.joined()
        return """
            \(header)@MainActor @Test func \(name)() {
                let world = \(swiftExpression)
                #expect(WorldRun.run(world).violations == [])
            }
            """
    }
}

extension PointerOp {
    var swiftSource: String {
        switch self {
        case .hover(let point): ".hover(\(literal(point)))"
        case .exit: ".exit"
        case .secondaryClick(let point): ".secondaryClick(\(literal(point)))"
        case .click(let point): ".click(\(literal(point)))"
        case .escape: ".escape"
        case .scroll(let point, let dx, let dy, let continuous):
            ".scroll(\(literal(point)), dx: \(number(dx)), dy: \(number(dy)), continuous: \(continuous))"
        case .touchpad(let kind, let phase, let point, let fingers, let dx, let scale):
            ".touchpad(.\(kind), .\(phase), \(literal(point)), fingers: \(fingers), dx: \(number(dx)), scale: \(number(scale)))"
        }
    }
}

extension AnimatorOp: CustomStringConvertible {
    public var description: String { swiftSource }

    var swiftSource: String {
        switch self {
        case .start(let view, let property, let duration, let delay, let spring):
            ".start(view: \(view), property: .\(property.rawValue), duration: \(duration), delay: \(delay), "
                + "spring: \(spring))"
        case .pause: ".pause"
        case .scrub(let fraction): ".scrub(\(number(fraction)))"
        case .reverse: ".reverse"
        case .stop(let withoutFinishing): ".stop(withoutFinishing: \(withoutFinishing))"
        case .finish(let position): ".finish(\(position))"
        case .continueAnimation(let factor): ".continueAnimation(durationFactor: \(number(factor)))"
        }
    }
}
