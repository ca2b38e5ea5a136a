import { LottieAnimation } from '../shared/lottie-animation'
import { TextFieldForm } from '../shared/text-field-form'
import type { ScreenProps } from '../types'

const giftBox = '/lottie/gift-box.json'

/** Email capture (the registration screen); the engine validates the address on `nav.next`. */
export function EmailScreen(props: ScreenProps<'Email'>) {
  const { screen } = props
  return (
    <TextFieldForm
      props={props}
      className="f-screen--email"
      label="Email address"
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      placeholder={screen.placeholder}
      top={screen.decoration === 'gift-box' ? <LottieAnimation src={giftBox} className="f-lottie--gift" /> : null}
      note={
        screen.privacyNote ? (
          <p className="f-privacy">
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
              <path d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1Zm2 0h4V5a2 2 0 1 0-4 0v2Z" fill="currentColor" />
            </svg>
            {screen.privacyNote}
          </p>
        ) : null
      }
    />
  )
}
