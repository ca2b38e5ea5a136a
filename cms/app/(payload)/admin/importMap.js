import { FunnelStudioField as FunnelStudioField_e4d2c5fb06cecd596bb006c166522682 } from '../../../admin/studio/FunnelStudioField'
import { StudioPublishButton as StudioPublishButton_a1b0f7bf954259532272b4c498ffad8b } from '../../../admin/studio/StudioPublishButton'
import { AnalyticsNavLink as AnalyticsNavLink_db0fd8c1922af3529feaf00875c03827 } from '../../../admin/analytics/AnalyticsNavLink'
import { DashboardView as DashboardView_a8bdfd6ec46ed48bd1e9402d58bf4c34 } from '../../../admin/dashboard/DashboardView'
import { FunnelReportView as FunnelReportView_d2ca2561f8003ac15947e8f6b59f22a9 } from '../../../admin/analytics/FunnelReportView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin/studio/FunnelStudioField#FunnelStudioField": FunnelStudioField_e4d2c5fb06cecd596bb006c166522682,
  "/admin/studio/StudioPublishButton#StudioPublishButton": StudioPublishButton_a1b0f7bf954259532272b4c498ffad8b,
  "/admin/analytics/AnalyticsNavLink#AnalyticsNavLink": AnalyticsNavLink_db0fd8c1922af3529feaf00875c03827,
  "/admin/dashboard/DashboardView#DashboardView": DashboardView_a8bdfd6ec46ed48bd1e9402d58bf4c34,
  "/admin/analytics/FunnelReportView#FunnelReportView": FunnelReportView_d2ca2561f8003ac15947e8f6b59f22a9,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
