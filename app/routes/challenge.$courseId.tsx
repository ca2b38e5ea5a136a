import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { AppShell } from '~/learning/ui/app-shell'
import { CourseOverview } from '~/learning/ui/course-overview'
import { AppErrorBoundary } from '~/learning/ui/app-error-boundary'
import { loadChallengePage } from '~/learning/server/challenge-page.server'
import { ChallengeFaq } from '~/learning/ui/challenge-faq'
import { pageData, parseId, viewerFor } from '~/http/route.server'
import { requireStudent } from '~/core/session.server'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.course.title ?? 'Challenge' }]

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const student = await requireStudent(request, context)
  const courseId = parseId(params.courseId)
  return pageData(() => loadChallengePage(student, courseId, viewerFor(request, student)))
}

export default function ChallengePage() {
  const { faq, ...overview } = useLoaderData<typeof loader>()
  return (
    <AppShell>
      <CourseOverview overview={overview} />
      <ChallengeFaq items={faq} />
    </AppShell>
  )
}

export function ErrorBoundary() {
  return <AppErrorBoundary />
}
