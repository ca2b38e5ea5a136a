// The studio's "Publish as a test": see cms/admin/studio/publish-test-route.ts.
export { POST } from '../../../../../admin/studio/publish-test-route'
