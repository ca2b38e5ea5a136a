/**
 * How Node runs the compiled host, for `npm start` (package.json) and the hosts the benchmark and
 * the security suite start (host/host-command.test.ts keeps them the same).
 * `--max-old-space-size=768`: with V8's default limit (a quarter of the machine's memory) the
 * site let garbage pile up to ~830 MB RSS under 100 connections; bounded, it collects sooner and
 * peaks near 300 MB at the same throughput (issue #12's goal is 500 MB). The live heap is ~110 MB.
 */
export const hostNodeArgs = ['--max-old-space-size=768', 'build/host/start.mjs'] as const
