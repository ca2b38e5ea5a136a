import type { ServerBuild } from '@remix-run/node'
import type { HostPort } from '../app/host-port.server'

/**
 * The product's code the host runs, as the server build exports it (app/host-port.server.ts). The
 * host compiles none of app/ or cms/collections itself: what it needs is taken from here, so each
 * module and each value it keeps exists once in the process (docs/decisions/036-product-code-built-once.md).
 */
export function productOf(build: ServerBuild): HostPort {
  const { hostPort } = build.entry.module as unknown as { hostPort?: HostPort }
  if (!hostPort) throw new Error('The server build exports no hostPort (app/entry.server.tsx): rebuild with `npm run build`.')
  return hostPort
}
