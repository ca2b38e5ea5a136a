import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { CourseList } from '~/components/course-list'
import { LandingPage } from '~/components/landing/landing-page'
import { listPublishedCourses } from '~/models/course.server'
import { loadLandingPage } from '~/models/landing-page.server'
import { getStudent } from '~/models/session.server'

export const meta: MetaFunction = () => [
  { title: 'Learn AI in 20 minutes a day' },
  { name: 'description', content: 'Hands-on AI courses and 28-day challenges for beginners, creators and professionals.' },
]

export async function loader({ request }: LoaderFunctionArgs) {
  // Signed-in students start in the app; visitors see the landing.
  if (await getStudent(request)) throw redirect('/home')
  const [landing, courses] = await Promise.all([loadLandingPage(request, '/'), listPublishedCourses()])
  return { ...landing, courses }
}

export default function HomeLanding() {
  const { content, startHref, courses } = useLoaderData<typeof loader>()
  return (
    <LandingPage
      content={content}
      startHref={startHref}
      copy={{
        eyebrow: 'AI skills, one lesson at a time',
        title: 'Learn AI in 20 minutes a day',
        lede: 'Practical lessons, prompt-writing practice and 28-day challenges that turn AI tools into real results — for beginners, bloggers, freelancers and entrepreneurs.',
        cta: 'Take the 2-minute quiz',
      }}
    >
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
