'use client'
import { useId, useState } from 'react'
import type { WordedIssue } from './issue-words'

type ProblemsProps = { problems: readonly WordedIssue[]; onGo: (path: string) => void }

const fixTitle = (count: number) => `Fix ${count === 1 ? 'this problem' : `these ${count} problems`} before publishing`

/** The draft's problems, each a button that shows its screen and focuses its field. */
function StudioProblemList({ problems, onGo }: ProblemsProps) {
  return (
    <ul className="studio-problems__list">
      {problems.map((problem, at) => (
        <li key={`${problem.path}-${at}`}>
          <button
            type="button"
            className="studio-problems__go"
            aria-label={`${problem.place}: ${problem.message}`}
            onClick={() => onGo(problem.path)}
          >
            <span className="studio-problems__place">{problem.place}</span>
            <span>{problem.message}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}

/** The review sheet's account of the problems, instead of publishing. */
export function StudioProblems({ problems, onGo }: ProblemsProps) {
  return (
    <section className="studio-problems" aria-labelledby="studio-problems-title">
      <h3 id="studio-problems-title" className="studio-review__heading">
        {fixTitle(problems.length)}
      </h3>
      <p>Visitors cannot be shown a funnel with problems. Each one says where it is: press it to go to the field.</p>
      <StudioProblemList problems={problems} onGo={onGo} />
    </section>
  )
}

/**
 * The same problems in the studio's bar while the marketer edits: one line that opens to the list,
 * and nothing at all when the draft has none. It stays open while they go from one to the next.
 */
export function StudioProblemsBar({ problems, onGo }: ProblemsProps) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  if (problems.length === 0) return null
  return (
    <section className="studio-problems-bar" aria-label="Problems in this draft">
      <button
        type="button"
        className="studio-button studio-problems-bar__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <span className="studio-problems-bar__mark" aria-hidden="true">
          !
        </span>
        {fixTitle(problems.length)}
        <span className="studio-problems-bar__more" aria-hidden="true">
          {open ? 'Hide' : 'Show'}
        </span>
      </button>
      <div id={listId} className="studio-problems-bar__list" hidden={!open}>
        <StudioProblemList problems={problems} onGo={onGo} />
      </div>
    </section>
  )
}
