import { Badge, EmptyState, List, ListRow } from '~/ui'

type Step = { topicId: number | string; title: string; courseTitle: string; href: string; enrolled: boolean; progress: number }

function stepStatus(step: Step) {
  if (!step.enrolled) return <Badge tone="neutral">Not started</Badge>
  if (step.progress >= 100) return <Badge tone="success">Done</Badge>
  return <Badge>{step.progress}% complete</Badge>
}

/** The plan's steps in order, each row opening its topic, with the student's progress there. */
export function LearningPlanSteps({ steps }: { steps: Step[] }) {
  if (steps.length === 0)
    return <EmptyState title="Your plan has no steps yet">Tell us what to change below and we will build them.</EmptyState>
  return (
    <section aria-labelledby="plan-steps" className="plan-steps">
      <h2 id="plan-steps">Your steps</h2>
      <List>
        {steps.map((step, index) => (
          <ListRow
            key={String(step.topicId)}
            to={step.href}
            start={
              <span className="plan-steps__number" aria-hidden="true">
                {index + 1}
              </span>
            }
            title={step.title}
            meta={step.courseTitle}
            end={stepStatus(step)}
          />
        ))}
      </List>
    </section>
  )
}
