'use client'
import { useNav } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

/** Where Payload shuts its menu although the menu sits beside the page, not over it. */
const besideThePageButShut = '(min-width: 1025px) and (max-width: 1440px)'

/**
 * Payload closes its menu on every screen up to 1440 px wide (more than once while the page
 * settles), so at a laptop's 1280 px staff found it shut on each page. From 1025 px the menu sits
 * beside the page, so it is opened again whenever Payload shut it, until the staff member opens or
 * closes it themselves (its toggle buttons).
 */
export function KeepMenuOpen() {
  const { hydrated, navOpen, setNavOpen } = useNav()
  const toggledByHand = useRef(false)
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('.nav-toggler')) toggledByHand.current = true
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [])
  useEffect(() => {
    if (hydrated && !navOpen && !toggledByHand.current && window.matchMedia(besideThePageButShut).matches) setNavOpen(true)
  }, [hydrated, navOpen, setNavOpen])
  return null
}
