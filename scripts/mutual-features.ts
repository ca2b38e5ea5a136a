/**
 * Prints the pairs of app/ folders that import each other (relative and `~/` imports, types
 * included, tests left out), with the files behind each direction: `npx tsx scripts/mutual-features.ts`.
 * Issue #34 drives the count to 0 (features import each other in one declared direction only);
 * `--count` prints just the number.
 */
import { folderImports, mutualPairs } from './structure/feature-imports'

const pairs = mutualPairs(folderImports(process.cwd()))
if (process.argv.includes('--count')) {
  console.log(pairs.length)
} else {
  for (const { pair, files } of pairs) {
    console.log(`${pair[0]} ↔ ${pair[1]}`)
    console.log(`  ${pair[0]} → ${pair[1]}: ${files[0].join(', ')}`)
    console.log(`  ${pair[1]} → ${pair[0]}: ${files[1].join(', ')}`)
  }
  console.log(`${pairs.length} mutual pairs of app/ folders`)
}
