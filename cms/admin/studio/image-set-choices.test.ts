import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { listImageSets } from '../../collections/Funnels/image-sets'
import { imageSetFit, imageSetName, imageSetStatus, picturesUsed } from './image-set-choices'

describe('image sets to pick from', () => {
  it('lists the folders that exist with their pictures, the standard set first', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'image-sets-'))
    for (const [set, files] of Object.entries({
      v2: ['goal.svg', 'notes.txt'],
      default: ['shield.svg', 'goal.svg'],
      'Bad Name': ['x.svg'],
    })) {
      mkdirSync(path.join(dir, set))
      for (const file of files) writeFileSync(path.join(dir, set, file), '')
    }
    expect(listImageSets(dir)).toEqual([
      { id: 'default', pictures: ['goal.svg', 'shield.svg'] },
      { id: 'v2', pictures: ['goal.svg'] },
    ])
    expect(listImageSets(path.join(dir, 'missing'))).toEqual([])
  })

  it('finds the real sets of the site', () => {
    const sets = listImageSets()
    expect(sets.map((set) => set.id)).toEqual(['default', 'v2'])
    expect(sets[0]!.pictures).toContain('goal.svg')
  })

  it('names a set in words, never by its folder alone', () => {
    expect(imageSetName('default')).toBe('Standard set')
    expect(imageSetName('v2')).toBe('Set 2')
    expect(imageSetName('black-friday')).toBe('Black friday')
  })

  it("previews the funnel's own pictures first and names those a set lacks", () => {
    const definition = {
      settings: { imageSet: 'default.svg' },
      screens: [
        { id: 'a', image: 'goal.svg', options: [{ icon: '🎯' }, { image: './shield.svg' }] },
        {
          id: 'b',
          image: '/images/funnels/default/avatar-1.svg',
          slides: [{ image: 'https://cdn.example/x.png' }, { image: 'week-1.svg' }],
        },
      ],
    }
    const used = picturesUsed(definition)
    expect(used).toEqual(['goal.svg', 'shield.svg', 'week-1.svg'])
    const set = { id: 'v2', pictures: ['avatar-1.svg', 'certificate.svg', 'goal.svg', 'shield.svg', 'thanks.svg'] }
    expect(imageSetFit(set, used)).toEqual({
      previews: ['goal.svg', 'shield.svg', 'certificate.svg', 'thanks.svg'],
      missing: ['week-1.svg'],
    })
  })

  it('says in one sentence whether a set has what the funnel shows', () => {
    const set = { id: 'v2', pictures: ['goal.svg', 'shield.svg'] }
    expect(imageSetStatus(set, ['goal.svg'])).toBe('Has the picture this funnel uses.')
    expect(imageSetStatus(set, ['goal.svg', 'shield.svg'])).toBe('Has all 2 pictures this funnel uses.')
    expect(imageSetStatus(set, ['renew-welcome.svg'])).toBe('Lacks the picture this funnel uses: renew welcome.')
    expect(imageSetStatus(set, ['goal.svg', 'a.svg', 'b.svg', 'c.svg', 'd.svg'])).toBe(
      'Lacks 4 of the 5 pictures this funnel uses: a, b, c…',
    )
    expect(imageSetStatus({ id: 'gone', pictures: [] }, ['goal.svg'])).toBe('This set is not on the site: every picture would be missing.')
    expect(imageSetStatus(set, [])).toBe('2 pictures.')
  })
})
