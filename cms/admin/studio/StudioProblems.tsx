'use client'
import type { WordedIssue } from './issue-words'

/** The draft's problems, each a button that shows its screen and focuses its field. */
export function StudioProblems({ problems, onGo }: { problems: readonly WordedIssue[]; onGo: (path: string) => void }) {
  return (
    <section className="studio-problems" aria-labelledby="studio-problems-title">
      <h3 id="studio-problems-title" className="studio-review__heading">
        Fix {problems.length === 1 ? 'this problem' : `these ${problems.length} problems`} before publishing
      </h3>
      <p>Visitors cannot be shown a funnel with problems. Each one says where it is: press it to go to the field.</p>
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
    </section>
  )
}
