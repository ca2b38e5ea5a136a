/**
 * npm run generate:openapi — writes the JSON API's OpenAPI document (app/learning/api/openapi.ts) to
 * docs/api/openapi.json, for API consumers to read in the repository; the drift check fails when
 * the committed file is not what the code generates.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { openApiJson } from '../app/learning/api/openapi'

const openApiFile = 'docs/api/openapi.json'

mkdirSync(path.dirname(openApiFile), { recursive: true })
writeFileSync(openApiFile, openApiJson())
console.log(`wrote ${openApiFile}`)
