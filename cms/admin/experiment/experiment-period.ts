'use client'
import { useSyncExternalStore } from 'react'
import type { RecentPeriod } from '@schemas/analytics/recent-period'

// The period the verdict and every variant's standing cover: one choice for the whole editor (its
// fields are separate components), 30 days until the marketer picks another.
const firstPeriod: RecentPeriod = '30d'
let chosen: RecentPeriod = firstPeriod
const listeners = new Set<() => void>()

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export const useExperimentPeriod = () =>
  useSyncExternalStore(
    subscribe,
    () => chosen,
    () => firstPeriod,
  )

export function chooseExperimentPeriod(period: RecentPeriod) {
  chosen = period
  for (const listener of listeners) listener()
}
