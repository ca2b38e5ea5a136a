import { useFetcher, useLocation } from '@remix-run/react'
import { Bookmark, BookmarkCheck } from 'lucide-react'
import type { Id } from '@schemas/id'
import { Button } from '~/ui'
import { FailureToast } from '~/learning'
import { savedPagePath } from '../rules/saved-lesson'

/**
 * "Save for later" on a lesson: a real form, so it saves before the page's JavaScript ran too (the
 * server sends the person back here). With JavaScript it shows the new state at once, busy until
 * the server has it.
 */
export function SaveLessonForm({ lessonId, saved }: { lessonId: Id; saved: boolean }) {
  const fetcher = useFetcher()
  const { pathname, search } = useLocation()
  const pending = fetcher.formData?.get('intent')
  const shownSaved = pending ? pending === 'save' : saved
  return (
    <fetcher.Form method="post" action={savedPagePath} preventScrollReset className="save-lesson-form">
      <FailureToast fetcher={fetcher} />
      <input type="hidden" name="lessonId" value={String(lessonId)} />
      <input type="hidden" name="returnTo" value={pathname + search} />
      <Button
        type="submit"
        name="intent"
        value={shownSaved ? 'remove' : 'save'}
        variant="secondary"
        size="small"
        loading={fetcher.state !== 'idle'}
      >
        {shownSaved ? <BookmarkCheck size={16} aria-hidden="true" /> : <Bookmark size={16} aria-hidden="true" />}
        {shownSaved ? 'Remove from saved' : 'Save for later'}
      </Button>
    </fetcher.Form>
  )
}
