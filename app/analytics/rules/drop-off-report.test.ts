import { describe, expect, it } from 'vitest'
import { dropOffReport } from './drop-off-report'
import { type FunnelSession, groupSessions, type RecordedEvent } from './funnel-session'

/**
 * A session's events as the player fires them, from a path like 'intro@0 quiz@5 completed@9'
 * (screen id @ second); email and paywall screens add their own event at the same instant.
 */
function visit(visitorId: string, path: string, outcome: Partial<FunnelSession> = {}): FunnelSession {
  const event = (name: RecordedEvent['name'], second: number, screenId?: string, suffix = ''): RecordedEvent => ({
    eventId: `${visitorId}-${second}-${name}${suffix}`,
    name,
    visitorId,
    funnelId: 'f',
    variant: 'a',
    occurredAt: new Date(Date.UTC(2025, 0, 6, 10, 0, second)).toISOString(),
    ...(screenId ? { screenId } : {}),
  })
  const moves = path.split(' ').map((move) => move.split('@') as [string, string])
  const events = [event('funnel.started', Number(moves[0]![1]))]
  for (const [screenId, second] of moves.map(([id, s]) => [id, Number(s)] as const)) {
    if (screenId === 'completed') events.push(event('funnel.completed', second))
    else events.push(event('screen.presented', second, screenId, screenId))
    if (screenId === 'email') events.push(event('registration.presented', second, screenId))
    if (screenId === 'paywall') events.push(event('paywall.presented', second, screenId))
  }
  return { visitorId, funnelId: 'f', variant: 'a', events, ...outcome }
}

const funnel = ['intro', 'quiz', 'email', 'paywall']
const fourVisitors = [
  visit('v1', 'intro@0 quiz@5 email@12 paywall@20', { checkout: true, purchase: true }),
  visit('v2', 'intro@0 quiz@8 email@15'),
  visit('v3', 'intro@0'),
  visit('v4', 'intro@0 quiz@4 email@10 paywall@30'),
]

/** Each screen as 'id saw/wentOn median-ms'. */
const rows = (sessions: FunnelSession[], order = funnel) =>
  dropOffReport(sessions, order).screens.map((row) => `${row.screenId} ${row.saw}/${row.wentOn} ${row.medianTimeOnScreenMs}`)

describe('dropOffReport', () => {
  it('counts who saw each screen and who went on, with the median time to the next screen', () => {
    // Intro times 5, 8 and 4 s: the median is 5 s. A last screen has no measured time.
    expect(rows(fourVisitors)).toEqual(['intro 4/3 5000', 'quiz 3/3 7000', 'email 3/2 8000', 'paywall 2/1 null'])
    const report = dropOffReport(fourVisitors, funnel)
    expect(report.screens[0]).toMatchObject({ droppedOff: 1, dropOffRate: 0.25 })
    expect(report.steps.map(({ step, sessions }) => `${step} ${sessions}`)).toEqual([
      'started 4',
      'email 3',
      'paywall 2',
      'checkout 1',
      'purchase 1',
    ])
    expect(report.steps[2]!.shareOfStarted).toBe(0.5)
  })

  it('neither counts nor drops a screen that a skip rule or branch passed over', () => {
    const sessions = [visit('skips', 'a@0 b@2 d@4 completed@6'), visit('sees', 'a@0 b@3 c@5 d@9 completed@10')]
    const report = dropOffReport(sessions, ['a', 'b', 'c', 'd', 'never'])
    expect(rows(sessions, ['a', 'b', 'c', 'd', 'never'])).toEqual([
      'a 2/2 2000',
      'b 2/2 2000',
      'c 1/1 4000',
      'd 2/2 1000',
      'never 0/0 null',
    ])
    expect(report.screens.map((row) => row.dropOffRate)).toEqual([0, 0, 0, 0, null])
  })

  it('lists screens in the definition order whatever order a branch met them in, retired screens last', () => {
    expect(rows([visit('v', 'd@0 old@1 b@2')], ['a', 'b', 'd'])).toEqual(['a 0/0 null', 'b 1/0 null', 'd 1/1 1000', 'old 1/1 1000'])
  })

  it('counts a screen seen twice after going back once, adding up the time spent on it', () => {
    const back = visit('v', 'a@0 b@10 a@15 b@20 c@30 completed@40')
    expect(rows([back], ['a', 'b', 'c'])).toEqual(['a 1/1 15000', 'b 1/1 15000', 'c 1/1 10000'])
  })

  it('drops a visitor who went back and left at the screen they left from', () => {
    expect(rows([visit('v', 'a@0 b@10 a@15')], ['a', 'b'])).toEqual(['a 1/0 10000', 'b 1/1 5000'])
  })

  it('reads duplicated and out-of-order events as the clean sequence', () => {
    const outcomes = [{ visitorId: 'v1', funnelId: 'f', variant: 'a', checkout: false, purchase: true }]
    const allEvents = fourVisitors.flatMap((session) => session.events)
    const messy = [...allEvents, ...allEvents.filter((_, i) => i % 3 === 0)].reverse()
    const regrouped = groupSessions(messy, outcomes)
    expect(dropOffReport(regrouped, funnel)).toEqual(dropOffReport(fourVisitors, funnel))
    expect(regrouped.find((session) => session.visitorId === 'v1')).toMatchObject({ checkout: true, purchase: true })
  })

  it('orders moves of the same millisecond by event id, whatever order they arrived in', () => {
    const sameInstant = visit('v', 'a@0 b@3 c@3')
    const reversed = { ...sameInstant, events: [...sameInstant.events].reverse() }
    // 'v-3-screen.presentedb' sorts before 'v-3-screen.presentedc': b lasted 0 ms, the visitor stopped at c.
    expect(rows([sameInstant], ['a', 'b', 'c'])).toEqual(['a 1/1 3000', 'b 1/1 0', 'c 1/0 null'])
    expect(rows([reversed], ['a', 'b', 'c'])).toEqual(rows([sameInstant], ['a', 'b', 'c']))
  })

  it('does not take the registration event of an email screen for a move to another screen', () => {
    const session = visit('v', 'quiz@0 email@4')
    // Same millisecond, and an id that sorts before the screen's own event.
    const events = session.events.map((event) => (event.name === 'registration.presented' ? { ...event, eventId: '0' } : event))
    expect(rows([{ ...session, events }], ['quiz', 'email'])).toEqual(['quiz 1/1 4000', 'email 1/0 null'])
  })

  it('counts a checkout as going on from the paywall, and leaves out events without a valid time', () => {
    const paid = visit('v', 'paywall@0', { checkout: true })
    const unreadable = visit('w', 'paywall@0')
    const broken = { ...unreadable, events: unreadable.events.map((event) => ({ ...event, occurredAt: 'soon' })) }
    expect(rows([paid, broken], ['paywall'])).toEqual(['paywall 1/1 null'])
    expect(dropOffReport([broken], ['paywall']).steps[0]!.sessions).toBe(0)
  })
})
