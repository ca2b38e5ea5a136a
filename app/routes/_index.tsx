import type { LoaderFunctionArgs } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { CourseList } from '~/learning'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { LandingPage, landingHeaders, landingMeta } from '~/landing'
import { listPublishedCourses } from '~/learning/index.server'
import { loadLandingPage } from '~/landing/index.server'
import { getStudent } from '~/core/session.server'

export const headers = landingHeaders
export const meta = landingMeta('/')

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Signed-in students start in the app; visitors see the landing.
  if (await getStudent(request, context)) throw redirect('/home')
  const [landing, courses] = await Promise.all([loadLandingPage(request, '/'), listPublishedCourses()])
  return data({ ...landing.page, courses }, { headers: landing.headers })
}

export default function HomeLanding() {
  const { courses } = useLoaderData<typeof loader>()
  return (
    <LandingPage path="/">
      <section aria-labelledby="catalogue-heading" className="l-section catalogue">
        <h2 id="catalogue-heading">Courses and challenges</h2>
        <CourseList courses={courses} />
      </section>
    </LandingPage>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
