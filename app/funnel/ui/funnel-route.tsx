import type { HeadersFunction, LinksFunction, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { preloadModule } from 'react-dom'
import { keepRetryAfter } from '~/http/retry-after-headers'
import funnelStyles from '../../styles/funnel.css?url'
import playerStyles from '../../styles/funnel-player.css?url'
import { FunnelErrorBoundary } from './funnel-not-found'
import { FunnelPlayer } from './funnel-player'
import type { FunnelPageData } from '../rules/types'

// What /onboarding/:funnelId and /experiment/:funnelId share besides their loader and action.

export const funnelLinks: LinksFunction = () => [
  { rel: 'stylesheet', href: funnelStyles, precedence: 'default' },
  { rel: 'stylesheet', href: playerStyles, precedence: 'default' },
]

/**
 * A funnel page shows one visitor's progress: never cached, by the browser or anyone in between.
 * A tap refused by the new-session limit keeps its Retry-After.
 */
export const funnelHeaders: HeadersFunction = keepRetryAfter(({ loaderHeaders }) => ({
  'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'private, no-store',
}))

export const funnelMeta: MetaFunction = ({ data }) => {
  const page = data as FunnelPageData | undefined
  return [{ title: page ? page.funnel.title : 'Funnel not found' }, { name: 'robots', content: 'noindex' }]
}

export function FunnelRoute() {
  const page = useLoaderData() as FunnelPageData
  const refused = useActionData() as { error: string; screenId: string } | undefined
  // Rendered into <head> on the server: the first renderer downloads alongside the route code.
  for (const href of page.preload) preloadModule(href, { as: 'script' })
  return <FunnelPlayer key={page.funnel.id} page={page} refused={refused} />
}

export { FunnelErrorBoundary }
