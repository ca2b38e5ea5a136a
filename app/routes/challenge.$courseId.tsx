import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { AppShell } from '~/components/app/app-shell'
import { CourseOverview } from '~/components/app/course-overview'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { loadCourseOverview } from '~/models/lesson.server'
import { pageData, parseId, viewerFor } from '~/models/route.server'
import { requireStudent } from '~/models/session.server'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.course.title ?? 'Challenge' }]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const student = await requireStudent(request)
  const courseId = parseId(params.courseId)
  return pageData(() => loadCourseOverview(student, courseId, viewerFor(request, student)))
}

export default function ChallengePage() {
  const overview = useLoaderData<typeof loader>()
  return (
    <AppShell>
      <CourseOverview overview={overview} />
    </AppShell>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
