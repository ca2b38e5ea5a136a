/**
 * npm run generate:openapi — writes the JSON API's OpenAPI document (app/openapi.ts) to
 * docs/api/openapi.json, for API consumers to read in the repository, and the client types
 * generated from it to docs/api/openapi-types.d.ts; the drift check fails when either committed
 * file is not what the code generates.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { openApiJson } from '../app/openapi'
import { apiClientTypes, apiClientTypesFile } from './api-client-types'

const openApiFile = 'docs/api/openapi.json'

mkdirSync(path.dirname(openApiFile), { recursive: true })
writeFileSync(openApiFile, openApiJson())
console.log(`wrote ${openApiFile}`)
writeFileSync(apiClientTypesFile, await apiClientTypes())
console.log(`wrote ${apiClientTypesFile}`)
