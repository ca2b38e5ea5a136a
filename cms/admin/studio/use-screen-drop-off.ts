'use client'
import { useEffect, useState } from 'react'
import type { RecentPeriod } from '@schemas/analytics/recent-period'
import type { ScreenDropOffs } from '../../../app/analytics/admin-entry'
import { screenDropOffPath } from '../analytics/paths'

export type DropOffPeriod = RecentPeriod

export type DropOffState =
  | { status: 'loading' }
  | { status: 'ready'; figures: ScreenDropOffs }
  /** No figures to show: the funnel is not saved yet, or the figures could not be read (with why). */
  | { status: 'none'; reason: string }

/** The funnel report's drop-off per screen for a period, read again when the funnel or period changes. */
export function useScreenDropOff(funnelId: unknown, period: DropOffPeriod, api = '/cms/api'): DropOffState {
  const [state, setState] = useState<DropOffState>({ status: 'loading' })
  useEffect(() => {
    if (typeof funnelId !== 'string' || !/^[a-z0-9_]{1,64}$/.test(funnelId)) {
      setState({ status: 'none', reason: 'Drop-off shows once the funnel is saved with a funnel id.' })
      return
    }
    const controller = new AbortController()
    setState({ status: 'loading' })
    const search = new URLSearchParams({ funnelId, period })
    fetch(`${api}${screenDropOffPath}?${search}`, { credentials: 'include', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) return setState({ status: 'none', reason: 'Drop-off figures could not be read just now.' })
        setState({ status: 'ready', figures: (await response.json()) as ScreenDropOffs })
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'none', reason: 'Drop-off figures could not be read: check the connection.' })
      })
    return () => controller.abort()
  }, [funnelId, period, api])
  return state
}
