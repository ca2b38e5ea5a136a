import { describe, expect, it } from 'vitest'
import { cardText, transactionDescription } from './transaction-label'

const names = {
  plans: new Map([['plan_4w', '4-week plan']]),
  packs: new Map([
    ['upsell_ai_tools', 'ai_tools'],
    ['upsell_ultimate_ai', 'ultimate_ai'],
    ['upsell_ultimate_ai_sale', 'ultimate_ai'],
  ] as const),
}

describe('transactionDescription', () => {
  it('names an add-on by its own pack, never as the plan', () => {
    expect(transactionDescription({ kind: 'upsell', productId: 'upsell_ai_tools' }, names)).toBe('AI tools pack')
    expect(transactionDescription({ kind: 'upsell', productId: 'upsell_ultimate_ai_sale' }, names)).toBe('Ultimate AI pack')
    expect(transactionDescription({ kind: 'refund', productId: 'upsell_ultimate_ai' }, names)).toBe('Ultimate AI pack — refund')
  })

  it('names a plan payment by the plan and what it was', () => {
    expect(transactionDescription({ kind: 'charge', productId: 'plan_4w' }, names)).toBe('4-week plan — first payment')
    expect(transactionDescription({ kind: 'renewal', productId: 'plan_4w' }, names)).toBe('4-week plan — renewal')
    expect(transactionDescription({ kind: 'plan_change', productId: null }, names)).toBe('AI learning plan — plan change')
  })
})

describe('cardText', () => {
  it('says the digits once, without a second "Card"', () => {
    expect(cardText('0077')).toBe('•••• 0077')
    expect(cardText(null)).toBeNull()
  })
})
