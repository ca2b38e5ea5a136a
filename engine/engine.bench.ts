import { bench, describe } from 'vitest'
import { createActor, initialTransition, transition } from 'xstate'
import { parseFunnel } from '../schemas/funnel/parse'
import { createFunnelMachine } from './create-funnel-machine'
import { buildFunnel, choice, info, paywall, testNow } from './test-support/funnel-factory'

// funnels/ may be empty (or hold a file being written): compile whatever parses, skip the rest.
const files = import.meta.glob<unknown>('../funnels/*.json', { eager: true, import: 'default' })
const funnels = Object.entries(files).flatMap(([file, raw]) => {
  const parsed = parseFunnel(raw)
  if (!parsed.success) console.warn(`engine.bench: skipping ${file} (${parsed.issues[0]?.path}: ${parsed.issues[0]?.message})`)
  return parsed.success ? [parsed.data] : []
})

const small = buildFunnel([choice('q1', ['a', 'b', 'c']), info('i1'), choice('q2'), paywall()])

// The budget: validating and compiling all 12 funnels together stays under 50 ms.
describe('all funnels', () => {
  const raws = Object.values(files)
  bench(`validate + compile all ${raws.length} funnels`, () => {
    for (const raw of raws) {
      const parsed = parseFunnel(raw)
      if (parsed.success) createFunnelMachine(parsed.data)
    }
  })
})

describe('createFunnelMachine', () => {
  bench('small funnel (4 screens)', () => {
    createFunnelMachine(small)
  })
  for (const definition of funnels) {
    bench(`${definition.id} (${definition.screens.length} screens)`, () => {
      createFunnelMachine(definition)
    })
  }
})

describe('transition', () => {
  const machine = createFunnelMachine(small)
  const [start] = initialTransition(machine, { now: testNow })
  // vitest runs no per-iteration setup, so the actor steps back after each answer to stay on q1.
  const actor = createActor(machine, { input: { now: testNow } }).start()

  bench('actor.send answer.select on a small funnel (+ nav.back to reset)', () => {
    actor.send({ type: 'answer.select', optionId: 'b' })
    actor.send({ type: 'nav.back' })
  })

  bench('transition(answer.select), pure, on a small funnel', () => {
    transition(machine, start, { type: 'answer.select', optionId: 'b' })
  })
})
