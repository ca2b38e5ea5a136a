/** `npm test`'s build stage: builds what `npm start` serves unless the build is current, once, before e2e and security both use it. */
import { buildAll, buildIsCurrent } from '../host/build'

if (buildIsCurrent()) console.log('✓ The build is current')
else await buildAll()
