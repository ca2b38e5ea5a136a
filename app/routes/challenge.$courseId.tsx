import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { CourseOverview, ChallengeFaq } from '~/learning'
import { AppShell, AppErrorBoundary } from '~/shell'
import { loadChallengePage } from '~/learning/index.server'
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
