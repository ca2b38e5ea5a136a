import { FunnelStudioField as FunnelStudioField_e4d2c5fb06cecd596bb006c166522682 } from '../../../admin/studio/FunnelStudioField'
import { StudioPublishButton as StudioPublishButton_a1b0f7bf954259532272b4c498ffad8b } from '../../../admin/studio/StudioPublishButton'
import { ExperimentVerdict as ExperimentVerdict_d48ba8cb1d6dba09386fe892d103e2a5 } from '../../../admin/experiment/ExperimentVerdict'
import { FunnelPicker as FunnelPicker_07cd71ceadff18794aafaad2aa82003f } from '../../../admin/experiment/FunnelPicker'
import { VariantStanding as VariantStanding_c20268c95936b357a8997993b1763333 } from '../../../admin/experiment/VariantStanding'
import { VariantRowLabel as VariantRowLabel_656c3cb52cd53edf3e2e4a9967a048dc } from '../../../admin/experiment/VariantRowLabel'
import { ShareTotal as ShareTotal_64735ff67e3eb9aa62e4db83656694bd } from '../../../admin/experiment/ShareTotal'
import { MenuStart as MenuStart_ba103abb194d30f9df8686860237c62b } from '../../../admin/navigation/MenuStart'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { DashboardView as DashboardView_a8bdfd6ec46ed48bd1e9402d58bf4c34 } from '../../../admin/dashboard/DashboardView'
import { FunnelReportView as FunnelReportView_d2ca2561f8003ac15947e8f6b59f22a9 } from '../../../admin/analytics/FunnelReportView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin/studio/FunnelStudioField#FunnelStudioField": FunnelStudioField_e4d2c5fb06cecd596bb006c166522682,
  "/admin/studio/StudioPublishButton#StudioPublishButton": StudioPublishButton_a1b0f7bf954259532272b4c498ffad8b,
  "/admin/experiment/ExperimentVerdict#ExperimentVerdict": ExperimentVerdict_d48ba8cb1d6dba09386fe892d103e2a5,
  "/admin/experiment/FunnelPicker#FunnelPicker": FunnelPicker_07cd71ceadff18794aafaad2aa82003f,
  "/admin/experiment/VariantStanding#VariantStanding": VariantStanding_c20268c95936b357a8997993b1763333,
  "/admin/experiment/VariantRowLabel#VariantRowLabel": VariantRowLabel_656c3cb52cd53edf3e2e4a9967a048dc,
  "/admin/experiment/ShareTotal#ShareTotal": ShareTotal_64735ff67e3eb9aa62e4db83656694bd,
  "/admin/navigation/MenuStart#MenuStart": MenuStart_ba103abb194d30f9df8686860237c62b,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/admin/dashboard/DashboardView#DashboardView": DashboardView_a8bdfd6ec46ed48bd1e9402d58bf4c34,
  "/admin/analytics/FunnelReportView#FunnelReportView": FunnelReportView_d2ca2561f8003ac15947e8f6b59f22a9,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
