import type { InstallPlatform } from '../rules/install-platform'

type Picture = 'browser' | 'menu' | 'share' | 'add' | 'home'
type Step = { text: string; picture: Picture }

/** The install steps per platform: Chrome's menu on Android, Safari's share sheet on iOS. */
export const installSteps: Record<InstallPlatform, { browser: string; steps: Step[] }> = {
  android: {
    browser: 'Chrome',
    steps: [
      { text: 'Open this page in Chrome.', picture: 'browser' },
      { text: 'Tap the menu (⋮) at the top right.', picture: 'menu' },
      { text: 'Tap “Install app” or “Add to Home screen”, then “Install”.', picture: 'add' },
      { text: 'Open AI Learning from your home screen and sign in.', picture: 'home' },
    ],
  },
  ios: {
    browser: 'Safari',
    steps: [
      { text: 'Open this page in Safari.', picture: 'browser' },
      { text: 'Tap Share (the square with an arrow) at the bottom.', picture: 'share' },
      { text: 'Scroll down and tap “Add to Home Screen”, then “Add”.', picture: 'add' },
      { text: 'Open AI Learning from your home screen and sign in.', picture: 'home' },
    ],
  },
}

export function InstallSteps({ platform }: { platform: InstallPlatform }) {
  return (
    <ol className="install-steps">
      {installSteps[platform].steps.map((step) => (
        <li key={step.text}>
          <StepPicture picture={step.picture} />
          <span>{step.text}</span>
        </li>
      ))}
    </ol>
  )
}

const accent = '#6d28d9'
const ink = '#0f172a'

/** A phone outline with the one thing the step is about drawn in the accent colour. */
function StepPicture({ picture }: { picture: Picture }) {
  return (
    <svg className="install-picture" viewBox="0 0 60 100" aria-hidden="true" focusable="false">
      <rect x="4" y="2" width="52" height="96" rx="9" fill="#fff" stroke={ink} strokeWidth="3" />
      {picture === 'browser' ? <rect x="10" y="10" width="40" height="8" rx="4" fill={accent} /> : null}
      {picture === 'menu' ? [14, 21, 28].map((y) => <circle key={y} cx="47" cy={y} r="2.6" fill={accent} />) : null}
      {picture === 'share' ? (
        <g fill="none" stroke={accent} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
          <path d="M23 78h-3v12h20V78h-3M30 86V70M25 75l5-5 5 5" />
        </g>
      ) : null}
      {picture === 'add' ? (
        <g>
          <rect x="10" y="40" width="40" height="14" rx="3" fill="#ede9fe" stroke={accent} strokeWidth="2" />
          <path d="M16 47h8M20 43v8" stroke={accent} strokeWidth="2.5" strokeLinecap="round" />
        </g>
      ) : null}
      {picture === 'home' ? (
        <g>
          <rect x="18" y="34" width="24" height="24" rx="6" fill={accent} />
          <path d="M24 52l6-13 6 13M26.5 48h7" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </g>
      ) : null}
    </svg>
  )
}
