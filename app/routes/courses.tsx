import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useFetcher, useLoaderData, useNavigate } from '@remix-run/react'
import { Button, EmptyState } from '~/ui'
import { CourseCards } from '~/learning'
import { AppShell, AppErrorBoundary } from '~/shell'
import { formAction } from '~/http/form.server'
import { loadCourseList } from '~/learning/index.server'
import { setMetadata } from '~/core/student-metadata.server'
import { pageData, viewerFor } from '~/http/route.server'
import { requireStudent } from '~/core/session.server'
import { requestContextOf } from '~/core/request-context.server'

export const meta: MetaFunction = () => [{ title: 'Courses' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const student = await requireStudent(request, context)
  const tag = new URL(request.url).searchParams.get('tag')
  return pageData(() => loadCourseList(student, viewerFor(request, student), tag, requestContextOf(context)))
}

/** The first change of tag records that the student has seen the filter. */
export async function action({ request }: ActionFunctionArgs) {
  const student = await requireStudent(request)
  return formAction(async () => ({ metadata: await setMetadata(student, { key: 'userSawCourseFilter', value: 'true' }) }))
}

export default function Courses() {
  const { tags, tag, sawFilter, courses } = useLoaderData<typeof loader>()
  const navigate = useNavigate()
  const recorder = useFetcher()
  return (
    <AppShell title="Courses">
      <div className="tag-filter" role="group" aria-label="Filter by tag">
        {tags.map((item) => (
          <Button
            key={item}
            variant="secondary"
            size="small"
            aria-pressed={item === tag}
            onClick={() => {
              if (item === tag) return
              if (!sawFilter && recorder.state === 'idle') recorder.submit({}, { method: 'post' })
              navigate(`?tag=${encodeURIComponent(item)}`, { replace: true, preventScrollReset: true })
            }}
          >
            {item}
          </Button>
        ))}
      </div>
      <CourseCards
        courses={courses}
        empty={<EmptyState title="No courses here yet">New courses with this tag are on the way. Try another filter.</EmptyState>}
        eagerCovers={2}
      />
    </AppShell>
  )
}

export function ErrorBoundary() {
  return <AppErrorBoundary />
}
