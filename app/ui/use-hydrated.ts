import { useEffect, useState } from 'react'

/** True once React runs in the browser: until then the page must work as plain HTML. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
