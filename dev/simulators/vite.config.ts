import { nodeBundle } from '../../host/node-bundle.vite'

/**
 * The development simulators compiled apart (build/simulators/index.mjs), so neither the Remix
 * build nor the host contains them; the host loads this file only when a service is simulated
 * (host/simulators.ts). Packages stay in node_modules, as for the host.
 */
export default nodeBundle({ entry: 'dev/simulators/index.ts', outDir: 'build/simulators', fileName: 'index.mjs' })
