import type { LandingContent } from '../server/landing.server'

export function ToolCards({ tools }: { tools: LandingContent['tools'] }) {
  if (tools.length === 0) return null
  return (
    <section className="l-section" aria-labelledby="tools-heading">
      <h2 id="tools-heading">AI tools you will master</h2>
      <ul className="l-grid">
        {tools.map((tool) => (
          <li key={tool.id} className="l-card l-tool" style={{ borderTopColor: tool.color }}>
            <h3>{tool.title}</h3>
            <p>{tool.description}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
