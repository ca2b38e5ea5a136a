// For app code run by plain Node (tsx) outside Vite, as crash-host.ts is: a stylesheet a UI module imports is an empty module.
import { register } from 'node:module'

const hook = `export async function load(url, context, next) {
  if (/\\.css(\\?|$)/.test(url)) return { format: 'module', source: 'export default {}', shortCircuit: true }
  return next(url, context)
}`
register(`data:text/javascript,${encodeURIComponent(hook)}`)
