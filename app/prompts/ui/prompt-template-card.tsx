import { useEffect, useState } from 'react'
import { Form } from '@remix-run/react'
import { Check, Copy, Sparkles } from 'lucide-react'
import { Button, ButtonLink, Card, Select, useHydrated } from '~/ui'
import { assistantHref, fillPrompt, type Placeholder } from '../rules/fill-prompt'

export type PromptTemplateCardProps = {
  id: number
  title: string
  task: string
  where: string
  prompts: number
  prompt: string
  placeholders: Placeholder[]
  choices: Record<string, string>
  /** The library page's own query (pack, job…), kept when the choices are sent without JavaScript. */
  keep: Record<string, string>
}

/** "target_audience" → "Target audience". */
const labelOf = (name: string) => {
  const words = name.replace(/[_-]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * One template: a picker per placeholder, the filled prompt, Copy and "Use in the assistant". The
 * pickers are a GET form, so before the page's JavaScript ran "Fill in" asks the server for the
 * same prompt; after, the prompt follows each pick at once.
 */
export function PromptTemplateCard({ id, where, prompts, prompt, placeholders, choices: initial, keep }: PromptTemplateCardProps) {
  const hydrated = useHydrated()
  const [choices, setChoices] = useState(initial)
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null)
  useEffect(() => setChoices(initial), [initial])
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(null), 4000)
    return () => clearTimeout(timer)
  }, [copied])
  const filled = fillPrompt(prompt, choices)
  const back = `/prompts?${new URLSearchParams({ ...keep, template: String(id), ...choices }).toString()}`

  async function copy() {
    try {
      await navigator.clipboard.writeText(filled)
      setCopied('yes')
    } catch {
      setCopied('failed')
    }
  }

  return (
    <Card className="prompt-template" aria-labelledby={`prompt-${id}`}>
      <p className="prompt-template__where">{where}</p>
      <h2 id={`prompt-${id}`}>Fill in your details</h2>
      <p className="prompt-template__count">{prompts.toLocaleString('en-US')} prompts in this template: pick what fits you.</p>
      <Form method="get" action="/prompts" className="prompt-template__choices" preventScrollReset>
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="template" value={id} />
        {placeholders.map((placeholder) => (
          <Select
            key={placeholder.name}
            name={placeholder.name}
            label={labelOf(placeholder.name)}
            options={placeholder.options.map((option) => ({ value: option, label: option }))}
            value={choices[placeholder.name]}
            onValueChange={(value) => setChoices((now) => ({ ...now, [placeholder.name]: value }))}
          />
        ))}
        {hydrated ? null : (
          <Button type="submit" variant="secondary">
            Fill in the prompt
          </Button>
        )}
      </Form>
      <blockquote className="prompt-template__text" aria-label="Your prompt">
        {filled}
      </blockquote>
      <div className="prompt-template__actions">
        {hydrated ? (
          <Button variant="secondary" onClick={copy}>
            {copied === 'yes' ? <Check size={18} aria-hidden="true" /> : <Copy size={18} aria-hidden="true" />}
            {copied === 'yes' ? 'Copied' : 'Copy'}
          </Button>
        ) : null}
        <ButtonLink to={assistantHref(filled, back)}>
          <Sparkles size={18} aria-hidden="true" />
          Use in the assistant
        </ButtonLink>
      </div>
      <p className="prompt-template__status" role="status">
        {copied === 'yes'
          ? 'Copied: paste the prompt wherever you need it.'
          : copied === 'failed'
            ? 'This browser did not let us copy. Select the prompt and copy it instead.'
            : ''}
      </p>
    </Card>
  )
}
