import { Form, Link } from '@remix-run/react'
import { BookOpenText, Search } from 'lucide-react'
import { Badge, Button, ButtonLink, EmptyState, List, ListRow, TextField } from '~/ui'
import type { PromptLibraryPage } from '../server/prompt-library.server'
import { PromptTemplateCard } from './prompt-template-card'

type Library = Extract<PromptLibraryPage, { kind: 'library' }>
type Row = Library['rows'][number]

const count = (n: number) => n.toLocaleString('en-US')

/** ["600 prompts…", "A 4-week practice plan"] → "600 prompts… and a 4-week practice plan". */
const listed = (gives: readonly string[]) =>
  gives.map((give, index) => (index ? give.charAt(0).toLowerCase() + give.slice(1) : give)).join(' and ')

/** A student without a prompt pack: what the packs hold, and a way on (never a dead end). */
export function NoPromptPack({ packs, next }: Extract<PromptLibraryPage, { kind: 'none' }>) {
  return (
    <EmptyState
      title="The prompt library comes with a prompt pack"
      icon={<BookOpenText size={26} aria-hidden="true" />}
      action={<ButtonLink to={next.to}>{next.label}</ButtonLink>}
    >
      {packs.map((pack) => `${pack.name}: ${listed(pack.gives)}.`).join(' ')}
    </EmptyState>
  )
}

function PackTabs({ tabs }: Pick<Library, 'tabs'>) {
  if (tabs.length < 2) return null
  return (
    <nav className="prompt-chips" aria-label="Prompt packs">
      {tabs.map((tab) => (
        <Link key={tab.pack} to={tab.href} aria-current={tab.current ? 'page' : undefined}>
          {tab.label}
        </Link>
      ))}
    </nav>
  )
}

function PromptSearch({ q, pack }: { q: string; pack: Library['pack'] }) {
  return (
    <Form method="get" action="/prompts" role="search" className="prompt-search">
      {pack === 'complete_ai' ? null : <input type="hidden" name="pack" value={pack} />}
      <TextField label="Search the prompts" name="q" type="search" defaultValue={q} placeholder="e.g. cold email, proposal, meeting" />
      <Button type="submit" variant="secondary">
        <Search size={18} aria-hidden="true" />
        Search
      </Button>
    </Form>
  )
}

function Rows({ rows, label }: { rows: Row[]; label: string }) {
  return (
    <List label={label}>
      {rows.map((row) => (
        <ListRow
          key={row.id}
          to={row.href}
          title={row.title}
          meta={row.meta || undefined}
          end={<Badge tone="neutral">{count(row.prompts)} prompts</Badge>}
        />
      ))}
    </List>
  )
}

function SearchResults({ q, rows }: { q: string; rows: Row[] }) {
  return (
    <section aria-labelledby="prompt-results" className="prompt-section">
      <h2 id="prompt-results">Prompts for “{q}”</h2>
      {rows.length ? (
        <Rows rows={rows} label={`Prompts for ${q}`} />
      ) : (
        <EmptyState title="No prompt matches that">Try another word, such as email, plan or post, or browse by job below.</EmptyState>
      )}
    </section>
  )
}

function CompleteAi({ page }: { page: Library }) {
  const job = page.job && !page.q ? page.job : null
  return (
    <>
      {page.q ? <SearchResults q={page.q} rows={page.rows} /> : null}
      {/* A chosen job's tasks come first: on a phone they would sit below twenty job chips. */}
      {job ? (
        <section aria-labelledby="prompt-tasks" className="prompt-section">
          <h2 id="prompt-tasks">{job}: pick a task</h2>
          <Rows rows={page.rows} label={`${job} tasks`} />
        </section>
      ) : null}
      <section aria-labelledby="prompt-jobs" className="prompt-section">
        <h2 id="prompt-jobs">{job ? 'Other jobs' : 'Browse by job'}</h2>
        <nav className="prompt-chips" aria-label="Jobs">
          {page.jobs.map((item) => (
            <Link key={item.job} to={item.href} aria-current={item.current ? 'page' : undefined} preventScrollReset>
              {item.job}
            </Link>
          ))}
        </nav>
      </section>
    </>
  )
}

function PersonalBoost({ page }: { page: Library }) {
  return (
    <>
      {page.q ? <SearchResults q={page.q} rows={page.rows} /> : null}
      {page.goals.map((goal) => (
        <section key={goal.goal} aria-labelledby={`goal-${goal.goal}`} className="prompt-section">
          <h2 id={`goal-${goal.goal}`}>
            {goal.label} {goal.mine ? <Badge>Your goal</Badge> : null}
          </h2>
          <Rows rows={goal.rows} label={goal.label} />
        </section>
      ))}
    </>
  )
}

/** The library of the packs the student holds: one template, or browsing and search. */
export function PromptLibrary({ page }: { page: Library }) {
  if (page.template) return <PromptTemplateCard key={page.template.id} {...page.template} />
  return (
    <div className="prompt-library">
      <PackTabs tabs={page.tabs} />
      {page.locked ? (
        <EmptyState title={`The ${page.locked.name} is not yours yet`} action={<ButtonLink to="/prompts">Open your prompts</ButtonLink>}>
          {`It holds ${listed(page.locked.gives)}.`}
        </EmptyState>
      ) : (
        <>
          <p className="prompt-library__intro">
            {page.pack === 'complete_ai'
              ? `${count(page.total)} prompts, sorted by job and task. Pick one, fill in your details, then copy it or try it in the assistant.`
              : `${count(page.total)} prompts picked for your goal, your own goal first. Pick one, fill in your details, then copy it or try it in the assistant.`}
          </p>
          <PromptSearch q={page.q} pack={page.pack} />
          {page.pack === 'complete_ai' ? <CompleteAi page={page} /> : <PersonalBoost page={page} />}
        </>
      )}
    </div>
  )
}
