import { aiStatus, testAiConnection } from '../../../app/analytics/admin-entry'

/**
 * The dashboard's AI panel for staff: which model answers students, and "Test connection", which
 * reloads the dashboard with `aiTest=1` so the server sends one short request through the adapter.
 */
export async function AiStatusPanel({ adminPath, test }: { adminPath: string; test: boolean }) {
  const status = aiStatus()
  const result = test ? await testAiConnection() : null
  return (
    <section aria-labelledby="ai-status" className="product-dashboard__ai">
      <h2 id="ai-status">AI</h2>
      {status.mode === 'model' ? (
        <p>
          Students’ assistant, daily task and practice grading use <strong>{status.model}</strong> at {status.host}; image editing uses{' '}
          {status.imageModel}.
        </p>
      ) : (
        <p>
          No AI model is configured (AI_BASE_URL is empty). Students get answers drawn from the lessons and tips, and practice is graded by
          the built-in prompt criteria; they are never told a model is missing.
        </p>
      )}
      {result ? (
        <p role="status" className={`product-dashboard__ai-result product-dashboard__ai-result--${result.ok ? 'good' : 'bad'}`}>
          {result.ok ? 'Connected. ' : 'Not connected. '}
          {result.message}
        </p>
      ) : null}
      <p>
        <a className="btn btn--style-secondary btn--size-small" href={`${adminPath}?aiTest=1#ai-status`}>
          Test connection
        </a>
      </p>
    </section>
  )
}
