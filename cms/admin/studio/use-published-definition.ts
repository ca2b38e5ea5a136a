'use client'
import { useEffect, useState } from 'react'

export type Published = { state: 'loading' } | { state: 'none' } | { state: 'loaded'; definition: unknown }

/** The funnel's published definition, the baseline of the change summary; `none` before its first publish. */
export function usePublishedDefinition(documentId: string | number | undefined, reload = 0): Published {
  const [published, setPublished] = useState<Published>({ state: documentId === undefined ? 'none' : 'loading' })
  useEffect(() => {
    if (documentId === undefined) return
    let cancelled = false
    // Without ?draft=true the API answers with the published version (or the draft of a never-published funnel).
    fetch(`/cms/api/funnels/${encodeURIComponent(String(documentId))}?depth=0`, { credentials: 'include' })
      .then(async (response) => (response.ok ? ((await response.json()) as { _status?: string; definition?: unknown }) : undefined))
      .then((doc) => {
        if (cancelled) return
        setPublished(doc && doc._status === 'published' ? { state: 'loaded', definition: doc.definition } : { state: 'none' })
      })
      .catch(() => !cancelled && setPublished({ state: 'none' }))
    return () => {
      cancelled = true
    }
  }, [documentId, reload])
  return published
}
