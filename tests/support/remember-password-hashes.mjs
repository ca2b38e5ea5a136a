// Loaded with `node --import` by the hosts the e2e and security suites start (remembered-hashes.mjs says why).
import { rememberPasswordHashes } from './remembered-hashes.mjs'

rememberPasswordHashes()
