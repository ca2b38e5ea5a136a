import { useId } from 'react'
import type { TaskView } from '~/learning/server/task.server'
import { Badge } from '~/ui'

type Comparison = NonNullable<TaskView['comparison']>

/** After a check: the student's own answer beside the task's strong example (side by side when there is room). */
export function ExampleBeside({ kind, answer, example }: { kind: TaskView['type']; answer: string; example: string }) {
  const headingId = useId()
  const noun = kind === 'prompt-evaluation' ? 'prompt' : 'answer'
  return (
    <section className="compare-answers" aria-labelledby={headingId}>
      <h3 id={headingId}>Your {noun} and a strong one</h3>
      <div className="compare-answers__pair">
        <figure>
          <figcaption>Your {noun}</figcaption>
          <blockquote>{answer}</blockquote>
        </figure>
        <figure className="compare-answers__example">
          <figcaption>A strong {noun}</figcaption>
          <blockquote>{example}</blockquote>
        </figure>
      </div>
    </section>
  )
}

/** What an AI gives back to a thin prompt and to the strong one: why the parts of a prompt matter. */
export function CompareAnswers({ comparison }: { comparison: Comparison }) {
  const headingId = useId()
  return (
    <section className="compare-answers" aria-labelledby={headingId}>
      <h3 id={headingId}>Compare the answers</h3>
      <p className="compare-answers__lead">The same job asked two ways, and what an AI answers to each.</p>
      <div className="compare-answers__pair">
        <AiAnswer label="AI answer to a thin prompt" tone="neutral" prompt={comparison.weakPrompt} output={comparison.weakOutput} />
        <AiAnswer label="AI answer to the strong prompt" tone="success" prompt={comparison.strongPrompt} output={comparison.strongOutput} />
      </div>
    </section>
  )
}

function AiAnswer({ label, tone, prompt, output }: { label: string; tone: 'neutral' | 'success'; prompt: string; output: string }) {
  return (
    <figure className={tone === 'success' ? 'compare-answers__example' : undefined}>
      <figcaption>
        <Badge tone={tone}>{label}</Badge>
      </figcaption>
      <p className="compare-answers__prompt">
        <span className="compare-answers__prompt-label">Prompt:</span> “{prompt}”
      </p>
      <blockquote>{output}</blockquote>
    </figure>
  )
}
