// The admin's AI connection test: see cms/admin/ai/test-connection-route.ts.
export { POST } from '../../../../../../admin/ai/test-connection-route'
