import LayersApp

MainActor.assumeIsolated { launchLayers() }
