import OpenUIKit

/// The app entry, called by `Launch/main.swift`: what UIKit's `@main` on the delegate does.
@MainActor
public func launchMail() {
    AppDelegate.main()
}
