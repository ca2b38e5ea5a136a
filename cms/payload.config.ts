import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { getEnv } from '../config/env'
import { Courses } from './collections/Courses'
import { CourseEnrolments, LessonEnrolments, TaskEnrolments, TopicEnrolments } from './collections/Enrolments'
import { Faqs } from './collections/Faqs'
import { CourseFeedback } from './collections/CourseFeedback'
import { LessonFeedback } from './collections/LessonFeedback'
import { LessonBookmarks } from './collections/LessonBookmarks'
import { IssueReports } from './collections/IssueReports'
import { AssistantChats } from './collections/AssistantChats'
import { MessageReports } from './collections/MessageReports'
import { FeatureCounters } from './collections/FeatureCounters'
import { LearningEvents } from './collections/LearningEvents'
import { FunnelEvents } from './collections/FunnelEvents'
import { FunnelRollups } from './collections/FunnelRollups'
import { Funnels } from './collections/Funnels'
import { FunnelSessions } from './collections/FunnelSessions'
import { LandingCards } from './collections/LandingCards'
import { Lessons } from './collections/Lessons'
import { Media } from './collections/Media'
import { Orders } from './collections/Orders'
import { Payments } from './collections/Payments'
import { PaymentEvents } from './collections/PaymentEvents'
import { Subscriptions } from './collections/Subscriptions'
import { PaymentMethods } from './collections/PaymentMethods'
import { CancellationAttempts } from './collections/CancellationAttempts'
import { Upsells } from './collections/Upsells'
import { OneTimeCodes } from './collections/OneTimeCodes'
import { EmailOutbox } from './collections/EmailOutbox'
import { Pages } from './collections/Pages'
import { StreakDays } from './collections/StreakDays'
import { LearningPlans } from './collections/LearningPlans'
import { Certificates } from './collections/Certificates'
import { VideoTasks } from './collections/VideoTasks'
import { Students } from './collections/Students'
import { Plans } from './collections/Plans'
import { PricePlans } from './collections/PricePlans'
import { RateLimitHits } from './collections/RateLimitHits'
import { JobLeases } from './collections/JobLeases'
import { SimulatorRecords } from './collections/SimulatorRecords'
import { WorkItems } from './collections/WorkItems'
import { Tasks } from './collections/Tasks'
import { DailyTasks } from './collections/DailyTasks'
import { DailyTaskAttempts } from './collections/DailyTaskAttempts'
import { Testimonials } from './collections/Testimonials'
import { TipCategories } from './collections/TipCategories'
import { Tips } from './collections/Tips'
import { PromptTemplates } from './collections/PromptTemplates'
import { ToolCards } from './collections/ToolCards'
import { Topics } from './collections/Topics'
import { Users } from './collections/Users'
import { restrictInternalCollections } from './access/internal-collections'
import { arrangeMenuByJob } from './admin/navigation/arrange-menu'
import { createDatabaseAdapter } from './database-adapter'
import { mediaStorage } from './object-storage'
import { emailAdapter } from './email-adapter'
import { readableLogDestination } from './log-lines'
import { hideLockedAccounts } from './hooks/hideLockedAccounts'
import { SiteSettings } from './globals/SiteSettings'
import { ContentVersion } from './globals/ContentVersion'
import { Experiment } from './globals/Experiment'
import { reportViewPath } from './admin/analytics/paths'
import { FeatureFlags } from './globals/FeatureFlags'

const cmsDir = path.dirname(fileURLToPath(import.meta.url))
const env = getEnv()

