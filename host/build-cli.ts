/** `npm run build`: everything `npm start` serves, built now whether or not the sources changed. */
import { buildAll } from './build'

await buildAll()
