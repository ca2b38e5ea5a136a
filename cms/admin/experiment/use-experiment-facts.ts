'use client'
import { useEffect, useState } from 'react'
import type { ExperimentStanding } from '../../../app/analytics/admin-entry'
import { type RecentPeriod, recentPeriods } from '@schemas/analytics/recent-period'
import { experimentStandingPath } from '../analytics/paths'
import { useExperimentPeriod } from './experiment-period'

export type FunnelChoice = { funnelId: string; title: string }
export type Loaded<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; reason: string }

const api = '/cms/api'
const freshForMs = 60_000

/** One request per page for what every row of the editor shows (the rows mount one by one). */
function sharedRequest<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: { at: number; promise: Promise<T> } | null = null
  return () => {
    if (!pending || Date.now() - pending.at > freshForMs) {
      const promise = load().catch((error: unknown) => {
        pending = null
        throw error
      })
      pending = { at: Date.now(), promise }
    }
    return pending.promise
  }
}

async function readJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: 'include' })
  if (!response.ok) throw new Error(`${response.status}`)
  return (await response.json()) as T
}

const loadFunnels = sharedRequest(async () => {
  const search = new URLSearchParams({ limit: '100', depth: '0', sort: 'title', 'select[funnelId]': 'true', 'select[title]': 'true' })
  const { docs } = await readJson<{ docs: FunnelChoice[] }>(`${api}/funnels?${search}`)
  return docs
})

const standingLoads = Object.fromEntries(
  recentPeriods.map((period) => [
    period,
    sharedRequest(() => readJson<ExperimentStanding>(`${api}${experimentStandingPath}?period=${period}`)),
  ]),
) as Record<RecentPeriod, () => Promise<ExperimentStanding>>

function useLoaded<T>(load: () => Promise<T>, failure: string): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' })
  useEffect(() => {
    let live = true
    setState({ status: 'loading' })
    load().then(
      (value) => live && setState({ status: 'ready', value }),
      () => live && setState({ status: 'failed', reason: failure }),
    )
    return () => {
      live = false
    }
  }, [load, failure])
  return state
}

/** The funnels a variant can be, by title (published ones: the experiment sends visitors to those). */
export const useFunnelChoices = () => useLoaded(loadFunnels, 'The funnels could not be read just now: reload the page.')

/** The running experiment's verdict and each variant's standing over the period chosen in the editor. */
export const useExperimentStanding = () =>
  useLoaded(standingLoads[useExperimentPeriod()], 'How the test is doing could not be read just now.')

/** A funnel's title for a funnel id, or the id itself until the titles arrive. */
export function titleOf(funnels: Loaded<FunnelChoice[]>, funnelId: unknown): string | null {
  if (typeof funnelId !== 'string' || funnelId === '') return null
  if (funnels.status !== 'ready') return funnelId
  return funnels.value.find((funnel) => funnel.funnelId === funnelId)?.title ?? `A removed funnel (${funnelId})`
}

/** The path of the row a field of an array row sits in: `variants.2.standing` → `variants.2`. */
export const rowPathOf = (path: string) => path.slice(0, path.lastIndexOf('.'))