// Payload's own admin collections are adjusted once it has built them (see access/internal-collections.ts).
// The database adapter is loaded for its dialect alone (see database-adapter.ts), hence the promise first.
export default createDatabaseAdapter(env.databaseUri, {
  logQueries: env.logDbQueries,
  durableWrites: env.appEnv === 'production',
})
  .then((db) =>
    buildConfig({
      secret: env.payloadSecret,
      serverURL: env.publicUrl,
      // `/api` belongs to the product's own JSON API (the mobile apps call it), so Payload's REST API
      // moves under `/cms/api`.
      routes: { admin: '/admin', api: '/cms/api' },
      graphQL: { disable: true },
      admin: {
        user: Users.slug,
        avatar: 'default', // Gravatar would call out to a third party on every admin page
        meta: { titleSuffix: ' · AI Learning CMS' },
        importMap: { baseDir: cmsDir, importMapFile: path.join(cmsDir, 'app/(payload)/admin/importMap.js') },
        components: {
          views: {
            // The landing page answers "how are we doing" instead of a grid of collection tiles (issue #31).
            dashboard: { Component: '/admin/dashboard/DashboardView#DashboardView' },
            // The marketer's funnel report (issue #16) at /admin/analytics, linked from the sidebar and the dashboard.
            funnelReport: { Component: '/admin/analytics/FunnelReportView#FunnelReportView', path: reportViewPath, exact: true },
          },
          // The dashboard first, then the report; the groups below by job and role (navigation/jobs.ts).
          beforeNavLinks: ['/admin/navigation/MenuStart#MenuStart'],
        },
      },
      collections: [
        // Learning
        Courses,
        Topics,
        Lessons,
        Tasks,
        DailyTasks,
        // Students and their progress
        Students,
        CourseEnrolments,
        TopicEnrolments,
        LessonEnrolments,
        TaskEnrolments,
        LessonBookmarks,
        StreakDays,
        LearningPlans,
        DailyTaskAttempts,
        Certificates,
        VideoTasks,
        LearningEvents,
        // Feedback and reports, triaged by staff
        CourseFeedback,
        LessonFeedback,
        IssueReports,
        MessageReports,
        // Assistant
        AssistantChats,
        FeatureCounters,
        // Tips
        TipCategories,
        Tips,
        // Prompt library (the prompt packs)
        PromptTemplates,
        // Landing
        LandingCards,
        Testimonials,
        Faqs,
        ToolCards,
        PricePlans,
        // Funnels
        Funnels,
        Plans,
        FunnelSessions,
        FunnelEvents,
        FunnelRollups,
        // Payments
        Orders,
        Payments,
        Subscriptions,
        PaymentMethods,
        CancellationAttempts,
        Upsells,
        PaymentEvents,
        // Site
        Pages,
        Users,
        Media,
        EmailOutbox,
        OneTimeCodes,
        // Host
        RateLimitHits,
        JobLeases,
        WorkItems,
        // Development simulators
        SimulatorRecords,
      ],
      globals: [SiteSettings, Experiment, FeatureFlags, ContentVersion],
      plugins: [mediaStorage(env.objectStore)],
      hooks: { afterError: [hideLockedAccounts] },
      db,
      // Sent through `payload.sendEmail`: SMTP when SMTP_URL is set, the email-outbox collection otherwise.
      email: emailAdapter(env),
      sharp,
      // Media uploads; the host refuses larger bodies before they reach Payload (app/http/body-limit.ts).
      upload: { limits: { fileSize: 10 * 1024 * 1024 } },
      csrf: env.siteOrigins,
      cors: env.siteOrigins,
      telemetry: false,
      // Outside production Payload regenerates the types in a child process at every start: a
      // developer's convenience, but in tests 5 s of CPU per integration file (`npm run
      // generate:types` and the drift check keep the committed file true).
      typescript: { outputFile: path.join(cmsDir, 'payload-types.ts'), autoGenerate: env.appEnv !== 'test' },
      // Plain lines like the rest of `npm start`'s output, not pino's JSON (see log-lines.ts), unless
      // LOG_FORMAT=json asks for one JSON object a line, like the host's request lines.
      logger: { options: { level: env.logLevel }, destination: env.logFormat === 'json' ? process.stdout : readableLogDestination() },
    }),
  )
  .then(restrictInternalCollections)
  .then(arrangeMenuByJob)
