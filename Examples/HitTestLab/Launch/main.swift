import HitTestLabApp

MainActor.assumeIsolated { launchHitTestLab() }
