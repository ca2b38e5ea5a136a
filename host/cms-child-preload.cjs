// Loaded into the admin host (host/cms-host.ts) before Next starts. The admin runs in a process
// group of its own, so a signal sent to the site's group (Ctrl-C, `kill -- -pgid`, npm) does not
// stop it before the site's requests to it have finished: the site stops it last
// (host/shutdown.ts). Should the site die without doing so, its IPC channel closes: exit then.
process.on('disconnect', () => process.exit(0))
