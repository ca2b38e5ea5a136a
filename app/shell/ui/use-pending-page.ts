import { useEffect, useState } from 'react'
import { useLocation, useNavigation } from '@remix-run/react'
import { awaitsAnotherPage, skeletonDelayMs } from '../rules/pending-page'

/** True once the next page has kept the student waiting a moment (rules/pending-page.ts). */
export function usePendingPage(): boolean {
  const navigation = useNavigation()
  const { pathname } = useLocation()
  const waiting = awaitsAnotherPage(
    { state: navigation.state, pathname: navigation.location?.pathname ?? null, formMethod: navigation.formMethod ?? null },
    pathname,
  )
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!waiting) return setShown(false)
    const timer = setTimeout(() => setShown(true), skeletonDelayMs)
    return () => clearTimeout(timer)
  }, [waiting])
  return waiting && shown
}
