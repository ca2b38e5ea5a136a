import type { ChildProcess } from 'node:child_process'

/** Resolves once the host at `baseUrl` answers /healthz; fails when `server` (its process, if a child) exits first or time runs out. */
export async function waitForHealth(baseUrl: string, server?: ChildProcess, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`)
    if (
      await fetch(`${baseUrl}/healthz`)
        .then((response) => response.ok)
        .catch(() => false)
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the server did not become healthy in time')
}
