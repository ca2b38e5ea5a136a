import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ButtonLink } from '~/ui'
import { CourseOverview } from '~/learning'
import { AppShell, AppErrorBoundary } from '~/shell'
import { loadCourseOverview } from '~/learning/index.server'
import { pageData, parseId, viewerFor } from '~/http/route.server'
import { requireStudent } from '~/core/session.server'
import { studentSubject } from '~/flags'
import { flagFor } from '~/flags/index.server'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.course.title ?? 'Course' }]

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const student = await requireStudent(request, context)
  const courseId = parseId(params.courseId)
  const viewer = viewerFor(request, student)
  const [overview, viewAllCourses] = await Promise.all([
    pageData(() => loadCourseOverview(student, courseId, viewer)),
    flagFor('view_all_courses_button_visible', studentSubject(student.id, viewer)),
  ])
  return { ...overview, viewAllCourses }
}

export default function CoursePage() {
  const overview = useLoaderData<typeof loader>()
  return (
    <AppShell back={{ to: '/courses', label: 'Courses' }}>
      <CourseOverview overview={overview} />
      {overview.viewAllCourses ? (
        <ButtonLink variant="secondary" to="/courses">
          View all courses
        </ButtonLink>
      ) : null}
    </AppShell>
  )
}

export function ErrorBoundary() {
  return <AppErrorBoundary />
}
