import { TextFieldForm } from '../shared/text-field-form'
import type { ScreenProps } from '../types'

/** Free text; `inputId: "name"` asks for the visitor's first name. */
export function InputScreen(props: ScreenProps<'Input'>) {
  const { screen } = props
  const isName = screen.inputId === 'name'
  return (
    <TextFieldForm
      props={props}
      label={isName ? 'Your name' : 'Your answer'}
      type="text"
      autoComplete={isName ? 'given-name' : 'off'}
      autoCapitalize={isName ? 'words' : 'sentences'}
      placeholder={screen.placeholder}
      maxLength={screen.maxLength}
    />
  )
}
