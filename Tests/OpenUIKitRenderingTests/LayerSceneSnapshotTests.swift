import Foundation
import Testing
import OpenUIKitCore
@testable import OpenUIKitCairo
import OpenUIKitTesting

/// Composed layer scenes of the kind component libraries build, against reference images (`SNAPSHOT_RECORD=1`
/// records): a progress ring with its label, a gradient button with a shadow, a masked avatar with a ring, and a
/// folding card half way through its fold. Geometry is on whole points, so only anti-aliased edges and text may
/// differ between machines.
@MainActor
@Suite(.serialized) struct LayerSceneSnapshotTests {
    static func window(width: CGFloat = 160, height: CGFloat = 160) -> UIWindow {
        let window = EventDriver().makeWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.backgroundColor = .white
        return window
    }

    static func color(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
        CGColor(red: r, green: g, blue: b, alpha: a)
    }

    @Test func progressRing() {
        let window = Self.window()
        let ring = UIBezierPath(
            arcCenter: CGPoint(x: 80, y: 80), radius: 56, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true
        ).cgPath
        let track = CAShapeLayer()
        track.frame = window.bounds
        track.path = ring
        track.fillColor = nil
        track.strokeColor = Self.color(0.9, 0.9, 0.92)
        track.lineWidth = 12
        let progress = CAShapeLayer()
        progress.frame = window.bounds
        progress.path = ring
        progress.fillColor = nil
        progress.strokeColor = Self.color(0, 0.48, 1)
        progress.lineWidth = 12
        progress.lineCap = .round
        progress.strokeEnd = 0.7
        let label = CATextLayer()
        label.frame = CGRect(x: 30, y: 64, width: 100, height: 32)
        label.string = "70%"
        label.fontSize = 24
        label.foregroundColor = Self.color(0.1, 0.1, 0.1)
        label.alignmentMode = .center
        for layer in [track, progress, label] { window.layer.addSublayer(layer) }
        expectSnapshot(window.renderer.image(), named: "layers-progress-ring")
    }

    @Test func gradientButton() {
        let window = Self.window(width: 200, height: 100)
        let shadow = CALayer()
        shadow.frame = CGRect(x: 20, y: 24, width: 160, height: 48)
        shadow.shadowPath = CGPath(
            roundedRect: CGRect(x: 0, y: 0, width: 160, height: 48), cornerWidth: 12, cornerHeight: 12, transform: nil)
        shadow.shadowOpacity = 0.35
        shadow.shadowRadius = 6
        shadow.shadowOffset = CGSize(width: 0, height: 4)
        let gradient = CAGradientLayer()
        gradient.frame = shadow.bounds
        gradient.colors = [Self.color(1, 0.42, 0.2), Self.color(0.9, 0.1, 0.5)]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        gradient.cornerRadius = 12
        gradient.masksToBounds = true
        let title = CATextLayer()
        title.frame = CGRect(x: 0, y: 12, width: 160, height: 24)
        title.string = "Continue"
        title.fontSize = 18
        title.alignmentMode = .center
        gradient.addSublayer(title)
        shadow.addSublayer(gradient)
        window.layer.addSublayer(shadow)
        expectSnapshot(window.renderer.image(), named: "layers-gradient-button")
    }

    @Test func maskedAvatar() {
        let window = Self.window(width: 120, height: 120)
        let avatar = CAGradientLayer()
        avatar.frame = CGRect(x: 20, y: 20, width: 80, height: 80)
        avatar.type = .radial
        avatar.colors = [Self.color(1, 0.85, 0.4), Self.color(0.2, 0.5, 0.9)]
        avatar.startPoint = CGPoint(x: 0.5, y: 0.4)
        avatar.endPoint = CGPoint(x: 1, y: 1)
        let circle = CAShapeLayer()
        circle.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 80, height: 80), transform: nil)
        avatar.mask = circle
        let ring = CAShapeLayer()
        ring.frame = avatar.frame
        ring.path = CGPath(ellipseIn: CGRect(x: -3, y: -3, width: 86, height: 86), transform: nil)
        ring.fillColor = nil
        ring.strokeColor = Self.color(0.2, 0.8, 0.4)
        ring.lineWidth = 4
        let badge = CALayer()
        badge.frame = CGRect(x: 82, y: 82, width: 16, height: 16)
        badge.cornerRadius = 8
        badge.backgroundColor = Self.color(1, 0.23, 0.19)
        badge.borderWidth = 2
        badge.borderColor = Self.color(1, 1, 1)
        for layer in [avatar, ring, badge] { window.layer.addSublayer(layer) }
        expectSnapshot(window.renderer.image(), named: "layers-masked-avatar")
    }

    @Test func foldingCardMidTransform() {
        let window = Self.window(width: 160, height: 200)
        let top = CALayer()
        top.frame = CGRect(x: 20, y: 20, width: 120, height: 80)
        top.backgroundColor = Self.color(0.25, 0.3, 0.45)
        top.cornerRadius = 8
        top.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let bottom = CALayer()
        bottom.anchorPoint = CGPoint(x: 0.5, y: 0)
        bottom.bounds = CGRect(x: 0, y: 0, width: 120, height: 80)
        bottom.position = CGPoint(x: 80, y: 100)
        bottom.backgroundColor = Self.color(0.35, 0.42, 0.6)
        bottom.cornerRadius = 8
        bottom.maskedCorners = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        var fold = CATransform3DIdentity
        fold.m34 = -1 / 500
        bottom.transform = CATransform3DRotate(fold, .pi / 3, 1, 0, 0)
        let crease = CALayer()
        crease.frame = CGRect(x: 0, y: 0, width: 120, height: 2)
        crease.backgroundColor = Self.color(0, 0, 0, 0.3)
        bottom.addSublayer(crease)
        for layer in [top, bottom] { window.layer.addSublayer(layer) }
        expectSnapshot(window.renderer.image(), named: "layers-folding-card")
    }
}
