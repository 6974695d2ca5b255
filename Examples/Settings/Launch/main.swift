import SettingsApp

MainActor.assumeIsolated { launchSettings() }
