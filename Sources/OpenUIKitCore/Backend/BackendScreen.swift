import Foundation

/// What a backend knows of the screen its windows appear on: its size in points and how many pixels make a point.
/// ``UIScreen`` reads it (`UIScreen.main.bounds`, `scale`, `nativeScale`).
@_spi(Windowing) public struct BackendScreenInfo: Equatable, Sendable {
    /// The screen's size in points (pixels ÷ `scale`).
    public var size: CGSize
    /// Pixels per point, from the desktop's HiDPI setting.
    public var scale: CGFloat
    /// Frames per second of the backend's frame clock.
    public var maximumFramesPerSecond: Int

    public init(size: CGSize, scale: CGFloat, maximumFramesPerSecond: Int = 60) {
        self.size = size
        self.scale = scale
        self.maximumFramesPerSecond = maximumFramesPerSecond
    }
}

/// Implemented by a window host that can describe its screen. Optional part of the backend contract: without it
/// `UIScreen.main` reports a zero-sized screen at scale 1.
@_spi(Windowing) @MainActor public protocol BackendScreenProvider: AnyObject {
    var screenInfo: BackendScreenInfo { get }
}
