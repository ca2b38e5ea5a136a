// The server half of app/auth/'s public entry (its *.server modules); the rest is index.ts.
export {
  checkAppSignUpCode,
  finishAppSignUp,
  finishAppSignUpForApp,
  requestAppSignUpCode,
  requestAppSignUpCodeForApp,
  verifyAppSignUpCodeForApp,
} from './server/app-sign-up.server'
export { signIn, signOut, signUp } from './server/auth.server'
export { changePassword } from './server/password-change.server'
export { checkResetCode, requestPasswordReset, setPasswordWithProof } from './server/password-reset.server'
export { confirmPurchaseEmail, createPurchaseAccount, loadPurchase, ownedOrder } from './server/post-purchase.server'
