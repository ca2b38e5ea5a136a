import { useEffect } from 'react'
import { useToast } from '~/ui'
import { failureToastText } from '../rules/failure-toast'

type Settling = { state: string; data: unknown }

/** When a fetcher's call settles refused, its server message shows as a failure toast (hidden after 20 s). */
export function useFailureToast(fetcher: Settling): void {
  const toast = useToast()
  useEffect(() => {
    if (fetcher.state === 'idle') toast(failureToastText(fetcher.data))
  }, [fetcher.state, fetcher.data, toast])
}

/** The same for a page whose own component renders the AppShell (and so sits outside its Toaster). */
export function FailureToast({ fetcher }: { fetcher: Settling }) {
  useFailureToast(fetcher)
  return null
}
