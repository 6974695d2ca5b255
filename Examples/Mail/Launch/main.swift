import MailApp

MainActor.assumeIsolated { launchMail() }
