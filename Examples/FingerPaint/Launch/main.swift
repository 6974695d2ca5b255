import FingerPaintApp

MainActor.assumeIsolated { launchFingerPaint() }
