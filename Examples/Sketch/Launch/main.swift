import SketchApp

MainActor.assumeIsolated { launchSketch() }
