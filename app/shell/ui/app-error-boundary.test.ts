import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const routesDir = join(__dirname, '../../routes')
const routes = readdirSync(routesDir)
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => ({ file, source: readFileSync(join(routesDir, file), 'utf8') }))

describe('signed-in pages fail inside the app', () => {
  it('every route drawn in the app shell shows its errors with AppErrorBoundary, keeping the tab bar', () => {
    const inShell = routes.filter(({ source }) => /<AppShell[\s>]/.test(source))
    expect(inShell.length).toBeGreaterThan(10)
    const bespoke = inShell.filter(({ source }) => !/export function ErrorBoundary\(\) \{\s*return <AppErrorBoundary \/>/.test(source))
    expect(bespoke.map(({ file }) => file)).toEqual([])
  })
})
