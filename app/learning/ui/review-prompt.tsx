import { useFetcher } from '@remix-run/react'
import { Button, buttonClass, Card } from '~/ui'

/**
 * The Trustpilot-style review prompt on /home. Both answers post to the home route's action
 * (review.open / review.skip), which updates the student's metadata; it hides at once.
 */
export function ReviewPrompt({ prompt }: { prompt: { url: string } | null }) {
  const recorder = useFetcher()
  if (!prompt || recorder.state !== 'idle' || recorder.data) return null
  return (
    <Card aria-labelledby="review-prompt-title">
      <h2 id="review-prompt-title">Enjoying your learning?</h2>
      <p>A short review on Trustpilot helps others find us. It takes a minute.</p>
      <recorder.Form method="post" className="review-prompt__actions">
        <a
          className={buttonClass({})}
          href={prompt.url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => recorder.submit({ intent: 'review.open' }, { method: 'post' })}
        >
          Write a review<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        <Button type="submit" name="intent" value="review.skip" variant="quiet">
          Not now
        </Button>
      </recorder.Form>
    </Card>
  )
}
