import { InfoLayout } from '../shared/info-layout'
import type { ScreenProps } from '../types'

/** Congratulates the student after the intro lesson. */
export function IntroLessonFinishedScreen(props: ScreenProps<'IntroLessonFinished'>) {
  return <InfoLayout props={props} className="f-screen--celebrate" />
}
