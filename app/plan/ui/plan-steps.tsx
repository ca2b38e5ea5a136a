import { Link } from '@remix-run/react'

type Step = { topicId: number | string; title: string; courseTitle: string; href: string; enrolled: boolean; progress: number }

/** The plan's steps in order, each linking to its topic with the student's progress there. */
export function PlanSteps({ steps }: { steps: Step[] }) {
  if (steps.length === 0) return <p className="card muted">Your plan has no steps yet.</p>
  return (
    <section aria-labelledby="plan-steps">
      <h2 id="plan-steps">Your steps</h2>
      <ol className="plan-steps">
        {steps.map((step) => (
          <li key={String(step.topicId)} className="card">
            <p className="course-kind">{step.courseTitle}</p>
            <h3>
              <Link to={step.href}>{step.title}</Link>
            </h3>
            <p className="muted">{step.enrolled ? `${step.progress}% complete` : 'Not started'}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
