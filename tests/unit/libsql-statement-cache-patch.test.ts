/**
 * patches/@libsql+client: statements that return rows are prepared once per connection and kept
 * (issue #12). They must answer each call with its own arguments, survive an error, and stay bounded.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient, type Client } from '@libsql/client'
import Database from 'libsql'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

let client: Client
const prepare = vi.spyOn(Database.prototype, 'prepare')

beforeEach(async () => {
  client = createClient({ url: `file:${path.join(mkdtempSync(path.join(tmpdir(), 'libsql-cache-')), 'test.db')}` })
  await client.execute('create table notes (id integer primary key, body text)')
  await client.batch(["insert into notes (body) values ('one')", "insert into notes (body) values ('two')"])
  prepare.mockClear()
})
afterEach(() => client.close())

const bodyOf = async (id: number) => (await client.execute({ sql: 'select body from notes where id = ?', args: [id] })).rows[0]?.body

describe('kept prepared statements', () => {
  it('prepares a reading statement once and answers each call with its own arguments', async () => {
    expect(await bodyOf(1)).toBe('one')
    expect(await bodyOf(2)).toBe('two')
    expect(await bodyOf(3)).toBeUndefined()
    expect(prepare).toHaveBeenCalledTimes(1)
    const result = await client.execute({ sql: 'select body from notes where id = ?', args: [1] })
    expect(result.columns).toEqual(['body'])
    expect(result.rows[0]).toMatchObject({ body: 'one', 0: 'one' })
  })

  it('sees writes made between two calls, and prepares writes each time as before', async () => {
    await client.execute({ sql: 'update notes set body = ? where id = ?', args: ['uno', 1] })
    await client.execute({ sql: 'update notes set body = ? where id = ?', args: ['dos', 2] })
    expect(await bodyOf(1)).toBe('uno')
    expect(await bodyOf(2)).toBe('dos')
    expect(prepare).toHaveBeenCalledTimes(3)
  })

  it('drops a statement that failed, and the next call works', async () => {
    const sql = "select json_extract(?, '$.a') as a"
    await expect(client.execute({ sql, args: ['not json'] })).rejects.toThrow(/malformed JSON/i)
    expect((await client.execute({ sql, args: ['{"a":7}'] })).rows[0]?.a).toBe(7)
  })

  it('keeps the most recently used 256 statements', async () => {
    await bodyOf(1)
    for (let n = 0; n < 256; n++) await client.execute(`select ${n} as n`)
    prepare.mockClear()
    await client.execute('select 255 as n')
    expect(prepare).not.toHaveBeenCalled()
    await bodyOf(1)
    expect(prepare).toHaveBeenCalledTimes(1)
  })

  it('reads inside a transaction, and after it', async () => {
    const tx = await client.transaction('write')
    await tx.execute({ sql: 'update notes set body = ? where id = ?', args: ['inside', 1] })
    expect((await tx.execute({ sql: 'select body from notes where id = ?', args: [1] })).rows[0]?.body).toBe('inside')
    await tx.rollback()
    expect(await bodyOf(1)).toBe('one')
  })
})
