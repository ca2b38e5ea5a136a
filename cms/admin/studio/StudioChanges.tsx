'use client'
import { useEffect, useState } from 'react'
import { summarizeChanges } from './change-summary'

type Published = { state: 'loading' } | { state: 'none' } | { state: 'loaded'; definition: unknown }

/** The draft against the published version, in plain words, before the marketer publishes. */
export function StudioChanges({ documentId, draft }: { documentId: string | number | undefined; draft: unknown }) {
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
  }, [documentId])

  const lines = published.state === 'loaded' ? summarizeChanges(published.definition, draft) : []
  return (
    <section className="studio-form studio-changes" aria-labelledby="studio-changes-title" aria-live="polite">
      <h2 id="studio-changes-title" className="studio-form__title">
        Changes before publishing
      </h2>
      {published.state === 'loading' ? <p>Comparing with the published funnel…</p> : null}
      {published.state === 'none' ? <p>This funnel has not been published yet: publishing makes all of it live.</p> : null}
      {published.state === 'loaded' && lines.length === 0 ? <p>No changes: visitors already see this version.</p> : null}
      {lines.length > 0 ? (
        <>
          <p>Publishing changes what visitors see:</p>
          <ul className="studio-changes__list">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
