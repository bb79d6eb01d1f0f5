// Preloaded (NODE_OPTIONS=--import) into the site the profile runs: node writes --cpu-prof output
// only when the process exits normally, and apps/site/server.ts has no handler, so SIGTERM or
// SIGINT would end it without a profile.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => process.exit(0))
}
