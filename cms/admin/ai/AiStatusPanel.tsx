import { aiStatus } from '../../../app/analytics/admin-entry'
import { AiConnectionTest } from './AiConnectionTest'

/**
 * The dashboard's AI panel for staff: which model answers students, and for admins "Test
 * connection", which posts to `POST {api}/ai/test-connection` so the server sends one short
 * request through the adapter. Loading the dashboard never calls the model.
 */
export function AiStatusPanel({ apiPath, canTest }: { apiPath: string; canTest: boolean }) {
  const status = aiStatus()
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
          No AI model is connected. Students get answers drawn from the lessons and tips, and practice is graded by the built-in prompt
          criteria; they are never told a model is missing.
          {/* Who runs the site connects one; the setting's name is for them (docs/configuration.md). */}
          {canTest ? ' The server setting AI_BASE_URL connects one (see docs/configuration.md).' : null}
        </p>
      )}
      {canTest ? <AiConnectionTest action={`${apiPath}/ai/test-connection`} /> : null}
    </section>
  )
}
