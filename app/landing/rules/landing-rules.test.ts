import { describe, expect, it } from 'vitest'
import { calculatorStart, minutesPerDay, moneyRange, shownMoney } from './calculator'
import { fillYear, fillYearEverywhere, landingCopy, landingCopyFor } from './landing-copy'
import { counterDuration, counters, counterValue, subscribersCounter } from './counter'
import { audienceCeiling, projectAudience, projectionSeries } from './growth-projection'

describe('minutesPerDay', () => {
  it('is money / 1000 × 5 for one area', () => {
    expect(minutesPerDay(1000, 1)).toBe(5)
    expect(minutesPerDay(3000, 1)).toBe(15)
    expect(minutesPerDay(1500, 1)).toBe(8) // 7.5 rounds up
  })

  it('adds 0.2 per selected area beyond the first', () => {
    expect(minutesPerDay(3000, 2)).toBe(18) // 15 × 1.2
    expect(minutesPerDay(2000, 3)).toBe(14) // 10 × 1.4
    expect(minutesPerDay(2000, 0)).toBe(10)
  })

  it('is capped at 30 minutes', () => {
    expect(minutesPerDay(5000, 3)).toBe(30) // 25 × 1.4 = 35
    expect(minutesPerDay(100_000, 1)).toBe(30)
  })

  it('is 0 for no money or nonsense', () => {
    expect(minutesPerDay(0, 2)).toBe(0)
    expect(minutesPerDay(Number.NaN, 2)).toBe(0)
  })
})

describe('projectAudience', () => {
  it('compounds daily for the first 30 days at the platform rate', () => {
    expect(projectAudience(1000, 0, 'instagram')).toBe(1000)
    expect(projectAudience(1000, 10, 'tiktok')).toBe(Math.round(1000 * 1.015 ** 10))
    expect(projectAudience(1000, 30, 'youtube')).toBe(Math.round(1000 * 1.007 ** 30))
  })

  it('follows a logistic curve after day 30 that keeps rising but never passes 1,000,000', () => {
    const series = projectionSeries(500_000, 2000, 'tiktok')
    for (let day = 1; day < series.length; day++) expect(series[day]!).toBeGreaterThanOrEqual(series[day - 1]!)
    expect(Math.max(...series)).toBeLessThanOrEqual(audienceCeiling)
    expect(series.at(-1)).toBe(audienceCeiling)
    expect(projectAudience(10_000_000, 10, 'instagram')).toBe(audienceCeiling)
  })

  it('is continuous at day 30', () => {
    const day30 = projectAudience(1000, 30, 'instagram')
    expect(Math.abs(projectAudience(1000, 31, 'instagram') - day30)).toBeLessThan(day30 * 0.02)
  })
})

describe('counters', () => {
  it('count subscribers by 1,000 every 10 ms up to 50,000', () => {
    expect(counterValue(counters.subscribers, 9)).toBe(0)
    expect(counterValue(counters.subscribers, 10)).toBe(1000)
    expect(counterValue(counters.subscribers, 255)).toBe(25_000)
    expect(counterValue(counters.subscribers, 10_000)).toBe(50_000)
    expect(counterDuration(counters.subscribers)).toBe(500)
  })

  it('count the learners from Site settings up in the same 50 steps', () => {
    const spec = subscribersCounter(500_000)
    expect(counterValue(spec, 10)).toBe(10_000)
    expect(counterValue(spec, 10_000)).toBe(500_000)
    expect(counterDuration(spec)).toBe(500)
    expect(subscribersCounter(50_000)).toEqual(counters.subscribers)
  })

  it('count days by 1 every 15 ms up to 28', () => {
    expect(counterValue(counters.challengeDays, 30)).toBe(2)
    expect(counterValue(counters.challengeDays, 1000)).toBe(28)
  })

  it('start the calculator money 500 ms after it becomes visible', () => {
    expect(counterValue(counters.calculatorMoney, 510)).toBe(0)
    expect(counterValue(counters.calculatorMoney, 515)).toBe(100)
    expect(counterValue(counters.calculatorMoney, 800)).toBe(2000)
    expect(counterValue(counters.calculatorMoney, 5000)).toBe(3000)
    expect(counterDuration(counters.calculatorMoney)).toBe(950)
  })
})

describe('the calculator before the visitor touches it', () => {
  it('starts at the spec’s $3,000 with one area: about 15 minutes a day, never $0 or 0 minutes', () => {
    expect(calculatorStart.money).toBe(counters.calculatorMoney.max)
    expect(minutesPerDay(calculatorStart.money, calculatorStart.areas.length)).toBe(15)
  })

  it('shows the counter’s value no lower than the range, and the visitor’s choice once made', () => {
    expect(shownMoney(null, counterValue(counters.calculatorMoney, 0))).toBe(moneyRange.min)
    expect(shownMoney(null, 2000)).toBe(2000)
    expect(shownMoney(7500, 3000)).toBe(7500)
  })
})

describe('dated landing copy', () => {
  it('fills {{year}} with the year of the render time', () => {
    expect(fillYear('Earn $100K in {{year}}', new Date('2031-06-01T00:00:00Z'))).toBe('Earn $100K in 2031')
    expect(fillYear('{{ year }} / {{year}}', new Date('2027-01-01T00:00:00Z'))).toBe('2027 / 2027')
  })

  it('leaves no year written into the copy itself', () => {
    expect(JSON.stringify(landingCopy)).not.toMatch(/\b20\d\d\b/)
    expect(landingCopyFor('/landing-v1', new Date('2030-03-03T00:00:00Z')).title).toBe('Earn $100K in 2030 with AI — 20 minutes a day')
  })

  it('states the product facts Site settings give', () => {
    const facts = { learners: 612_000, dailyMinutes: '15–20', aiTools: 12, courses: 11, challenges: 2 }
    const copy = landingCopyFor('/landing-v1', new Date('2030-03-03T00:00:00Z'), facts)
    expect(copy.title).toBe('Earn $100K in 2030 with AI — 15–20 minutes a day')
    expect(copy.lede).toContain('Over 612,000 people')
  })

  it('fills {{year}} in every text of the CMS content and leaves other values alone', () => {
    const content = {
      funnelId: 'challenge_100k',
      faqs: [{ id: 1, question: 'Is {{year}} too late to start?', answer: 'No.', link: null }],
      priceBlocks: [{ id: 2, sale: 50, benefits: ['New courses all through {{year}}'] }],
    }
    expect(fillYearEverywhere(content, new Date('2029-05-05T00:00:00Z'))).toEqual({
      funnelId: 'challenge_100k',
      faqs: [{ id: 1, question: 'Is 2029 too late to start?', answer: 'No.', link: null }],
      priceBlocks: [{ id: 2, sale: 50, benefits: ['New courses all through 2029'] }],
    })
  })
})
