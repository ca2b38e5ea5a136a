import type { PreviewCollection } from '@schemas/content/content-preview'
import type { DraftState } from './use-live-draft'

const when: Record<PreviewCollection, string> = {
  courses: 'Preview — students see this after you publish.',
  lessons: 'Preview — students see this after you save.',
  tips: 'Preview — students see this after you save.',
  'landing-cards': 'Preview — visitors see this after you save.',
}

const follow: Record<DraftState, string | null> = {
  saved: null,
  updating: 'Showing your changes…',
  unsaved: 'Showing your changes, not saved yet.',
  failed: 'Your latest change could not be shown. Keep editing, or save to see it.',
}

/** Says whose eyes this page is for, and whether it shows the saved document or the editor's changes. */
export function PreviewBanner({ collection, state }: { collection: PreviewCollection; state: DraftState }) {
  return (
    <div className={state === 'failed' ? 'content-preview-banner content-preview-banner--failed' : 'content-preview-banner'} role="status">
      <strong>{when[collection]}</strong> {follow[state] ? <span>{follow[state]}</span> : null}
    </div>
  )
}
