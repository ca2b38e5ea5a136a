import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { type ShouldRevalidateFunction, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { UpsellFlow } from '~/payments'
import { formAction, formObject } from '~/http/form.server'
import { parseOrProblem } from '~/core/problem'
import { pageData } from '~/http/route.server'
import { requireStudent } from '~/core/session.server'
import { saveUpsellIndex, upsellPage } from '~/payments/index.server'

export const meta: MetaFunction = () => [{ title: 'Add to your plan' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const student = await requireStudent(request, context)
  return pageData(async () => {
    const page = await upsellPage(request, student)
    if (!page) throw redirect('/home')
    return page
  })
}

const progress = z.object({ index: z.coerce.number().int().min(0).max(1000) })

/** Saves the flow position (the client also keeps it as current_upsell_index). */
export async function action({ request }: ActionFunctionArgs) {
  const student = await requireStudent(request)
  return formAction(async () => {
    const { index } = parseOrProblem(progress, await formObject(request), 'Upsell progress')
    await saveUpsellIndex(student, index)
    return { saved: index }
  })
}

/**
 * The flow's own position saves never reload the page: the machine holds where the student is, and
 * a reload landing after a purchase would find nothing left to offer and leave for /home while the
 * "Added to your plan" dialog is still open.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === '/upsell' ? false : defaultShouldRevalidate

export default function Upsell() {
  const { offers, index, cardLast4, owned } = useLoaderData<typeof loader>()
  return <UpsellFlow offers={offers} index={index} cardLast4={cardLast4} owned={owned} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
