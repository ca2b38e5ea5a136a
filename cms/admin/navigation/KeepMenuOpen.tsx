'use client'
import { useNav } from '@payloadcms/ui'
import { useEffect } from 'react'

/** Where Payload shuts its menu although the menu sits beside the page, not over it. */
const besideThePageButShut = '(min-width: 1025px) and (max-width: 1440px)'

/**
 * Payload closes its menu on every screen up to 1440 px wide, so at a laptop's 1280 px staff found
 * it shut on each page. From 1025 px the menu sits beside the page, so it opens there once the page
 * is ready; a staff member can still close it for the rest of the page.
 */
export function KeepMenuOpen() {
  const { hydrated, setNavOpen } = useNav()
  useEffect(() => {
    if (hydrated && window.matchMedia(besideThePageButShut).matches) setNavOpen(true)
  }, [hydrated, setNavOpen])
  return null
}
