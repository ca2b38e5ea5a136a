/**
 * Issue #46: the prompt packs open a prompt library that holds what the offers say. On the seeded
 * library: its counted size per pack, who may read it (holders only, a bundle holds both packs),
 * browsing a job, searching, and one template filled from the page's query.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { SeedRun } from '@cms/seed/ensure'
import { seedPromptTemplates } from '@cms/seed/prompt-templates'
import { promptCount } from '../../app/prompts/server/prompt-count.server'
import { loadPromptLibrary, type PromptLibraryPage } from '../../app/prompts/server/prompt-library.server'
import type { SessionStudent } from '../../app/core/session.server'
import { grantPack } from '../support/purchases'
import { createStudent, getPayloadClient } from '../support/students'

type Library = Extract<PromptLibraryPage, { kind: 'library' }>

const open = (student: SessionStudent, query = '') => loadPromptLibrary(student, new Request(`http://localhost/prompts${query}`))

async function library(student: SessionStudent, query = ''): Promise<Library> {
  const page = await open(student, query)
  if (page.kind !== 'library') throw new Error(`expected the library, got ${page.kind}`)
  return page
}

async function studentWith(...packs: Parameters<typeof grantPack>[1][]): Promise<SessionStudent> {
  const { student } = await createStudent({ firstname: 'Ada' })
  for (const pack of packs) await grantPack(student.id, pack)
  return student as SessionStudent
}

beforeAll(async () => {
  await seedPromptTemplates(new SeedRun(await getPayloadClient()))
}, 120_000)

describe('the size of the prompt library', () => {
  it('holds at least the 30,000 and 600 prompts the offers promise, Ultimate both', async () => {
    const complete = await promptCount('complete_ai')
    const boost = await promptCount('personal_boost')
    expect(complete).toBeGreaterThanOrEqual(30_000)
    expect(boost).toBeGreaterThanOrEqual(600)
    expect(await promptCount('ultimate_ai')).toBe(complete + boost)
    expect(await promptCount('ai_tools')).toBe(0)
  })

  it('seeds again without creating anything twice', async () => {
    const run = new SeedRun(await getPayloadClient())
    await seedPromptTemplates(run)
    expect(run.created['prompt-templates'] ?? 0).toBe(0)
  })
})

describe('writing a template in the CMS', () => {
  const template = { title: 'Test: a template', pack: 'complete_ai' as const, job: 'Tester', task: 'Test a prompt', order: 1 }

  const invalid = (message: RegExp) => ({ data: { errors: [expect.objectContaining({ message: expect.stringMatching(message) })] } })

  it('refuses a placeholder without options, options for no placeholder, and a Complete AI prompt without a job', async () => {
    const payload = await getPayloadClient()
    await expect(
      payload.create({ collection: 'prompt-templates', data: { ...template, prompt: 'Write in a {{tone}} tone.', placeholders: [] } }),
    ).rejects.toMatchObject(invalid(/\{\{tone\}\} has no options/))
    await expect(
      payload.create({
        collection: 'prompt-templates',
        data: { ...template, prompt: 'Write it well.', placeholders: [{ name: 'tone', options: ['warm'] }] },
      }),
    ).rejects.toMatchObject(invalid(/"tone" is not used in the prompt/))
    await expect(
      payload.create({ collection: 'prompt-templates', data: { ...template, job: '', prompt: 'Write it well.', placeholders: [] } }),
    ).rejects.toMatchObject(invalid(/needs a job/))
  })
})

describe('who reads the library', () => {
  it('refuses a student without a prompt pack, with what the packs hold and a way on', async () => {
    const student = await studentWith('ai_tools')
    const page = await open(student)
    expect(page).toMatchObject({ kind: 'none', next: { to: '/home' } })
    if (page.kind === 'none')
      expect(page.packs.map((pack) => pack.gives[0])).toEqual([
        expect.stringMatching(/30,000 prompts/),
        expect.stringMatching(/600 prompts/),
      ])
    // Nor can the templates be read over the CMS as that student.
    const payload = await getPayloadClient()
    await expect(
      payload.find({
        collection: 'prompt-templates',
        overrideAccess: false,
        user: { ...student, collection: 'students' } as never,
        limit: 1,
      }),
    ).rejects.toThrow()
  })

  it('shows a Complete AI holder their pack and not the Personal boost one', async () => {
    const student = await studentWith('complete_ai')
    const page = await library(student)
    expect(page.tabs.map((tab) => tab.pack)).toEqual(['complete_ai'])
    expect(page.total).toBeGreaterThanOrEqual(30_000)
    expect((await library(student, '?pack=personal_boost')).locked).toMatchObject({ name: 'Personal boost pack' })
  })

  it('opens both packs to an Ultimate AI holder', async () => {
    const student = await studentWith('ultimate_ai')
    const complete = await library(student)
    expect(complete.tabs.map((tab) => tab.pack)).toEqual(['complete_ai', 'personal_boost'])
    const boost = await library(student, '?pack=personal_boost')
    expect(boost.locked).toBeNull()
    expect(boost.total).toBeGreaterThanOrEqual(600)
    expect(boost.goals.flatMap((goal) => goal.rows)).toHaveLength(20)
  })
})

describe('browsing, search and one template', () => {
  let student: SessionStudent
  beforeAll(async () => {
    student = await studentWith('complete_ai')
  })

  it('lists the jobs, then a job’s tasks', async () => {
    const page = await library(student)
    expect(page.jobs.length).toBeGreaterThanOrEqual(20)
    expect(page.rows).toEqual([])
    const freelancer = await library(student, '?job=Freelancer')
    expect(freelancer.job).toBe('Freelancer')
    expect(freelancer.rows.map((row) => row.title)).toContain('Write a cold email')
    expect(freelancer.rows.every((row) => row.prompts >= 125)).toBe(true)
  })

  it('searches titles and prompts', async () => {
    const page = await library(student, '?q=cold%20email')
    expect(page.rows.length).toBeGreaterThanOrEqual(20)
    expect(page.rows.every((row) => row.title === 'Write a cold email')).toBe(true)
    expect(page.rows.map((row) => row.meta)).toContain('Marketer')
    expect((await library(student, '?q=zzzxq')).rows).toEqual([])
  })

  it('fills a template with the options asked for, and the first option for anything else', async () => {
    const { rows } = await library(student, '?job=Freelancer')
    const cold = rows.find((row) => row.title === 'Write a cold email')!
    const page = await library(
      student,
      `?job=Freelancer&template=${cold.id}&audience=${encodeURIComponent('a past client')}&topic=nonsense`,
    )
    expect(page.template).toMatchObject({ task: 'Write a cold email', choices: { audience: 'a past client', topic: 'a website redesign' } })
    expect(page.template!.filled).toContain('Write a cold email to a past client about a website redesign')
    expect(page.template!.filled).not.toContain('{{')
  })

  it('puts the student’s own goal first in the Personal boost pack', async () => {
    const holder = await studentWith('personal_boost')
    const payload = await getPayloadClient()
    await payload.create({
      collection: 'funnel-sessions',
      overrideAccess: true,
      data: {
        visitorId: '2b1c7a56-5d0e-4c59-9a53-1f7c3a2d9e10',
        funnelId: 'challenge_v1',
        funnelVersion: 1,
        state: {},
        student: holder.id,
        answers: [{ step: 'screen2', question: 'What is your main goal?', data: { value: 'Grow in my current career' } }],
      },
    })
    const page = await library(holder)
    expect(page.pack).toBe('personal_boost')
    expect(page.goals[0]).toMatchObject({ goal: 'career', mine: true })
    expect(page.goals[0]!.rows).toHaveLength(5)
  })
})
