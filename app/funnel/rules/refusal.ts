import type { Screen } from '@schemas/screens'
import { screenTraits } from '@schemas/screens/screen-traits'

/** Why `nav.next` did not move on, in words for the visitor; undefined when there is nothing to say. */
export function refusalMessage(screen: Screen): string | undefined {
  switch (screenTraits[screen.type].refusal) {
    case 'email':
      return 'Please enter a valid email address, like name@example.com.'
    case 'text':
      return 'inputId' in screen && screen.inputId === 'name' ? 'Please enter your name.' : 'Please type your answer.'
    case 'selection': {
      const least = 'minSelections' in screen ? screen.minSelections : 1
      return least > 1 ? `Choose at least ${least} options.` : 'Choose at least one option.'
    }
    case null:
      return undefined
  }
}
