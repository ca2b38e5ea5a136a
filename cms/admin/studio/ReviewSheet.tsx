'use client'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { changedScreenIds, screenName, summarizeChanges } from './change-summary'
import type { WordedIssue } from './issue-words'
import { loadReviewFacts, type ReviewFacts } from './load-review-facts'
import { planSetLabel } from './plan-set-choices'
import type { PublishedTest } from '../../collections/Funnels/publish-as-test'
import { StudioPreview } from './StudioPreview'
import { StudioProblems } from './StudioProblems'
import { splitForTest, testShares } from './test-split'
import { usePublishedDefinition } from './use-published-definition'

type SheetProps = {
  documentId: string | number | undefined
  funnelId: string
  funnelTitle: string
  draft: unknown
  problems: readonly WordedIssue[]
  /** Payload's own publish of the form (every field, as its Publish button does); true when it was saved. */
  publishToEveryone: () => Promise<boolean>
  onGoToProblem: (path: string) => void
  onClose: () => void
}

type Outcome = { kind: 'idle' } | { kind: 'busy' } | { kind: 'failed'; message: string } | { kind: 'tested'; test: PublishedTest }

const screensOf = (definition: unknown) =>
  ((definition as { screens?: unknown } | null)?.screens as { id?: unknown }[] | undefined)?.filter(
    (screen) => typeof screen?.id === 'string',
  ) ?? []

/**
 * "Publish" opens this sheet: what changes for visitors (the studio's one diff), the changed
 * screens in the phone, and who gets the draft — everyone, or a share of the live funnel's new
 * visitors as a test (decision 024). While the draft has problems it lists them instead.
 */
