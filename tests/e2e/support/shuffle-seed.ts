import type { FullConfig, FullResult, Reporter } from '@playwright/test/reporter'

/**
 * After a shuffled run (`npx playwright test --shuffle`), prints the seed and the command that runs
 * the same tests in the same order again. The list reporter names the seed at the start too, but a
 * failure is read at the end.
 */
export default class ShuffleSeedReporter implements Reporter {
  private config: FullConfig | undefined

  onBegin(config: FullConfig): void {
    this.config = config
  }

  onEnd(result: FullResult): void {
    const seed = this.config?.metadata.shuffleSeed as string | undefined
    if (!seed) return
    console.log(`\nShuffle seed ${seed} (${result.status}). The same order again: ${replay(seed)}`)
  }

  printsToStdio(): boolean {
    return false
  }
}

/** This run's command line with the seed fixed (the order holds for the same tests, filters and options). */
function replay(seed: string): string {
  const argv = process.argv.slice(process.argv.indexOf('test') + 1)
  const kept: string[] = []
  for (let at = 0; at < argv.length; at++) {
    const arg = argv[at]!
    if (arg.startsWith('--shuffle=')) continue
    if (arg === '--shuffle') {
      if (argv[at + 1] && !argv[at + 1]!.startsWith('-')) at++ // `--shuffle 42`: the seed is the next word
      continue
    }
    kept.push(/^[\w./:=@%+-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`)
  }
  const port = process.env.E2E_PORT ? `E2E_PORT=${process.env.E2E_PORT} ` : ''
  return `${port}npx playwright test --shuffle=${seed}${kept.length ? ` ${kept.join(' ')}` : ''}`
}
