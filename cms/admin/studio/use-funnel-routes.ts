'use client'
import { useState } from 'react'
import { enumerateFunnelRoutes, type FunnelRoute } from '@engine/paths'
import { parseFunnel } from '@schemas/funnel/parse'
import { routeLabels } from './route-labels'

export type FoundRoutes = { routes: FunnelRoute[]; labels: string[]; text: string }

/**
 * The draft's paths, found when the marketer asks (a long funnel takes a few hundred milliseconds,
 * too slow for every keystroke) and marked stale once the draft changes.
 */
export function useFunnelRoutes(definition: unknown) {
  const [found, setFound] = useState<FoundRoutes | null>(null)
  const text = JSON.stringify(definition)
  const find = () => {
    const parsed = parseFunnel(definition)
    if (!parsed.success) return
    const routes = enumerateFunnelRoutes(parsed.data)
    setFound({ routes, labels: routeLabels(routes, definition), text })
  }
  return { found, stale: found !== null && found.text !== text, find }
}
