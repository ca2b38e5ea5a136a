import type { Screen } from '../../schemas/screens'

/** Why `nav.next` did not move on, in words for the visitor; undefined when there is nothing to say. */
export function refusalMessage(screen: Screen): string | undefined {
  switch (screen.type) {
    case 'Email':
      return 'Please enter a valid email address, like name@example.com.'
    case 'Input':
      return screen.inputId === 'name' ? 'Please enter your name.' : 'Please type your answer.'
    case 'MultipleOption':
      return screen.minSelections > 1 ? `Choose at least ${screen.minSelections} options.` : 'Choose at least one option.'
    default:
      return undefined
  }
}
