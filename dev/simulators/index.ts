/**
 * The local stand-ins for the paid services (decision 014), kept out of the product: the Remix
 * build never contains them, and the host (host/simulators.ts) loads this entry, compiled apart
 * into build/simulators/, only when a simulator is on. Each route still answers 404 while its own
 * service is real or off.
 */
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from '@remix-run/node'
import * as gemini from './routes/ai-gemini'
import * as heygen from './routes/ai-heygen'
import * as ecommpay from './routes/payments-ecommpay'
import * as renewals from './routes/payments-renewals'
import * as savedCard from './routes/payments-saved-card'
import * as solidgate from './routes/payments-solidgate'

export { provideProduct, provideProtocol } from './product'

type Route = {
  loader: (args: LoaderFunctionArgs) => Promise<Response> | Response
  action: (args: ActionFunctionArgs) => Promise<Response> | Response
}

/** Prefixes under /dev; a trailing slash marks the routes that take a sub-path (`*`). */
const routes: [string, Route][] = [
  ['/dev/payments/solidgate/', solidgate],
  ['/dev/payments/ecommpay/', ecommpay],
  ['/dev/payments/renewals', renewals],
  ['/dev/payments/saved-card', savedCard],
  ['/dev/ai/heygen/', heygen],
  ['/dev/ai/gemini/', gemini],
]

/** The answer of the simulator route for this request, or null when no simulator route has the path. */
export async function handleSimulatorRequest(request: Request): Promise<Response | null> {
  const { pathname } = new URL(request.url)
  const match = routes.find(([prefix]) => (prefix.endsWith('/') ? pathname.startsWith(prefix) : pathname === prefix))
  if (!match) return null
  const [prefix, route] = match
  const params = prefix.endsWith('/') ? { '*': pathname.slice(prefix.length) } : {}
  const args = { request, params, context: {} as AppLoadContext }
  try {
    return await (request.method === 'GET' || request.method === 'HEAD' ? route.loader(args) : route.action(args))
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}
