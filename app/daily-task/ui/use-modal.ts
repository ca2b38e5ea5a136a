import { useEffect, useRef } from 'react'
import { useHydrated } from '~/ui'

/**
 * A native dialog that is modal once JavaScript runs. Before that (or without it) the server
 * renders it `open` in the page's flow, so its form still posts.
 */
export function useModal(visible: boolean) {
  const hydrated = useHydrated()
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !hydrated) return
    if (visible && !dialog.open) dialog.showModal()
    if (!visible && dialog.open) dialog.close()
  }, [visible, hydrated])
  return { ref, open: !hydrated && visible }
}
