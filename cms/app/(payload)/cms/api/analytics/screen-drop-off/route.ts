// The studio's drop-off per screen: see cms/admin/analytics/screen-drop-off-route.ts.
export { GET } from '../../../../../../admin/analytics/screen-drop-off-route'
