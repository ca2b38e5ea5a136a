import type { MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { CourseList } from '~/components/course-list'
import { listPublishedCourses } from '~/models/course.server'

export const meta: MetaFunction = () => [
  { title: 'Learn AI in 20 minutes a day' },
  {
    name: 'description',
    content: 'Hands-on AI courses and 28-day challenges for beginners, creators and professionals.',
  },
]

export async function loader() {
  return { courses: await listPublishedCourses() }
}

export default function LandingPage() {
  const { courses } = useLoaderData<typeof loader>()
  return (
    <main className="landing">
      <header className="hero">
        <p className="eyebrow">AI skills, one lesson at a time</p>
        <h1>Learn AI in 20 minutes a day</h1>
        <p className="lede">
          Practical lessons, prompt-writing practice and 28-day challenges that turn AI tools into real
          results — for beginners, bloggers, freelancers and entrepreneurs.
        </p>
      </header>
      <section aria-labelledby="catalogue-heading" className="catalogue">
        <h2 id="catalogue-heading">Courses and challenges</h2>
        <CourseList courses={courses} />
      </section>
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
