import { ButtonLink, Card } from '~/ui'
import type { TipView } from '../server/tips.server'

/**
 * A tip as a student reads it under its title: the text, the prompt to try and the way into the
 * assistant. `worksWith` names the tip's model in words (the caller knows the assistant's models).
 */
export function TipArticle({ tip, html, worksWith }: { tip: TipView['content']; html: string; worksWith: string | null }) {
  return (
    <div className="page-stack">
      {/* Rendered on the server from CMS markdown with raw HTML escaped (learning's markdown.server.ts). */}
      <Card as="article" className="tip-body" dangerouslySetInnerHTML={{ __html: html }} />
      {tip.promptToTry ? (
        <Card aria-labelledby="prompt-to-try">
          <h2 id="prompt-to-try">Prompt to try</h2>
          <pre className="prompt-to-try">{tip.promptToTry}</pre>
          {worksWith ? <p className="muted">Works well with {worksWith}</p> : null}
        </Card>
      ) : null}
      <ButtonLink to={tip.tryItHref} block>
        Try it in the assistant
      </ButtonLink>
    </div>
  )
}