export function ReviewSheet({ documentId, funnelId, funnelTitle, draft, problems, publishToEveryone, onGoToProblem, onClose }: SheetProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const id = useId()
  const published = usePublishedDefinition(documentId)
  const [facts, setFacts] = useState<ReviewFacts>()
  const [choice, setChoice] = useState<'everyone' | 'test'>('everyone')
  const [shareText, setShareText] = useState(String(testShares.suggested))
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  useEffect(() => void loadReviewFacts().then(setFacts), [])
  useEffect(() => {
    dialog.current?.showModal()
  }, [])

  const baseline = published.state === 'loaded' ? published.definition : undefined
  const lines = useMemo(
    () =>
      baseline === undefined
        ? []
        : summarizeChanges(baseline, draft, { planSetName: (planSet) => planSetLabel(facts?.planSets ?? [], planSet) }),
    [baseline, draft, facts],
  )
  const changed = useMemo(() => (baseline === undefined ? [] : changedScreenIds(baseline, draft)), [baseline, draft])
  const screens = screensOf(draft)
  const [shown, setShown] = useState<string>()
  const phoneScreen = shown && changed.includes(shown) ? shown : changed[0]

  const share = /^\d+$/.test(shareText.trim()) ? Number(shareText) : NaN
  const shareProblem =
    Number.isInteger(share) && share >= testShares.min && share <= testShares.max
      ? undefined
      : `Enter a whole number from ${testShares.min} to ${testShares.max}`
  const split =
    facts &&
    splitForTest(facts.variants, { funnelId, title: funnelTitle }, `${funnelId}_test`, Number.isNaN(share) ? testShares.suggested : share)
  const testRefusal =
    published.state !== 'loaded'
      ? 'A test runs against the published version: publish this funnel to everyone first.'
      : split && !split.ok && !/share/.test(split.reason)
        ? split.reason
        : undefined
  const testing = choice === 'test' && !testRefusal

  const confirm = async () => {
    if (testing && shareProblem) return
    setOutcome({ kind: 'busy' })
    if (!testing) {
      if (await publishToEveryone()) return onClose()
      return setOutcome({ kind: 'failed', message: 'Not published: the site refused this version. Check the messages on the fields.' })
    }
    try {
      const response = await fetch('/cms/api/funnel-tests', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ funnelId, definition: draft, share }),
      })
      const body = (await response.json().catch(() => ({}))) as PublishedTest & { error?: { message?: string } }
      if (response.ok) return setOutcome({ kind: 'tested', test: body })
      setOutcome({ kind: 'failed', message: body.error?.message ?? 'Not published: please try again.' })
    } catch {
      setOutcome({ kind: 'failed', message: 'Not published: the site could not be reached. Please try again.' })
    }
  }

  const close = () => dialog.current?.close()

  return createPortal(
    <dialog ref={dialog} className="studio-review" aria-labelledby={`${id}-title`} onClose={onClose}>
      <div className="funnel-studio studio-review__body">
        <header className="studio-review__header">
          <h2 id={`${id}-title`}>Review before publishing “{funnelTitle}”</h2>
          <button type="button" className="studio-button studio-button--ghost" onClick={close}>
            Close
          </button>
        </header>
        {problems.length > 0 ? (
          <StudioProblems
            problems={problems}
            onGo={(path) => {
              close()
              onGoToProblem(path)
            }}
          />
        ) : outcome.kind === 'tested' ? (
          <section className="studio-review__done" role="status" aria-labelledby={`${id}-done`}>
            <h3 id={`${id}-done`} className="studio-review__heading">
              “{outcome.test.title}” is live as a test
            </h3>
            <p>
              It gets {outcome.test.share} % of the new visitors “{funnelTitle}” gets at /experiment. Visitors who already have “
              {funnelTitle}” keep it, and this draft stays here, not published. Which one sells better shows on the dashboard.
            </p>
            <p className="studio-review__links">
              <a href={`/admin/collections/funnels/${outcome.test.id}`}>Open the test funnel</a>
              <a href="/admin">See the experiment on the dashboard</a>
            </p>
          </section>
        ) : (
          <div className="studio-review__columns">
            <div className="studio-review__main">
              <section aria-labelledby={`${id}-changes`}>
                <h3 id={`${id}-changes`} className="studio-review__heading">
                  What changes for visitors
                </h3>
                {published.state === 'loading' ? <p>Comparing with the published funnel…</p> : null}
                {published.state === 'none' ? <p>This funnel has not been published yet: publishing makes all of it live.</p> : null}
                {published.state === 'loaded' && lines.length === 0 ? <p>No changes: visitors already see this version.</p> : null}
                {lines.length > 0 ? (
                  <ul className="studio-changes__list">
                    {lines.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
              <fieldset className="studio-review__choices">
                <legend className="studio-review__heading">Who gets this version</legend>
                <label className="studio-review__choice">
                  <input type="radio" name={`${id}-choice`} value="everyone" checked={!testing} onChange={() => setChoice('everyone')} />
                  <span className="studio-review__choice-name">Publish to everyone</span>
                  <span className="studio-review__choice-note">Every visitor of “{funnelTitle}” gets it from their next screen on.</span>
                </label>
                <label className={`studio-review__choice${testRefusal ? ' studio-review__choice--off' : ''}`}>
                  <input
                    type="radio"
                    name={`${id}-choice`}
                    value="test"
                    checked={testing}
                    disabled={Boolean(testRefusal)}
                    aria-describedby={`${id}-test-note`}
                    onChange={() => setChoice('test')}
                  />
                  <span className="studio-review__choice-name">Publish as a test</span>
                  <span className="studio-review__choice-note" id={`${id}-test-note`}>
                    {testRefusal ??
                      `A copy goes live as a funnel of its own and takes a share of the new visitors “${funnelTitle}” gets at /experiment. Visitors who already have “${funnelTitle}” keep it.`}
                  </span>
                </label>
                {testing ? (
                  <div className={`studio-field${shareProblem ? ' studio-field--invalid' : ''}`}>
                    <label htmlFor={`${id}-share`} className="studio-field__label">
                      Share of new visitors for the test (%)
                    </label>
                    <input
                      id={`${id}-share`}
                      type="number"
                      inputMode="numeric"
                      min={testShares.min}
                      max={testShares.max}
                      step={1}
                      value={shareText}
                      aria-invalid={shareProblem ? true : undefined}
                      aria-describedby={`${id}-share-note`}
                      onChange={(event) => setShareText(event.target.value)}
                    />
                    {shareProblem ? (
                      <p className="studio-field__error" id={`${id}-share-note`} role="alert">
                        {shareProblem}
                      </p>
                    ) : (
                      <p className="studio-field__hint" id={`${id}-share-note`}>
                        Of every 100 new visitors “{funnelTitle}” gets, {share} see the test and {100 - share} keep “{funnelTitle}”. Other
                        funnels in the experiment keep their share.
                      </p>
                    )}
                  </div>
                ) : null}
              </fieldset>
              {outcome.kind === 'failed' ? (
                <p className="studio-field__error" role="alert">
                  {outcome.message}
                </p>
              ) : null}
              <div className="studio-review__actions">
                <button
                  type="button"
                  className="studio-button studio-button--primary"
                  disabled={outcome.kind === 'busy' || (testing && Boolean(shareProblem))}
                  onClick={() => void confirm()}
                >
                  {outcome.kind === 'busy'
                    ? 'Publishing…'
                    : testing
                      ? shareProblem
                        ? 'Publish as a test'
                        : `Publish as a test to ${share} %`
                      : 'Publish to everyone'}
                </button>
                <button type="button" className="studio-button studio-button--ghost" onClick={close}>
                  Keep editing
                </button>
              </div>
            </div>
            {changed.length > 0 && phoneScreen ? (
              <section className="studio-review__phone" aria-labelledby={`${id}-phone`}>
                <h3 id={`${id}-phone`} className="studio-review__heading">
                  Changed screens
                </h3>
                <div className="studio-review__screens" role="group" aria-label="Show a changed screen">
                  {changed.map((screenId) => {
                    const screen = screens.find((one) => one.id === screenId)
                    return (
                      <button
                        key={screenId}
                        type="button"
                        className="studio-button studio-button--small"
                        aria-pressed={screenId === phoneScreen}
                        onClick={() => setShown(screenId)}
                      >
                        {screens.indexOf(screen!) + 1}.{' '}
                        {screenName(screen as Record<string, unknown>, screens as Record<string, unknown>[])}
                      </button>
                    )
                  })}
                </div>
                <StudioPreview label="Review phone" definition={draft} valid screenId={phoneScreen} onWalk={setShown} />
              </section>
            ) : null}
          </div>
        )}
      </div>
    </dialog>,
    document.body,
  )
}
