import { Bot, Clapperboard, Image as ImageIcon, MessageSquareText } from 'lucide-react'
import type { LandingContent } from '../server/landing.server'

/** A drawn mark for a tool the CMS gives no image, by what its name says it makes. */
function toolIcon(title: string) {
  if (/video|avatar/i.test(title)) return Clapperboard
  if (/journey|image|dall|design|picture/i.test(title)) return ImageIcon
  if (/chat|gpt|claude|gemini|text|write/i.test(title)) return MessageSquareText
  return Bot
}

/** Each tool in its own colour (from the CMS) with the number of topics that teach it. */
export function ToolCards({ tools }: { tools: LandingContent['tools'] }) {
  if (tools.length === 0) return null
  return (
    <section className="l-section" aria-labelledby="tools-heading">
      <h2 id="tools-heading">AI tools you will master</h2>
      <ul className="l-grid l-tools">
        {tools.map((tool) => {
          const Icon = toolIcon(tool.title)
          return (
            <li key={tool.id} className="l-card l-tool" style={{ borderTopColor: tool.color }} data-testid="tool-card">
              {tool.image ? (
                <img src={tool.image} alt="" width={56} height={56} loading="lazy" decoding="async" className="l-tool-image" />
              ) : (
                <span className="l-icon" style={{ background: tool.color }} aria-hidden="true">
                  <Icon size={26} color="#fff" />
                </span>
              )}
              <div>
                <h3>{tool.title}</h3>
                <p className="l-pill">{tool.description}</p>
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
