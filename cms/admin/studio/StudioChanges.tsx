'use client'
import { summarizeChanges } from './change-summary'
import type { FunnelTemplate } from './use-studio-choices'
import { usePublishedDefinition } from './use-published-definition'

type ChangesProps = {
  documentId: string | number | undefined
  draft: unknown
  /** The funnel this one was started from, the baseline until it is first published. */
  template: FunnelTemplate | undefined
  planSetName: (id: unknown) => string
}

/** The draft against the published version (or its template), in plain words, before the marketer publishes. */
export function StudioChanges({ documentId, draft, template, planSetName }: ChangesProps) {
  const published = usePublishedDefinition(documentId)

  const baseline = published.state === 'loaded' ? published.definition : published.state === 'none' ? template?.definition : undefined
  const against = published.state === 'loaded' ? 'published' : 'template'
  const lines = baseline === undefined ? [] : summarizeChanges(baseline, draft, { planSetName, against })
  return (
    <section className="studio-form studio-changes" aria-labelledby="studio-changes-title" aria-live="polite">
      <h2 id="studio-changes-title" className="studio-form__title">
        Changes before publishing
      </h2>
      {published.state === 'loading' ? <p>Comparing with the published funnel…</p> : null}
      {published.state === 'none' && !template ? <p>This funnel has not been published yet: publishing makes all of it live.</p> : null}
      {published.state === 'none' && template ? (
        <p>
          This funnel has not been published yet: publishing makes all of it live. Compared with “{template.title}”, the funnel it started
          from:
        </p>
      ) : null}
      {baseline !== undefined && lines.length === 0 ? (
        <p>{published.state === 'loaded' ? 'No changes: visitors already see this version.' : 'No changes yet.'}</p>
      ) : null}
      {lines.length > 0 ? (
        <>
          {published.state === 'loaded' ? <p>Publishing changes what visitors see:</p> : null}
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
