import TouchDeliveryApp

MainActor.assumeIsolated { launchTouchDelivery() }
