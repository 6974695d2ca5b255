import PhotoViewerApp

MainActor.assumeIsolated { launchPhotoViewer() }
