import { InfoLayout } from '../shared/info-layout'
import type { ScreenProps } from '../types'

/** A picture with a caption; with `dependentStep` it illustrates an earlier answer. */
export function ImageScreen(props: ScreenProps<'Image'>) {
  return <InfoLayout props={props} className="f-screen--image" />
}
