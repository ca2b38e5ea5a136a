import { InfoLayout } from '../shared/info-layout'
import { LottieAnimation } from '../shared/lottie-animation'
import type { ScreenProps } from '../types'

/** An animation (fetched from /lottie/… at run time, player loaded lazily) with copy and Continue. */
export function LottieScreen(props: ScreenProps<'Lottie'>) {
  return <InfoLayout props={props} media={<LottieAnimation src={props.screen.animationData} className="f-lottie--screen" />} />
}
