// The experiment editor's verdict and standings: see cms/admin/experiment/experiment-standing-route.ts.
export { GET } from '../../../../../../admin/experiment/experiment-standing-route'
