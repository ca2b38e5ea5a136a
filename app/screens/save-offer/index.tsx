import { InfoLayout } from '../shared/info-layout'
import type { ScreenProps } from '../types'
import { offerInWords } from './offer-words'

/**
 * A cancellation flow's ending: the save offer with its real price, accepted with its own button,
 * or the goodbye whose button cancels. "Cancel anyway" is the page's, beside every screen.
 */
export function SaveOfferScreen(props: ScreenProps<'SaveOffer'>) {
  const { screen, saveOffer } = props
  const terms = saveOffer?.terms ?? (screen.offer ? offerInWords(screen.offer) : undefined)
  return (
    <InfoLayout
      props={{ ...props, view: { ...props.view, nextButtonTitle: screen.offer ? screen.acceptLabel : 'Cancel my subscription' } }}
      className="f-save-offer"
    >
      {terms ? (
        <p className="f-save-offer__terms" data-testid="save-offer-terms">
          {terms}
        </p>
      ) : null}
    </InfoLayout>
  )
}
