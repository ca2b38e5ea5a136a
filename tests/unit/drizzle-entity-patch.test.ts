/**
 * patches/drizzle-orm: is() keeps the entity kinds of each class chain (issue #12). It must answer
 * as drizzle does: by instance, by kind along the chain (another copy of drizzle), and no otherwise.
 */
import { entityKind, is } from 'drizzle-orm'
import { SQL, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

class Base {
  static readonly [entityKind]: string = 'TestBase'
}
class Derived extends Base {
  static override readonly [entityKind]: string = 'TestDerived'
}
class Other {
  static readonly [entityKind]: string = 'TestOther'
}
// What another copy of drizzle's classes looks like: same kinds, other constructors.
class CopyOfBase {
  static readonly [entityKind]: string = 'TestBase'
}
class CopyOfDerived extends CopyOfBase {
  static override readonly [entityKind]: string = 'TestDerived'
}

describe("drizzle's is(), with kinds kept per class", () => {
  it('answers by instance and by kind along the chain, the same each time it is asked', () => {
    for (let round = 0; round < 2; round++) {
      expect(is(new Derived(), Base)).toBe(true)
      expect(is(new Base(), Derived)).toBe(false)
      expect(is(new CopyOfDerived(), Base)).toBe(true)
      expect(is(new CopyOfDerived(), Derived)).toBe(true)
      expect(is(new CopyOfBase(), Derived)).toBe(false)
      expect(is(new Derived(), Other)).toBe(false)
      expect(is(sql`select 1`, SQL)).toBe(true)
      expect(is({ queryChunks: [] }, SQL)).toBe(false)
    }
  })

  it('says no to what is not an object, and refuses a class that is not an entity', () => {
    expect(is(null, SQL)).toBe(false)
    expect(is('select', SQL)).toBe(false)
    expect(() => is(new Base(), class Plain {} as never)).toThrow(/doesn't look like a Drizzle entity/)
  })
})
