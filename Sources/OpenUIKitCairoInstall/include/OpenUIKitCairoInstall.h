// No API: this target only holds the load-time hook that installs OpenUIKitCairo (see install.c).
