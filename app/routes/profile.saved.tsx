import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { AppShell, AppErrorBoundary } from '~/shell'
import { changeSavedLesson, loadSavedPage } from '~/bookmarks/index.server'
import { SavedLessonList } from '~/bookmarks'
import { formAction, formObject } from '~/http/form.server'
import { pageData, viewerFor } from '~/http/route.server'
import { requireStudent } from '~/core/session.server'
import { PageHeader } from '~/ui'

export const meta: MetaFunction = () => [{ title: 'Saved lessons' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const student = await requireStudent(request, context)
  return pageData(() => loadSavedPage(student, viewerFor(request, student)))
}

/** "Save for later" (lesson pages) and Remove (this page): then back to the page the form was on. */
export async function action({ request }: ActionFunctionArgs) {
  const student = await requireStudent(request)
  const fields = await formObject(request)
  return formAction(async () => redirect(await changeSavedLesson(student, fields, viewerFor(request, student))))
}

export default function SavedPage() {
  const { lessons } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <AppShell>
      <PageHeader title="Saved lessons" back={{ to: '/profile', label: 'Profile' }}>
        Lessons you saved for later, the last saved first.
      </PageHeader>
      <div className="page-stack">
        {result && 'problem' in result ? (
          <p role="alert" className="ui-field__error">
            {result.problem.message}
          </p>
        ) : null}
        <SavedLessonList lessons={lessons} />
      </div>
    </AppShell>
  )
}

export function ErrorBoundary() {
  return <AppErrorBoundary />
}
