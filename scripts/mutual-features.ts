/**
 * Prints the pairs of app/ folders that import each other (relative and `~/` imports, types
 * included, tests left out), with the files behind each direction: `npx tsx scripts/mutual-features.ts`.
 * It is 0 (issue #34): scripts/structure/layers.test.ts holds the floors of app/ (app-layers.mjs);
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
