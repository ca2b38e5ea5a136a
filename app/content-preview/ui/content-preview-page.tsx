import type React from 'react'
import { useLoaderData } from '@remix-run/react'
import shellStyles from '~/styles/app-shell.css?url'
import pageStyles from '~/styles/learning-pages.css?url'
import previewStyles from '~/styles/content-preview.css?url'
import { modelInfos, modelTitle } from '~/assistant'
import { CourseOverview, LessonSection } from '~/learning'
import { LandingCardPreview } from '~/landing'
import { TipArticle, defaultTipModel } from '~/tips'
import { PageHeader, UiStyles } from '~/ui'
import type { PreviewView } from '../server/preview-views.server'
import type { loadContentPreview } from '../server/content-preview.server'
import { PreviewBanner } from './preview-banner'
import { useLiveDraft } from './use-live-draft'

/**
 * The admin's live preview (issue #47 item 12): a landing card, course, lesson or tip drawn by the
 * site's own components, following the editor's form as the marketer types. Links look as students
 * get them but stay on the preview; the lesson's tasks are shown, not answered (`inert`).
 */
export function ContentPreviewPage() {
  const { view: saved, id } = useLoaderData<typeof loadContentPreview>()
  const { view, state } = useLiveDraft<PreviewView>(saved.kind, id, saved)
  return (
    // The page's links lead to students' pages, which ask staff to sign in as a student: the preview shows them, it does not follow them.
    <div className="app content-preview" onClickCapture={stayOnPreview}>
      <UiStyles />
      <link rel="stylesheet" href={shellStyles} precedence="default" />
      <link rel="stylesheet" href={pageStyles} precedence="default" />
      <link rel="stylesheet" href={previewStyles} precedence="default" />
      <PreviewBanner collection={saved.kind} state={state} />
      {view.kind === 'landing-cards' ? (
        <LandingCardPreview card={view.card} />
      ) : (
        <main className="app-main">
          <Shown view={view} />
        </main>
      )}
    </div>
  )
}

function stayOnPreview(event: React.MouseEvent) {
  if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault()
}

function Shown({ view }: { view: Exclude<PreviewView, { kind: 'landing-cards' }> }) {
  switch (view.kind) {
    case 'lessons':
      return (
        <>
          <div className="lesson-heading">
            <h1>{view.title}</h1>
          </div>
          {view.sections.map((section, at) => (
            <div key={at} inert={section.kind === 'tasks'}>
              <LessonSection section={section} tasks={view.tasks} onStreak={() => undefined} />
            </div>
          ))}
        </>
      )
    case 'courses':
      return <CourseOverview overview={view.overview} />
    case 'tips': {
      const model = view.content.model ?? defaultTipModel
      const worksWith = modelInfos.some((info) => info.model === model) ? modelTitle(model) : null
      return (
        <>
          <PageHeader title={view.content.title} />
          <TipArticle tip={view.content} html={view.html} worksWith={worksWith} />
        </>
      )
    }
  }
}
