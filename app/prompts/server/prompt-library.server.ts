import { z } from 'zod'
import type { Where } from 'payload'
import { getPayloadClient } from '@cms/get-payload'
import type { PromptTemplate } from '@cms/payload-types'
import { packEntitlements } from '@schemas/payments/entitlements'
import { packOfferable, packsHeld, packsIncluding } from '@schemas/payments/pack-contents'
import { upsellPackLabels } from '@schemas/payments/upsell-labels'
import type { SessionStudent } from '~/core/session.server'
import { noRequestContext, type RequestContext } from '~/core/request-context.server'
import { studentData } from '~/core/student-data.server'
import { cachedContent } from '~/core/content-cache.server'
import { profileFromAnswers } from '~/learning'
import { savedFunnelAnswers } from '~/learning/index.server'
import { trackOf } from '~/learning-plan'
import { ownedPacks, upsellPage } from '~/payments/index.server'
import { chosenOptions, fillPrompt, type Placeholder } from '../rules/fill-prompt'
import { promptsInLibrary, promptsInTemplate } from '@schemas/content/prompt-count'
import { goalLabels, promptGoalOrder, promptPacks, type PromptGoal, type PromptPack } from '../rules/prompt-packs'

const querySchema = z.object({
  pack: z.enum(promptPacks).optional().catch(undefined),
  job: z.string().trim().max(80).optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  template: z.coerce.number().int().positive().optional().catch(undefined),
})

export type PromptRow = { id: number; title: string; meta: string; prompts: number; href: string }
export type TemplateView = {
  id: number
  title: string
  task: string
  where: string
  prompts: number
  prompt: string
  placeholders: Placeholder[]
  choices: Record<string, string>
  filled: string
  /** The page's query besides the template and its choices (pack, job). */
  keep: Record<string, string>
  back: { to: string; label: string }
}
export type PackTab = { pack: PromptPack; label: string; href: string; current: boolean }

export type PromptLibraryPage =
  | {
      kind: 'none'
      packs: { name: string; gives: readonly string[] }[]
      next: { to: string; label: string }
    }
  | {
      kind: 'library'
      pack: PromptPack
      tabs: PackTab[]
      total: number
      q: string
      /** Complete AI: the jobs, and the chosen job's tasks. */
      jobs: { job: string; tasks: number; href: string; current: boolean }[]
      job: string | null
      /** Personal boost: the goals, the student's own first. */
      goals: { goal: PromptGoal; label: string; mine: boolean; rows: PromptRow[] }[]
      rows: PromptRow[]
      template: TemplateView | null
      /** A pack the student asked for and does not hold. */
      locked: { name: string; gives: readonly string[] } | null
    }

const packHref = (pack: PromptPack) => (pack === 'complete_ai' ? '/prompts' : '/prompts?pack=personal_boost')

function libraryHref(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value))
  const query = search.toString()
  return query ? `/prompts?${query}` : '/prompts'
}

type Row = Pick<PromptTemplate, 'id' | 'title' | 'job' | 'goal' | 'task' | 'placeholders' | 'pack'>

/** A template as a row; `meta` names its job or goal where the list is not already one job's or goal's (search). */
function rowOf(doc: Row, named = false): PromptRow {
  const pack = doc.pack as PromptPack
  const where = pack === 'complete_ai' ? (doc.job ?? '') : doc.goal ? goalLabels[doc.goal] : ''
  return {
    id: Number(doc.id),
    title: doc.task,
    meta: named ? where : '',
    prompts: promptsInTemplate(doc),
    href: libraryHref({
      pack: pack === 'complete_ai' ? undefined : pack,
      job: pack === 'complete_ai' ? (doc.job ?? undefined) : undefined,
      template: doc.id,
    }),
  }
}

/** The prompt packs the student holds now: bought, or inside a bundle they bought (Ultimate holds both). */
export async function heldPromptPacks(student: SessionStudent): Promise<PromptPack[]> {
  const held = packsHeld(await ownedPacks(student))
  return promptPacks.filter((pack) => held.has(pack))
}

/**
 * Whether the AI pages link the prompt library: kept with the student's other reads until their
 * data changes (a purchase writes a payment). The library page itself checks the packs afresh.
 */
export function holdsPromptLibrary(student: SessionStudent, context: RequestContext = noRequestContext): Promise<boolean> {
  return studentData(context, student, 'holds-prompt-library', async () => (await heldPromptPacks(student)).length > 0)
}

/** Where a student without a prompt pack can get one: the add-on offers when one still sells a prompt pack. */
async function nextStep(request: Request, student: SessionStudent): Promise<{ to: string; label: string }> {
  const offers = await upsellPage(request, student).catch(() => null)
  const sellsPrompts = new Set(promptPacks.flatMap((pack) => packsIncluding(pack)))
  const held = packsHeld(offers?.owned ?? [])
  const buyable = offers?.offers.slice(offers.index).some((offer) => sellsPrompts.has(offer.pack) && packOfferable(offer.pack, held))
  return buyable ? { to: '/upsell', label: 'See the packs you can add' } : { to: '/home', label: 'Back to home' }
}

