import type { RecentPeriod } from '@schemas/analytics/recent-period'

/** The recent periods as the dashboard, the studio's drop-off and the experiment editor name them. */
export const periodNames: Record<RecentPeriod, string> = { today: 'Today', '7d': 'Last 7 days', '30d': 'Last 30 days' }
