// The public entry of app/auth/ for other folders (safe in the browser); its server half is
// index.server.ts. docs/adding-a-feature.md; scripts/structure/public-entries.ts adds what others import.
export { isAppSignUp, setPasswordPath, verifyCodePath } from './rules/code-steps'
export { passwordFieldRules } from './rules/password-field-rules'
export { AccountStep, fieldError, formProblem } from './ui/account-step'
export { EmailForm } from './ui/email-form'
export { NewPasswordFields } from './ui/new-password-fields'
export { SignUpForm, signUpKeptFields } from './ui/sign-up-form'