/** The student's goal as the library groups goals: their funnel answer, read as the learning plan reads it. */
async function studentGoal(student: SessionStudent, context: RequestContext): Promise<PromptGoal> {
  const { answers, funnelName } = await savedFunnelAnswers(student, context)
  const track = trackOf(profileFromAnswers(answers, { firstname: student.firstname, email: student.email, funnelName }).goal.value)
  return promptGoalOrder.includes(track) ? track : 'learning'
}

function templateView(doc: PromptTemplate, url: URL, back: { to: string; label: string }): TemplateView {
  const placeholders = (doc.placeholders ?? []).map(({ name, options }) => ({ name, options: options ?? [] }))
  const choices = chosenOptions(placeholders, (name) => url.searchParams.get(name))
  const keep: Record<string, string> = doc.pack === 'complete_ai' ? (doc.job ? { job: doc.job } : {}) : { pack: doc.pack }
  return {
    id: Number(doc.id),
    title: doc.title,
    task: doc.task,
    where: doc.pack === 'complete_ai' ? (doc.job ?? '') : doc.goal ? goalLabels[doc.goal] : '',
    prompts: promptsInTemplate(doc),
    prompt: doc.prompt,
    placeholders,
    choices,
    filled: fillPrompt(doc.prompt, choices),
    keep,
    back,
  }
}

/**
 * The prompt library page (issue #46): browse by job and task (Complete AI) or by goal (Personal
 * boost), search, and one template with its choices filled. The templates are staff-only in the
 * CMS; they are read here as the site, and only after the student's packs were checked, and only
 * from the packs they hold.
 */
export async function loadPromptLibrary(
  student: SessionStudent,
  request: Request,
  context: RequestContext = noRequestContext,
): Promise<PromptLibraryPage> {
  const url = new URL(request.url)
  const query = querySchema.parse(Object.fromEntries(url.searchParams))
  const held = await heldPromptPacks(student)
  if (held.length === 0) {
    return {
      kind: 'none',
      packs: promptPacks.map((pack) => ({ name: upsellPackLabels[pack], gives: packEntitlements[pack].gives })),
      next: await nextStep(request, student),
    }
  }
  const pack = query.pack ?? held[0]!
  const tabs = held.map((candidate) => ({
    pack: candidate,
    label: upsellPackLabels[candidate],
    href: packHref(candidate),
    current: candidate === pack,
  }))
  const base = {
    kind: 'library' as const,
    pack,
    tabs,
    q: query.q ?? '',
    jobs: [],
    job: null,
    goals: [],
    rows: [],
    template: null,
    locked: null,
    total: 0,
  }
  if (!held.includes(pack)) return { ...base, locked: { name: upsellPackLabels[pack], gives: packEntitlements[pack].gives } }

  const payload = await getPayloadClient()
  const find = (where: Where, limit = 0) =>
    payload.find({
      collection: 'prompt-templates',
      // Staff-only in the CMS: read as the site, for a pack the student was just found to hold.
      overrideAccess: true,
      where: { and: [{ pack: { equals: pack } }, where] },
      // No `select`: with it Payload 3 returns the placeholders' hasMany options empty.
      sort: 'order',
      depth: 0,
      ...(limit ? { limit } : { pagination: false }),
    })
  // The pack's templates are the same for every holder: kept until content changes.
  const all = await cachedContent(`prompt-templates|${pack}`, async () => (await find({})).docs as Row[])
  const total = promptsInLibrary(all)

  let template: TemplateView | null = null
  if (query.template) {
    const { docs } = await payload.find({
      collection: 'prompt-templates',
      overrideAccess: true,
      where: { and: [{ id: { equals: query.template } }, { pack: { equals: pack } }] },
      depth: 0,
      limit: 1,
    })
    const doc = docs[0]
    if (doc) {
      const back =
        pack === 'complete_ai'
          ? { to: libraryHref({ job: doc.job ?? undefined }), label: `${doc.job} prompts` }
          : { to: packHref(pack), label: 'Your goal prompts' }
      template = templateView(doc, url, back)
    }
  }

  const rows = query.q
    ? (await find({ or: [{ title: { like: query.q } }, { prompt: { like: query.q } }] }, 50)).docs.map((doc) => rowOf(doc as Row, true))
    : []

  if (pack === 'complete_ai') {
    const jobNames = [...new Set(all.map((doc) => doc.job ?? '').filter(Boolean))]
    const job = query.job && jobNames.includes(query.job) ? query.job : null
    return {
      ...base,
      total,
      template,
      job,
      jobs: jobNames.map((name) => ({
        job: name,
        tasks: all.filter((doc) => doc.job === name).length,
        href: libraryHref({ job: name }),
        current: name === job,
      })),
      rows: query.q ? rows : job ? all.filter((doc) => doc.job === job).map((doc) => rowOf(doc)) : [],
    }
  }

  const mine = await studentGoal(student, context)
  const goals = [mine, ...promptGoalOrder.filter((goal) => goal !== mine)].map((goal) => ({
    goal,
    label: goalLabels[goal],
    mine: goal === mine,
    rows: all.filter((doc) => doc.goal === goal).map((doc) => rowOf(doc)),
  }))
  return { ...base, total, template, goals, rows }
}
