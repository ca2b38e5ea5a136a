/**
 * The first half of `npm start`: refuse a bad configuration at once, and build when the sources
 * changed since the last build. The second half, `node build/host/start.mjs`, serves.
 */
import { loadConfiguration } from '../config/configuration'
import { buildAll, buildIsCurrent } from './build'

loadConfiguration(process.cwd())
if (!buildIsCurrent()) await buildAll()
