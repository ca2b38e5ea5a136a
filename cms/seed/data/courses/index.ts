import type { SeedCourse } from '../build'
import { aiFoundations } from './ai-foundations'
import { aiContentForBloggers } from './ai-content-for-bloggers'
import { aiImages } from './ai-images'
import { chatgptEssentials } from './chatgpt-essentials'
import { facelessContentChallenge } from './faceless-content-challenge'
import { facelessVideo } from './faceless-video'
import { freelancingWithAi } from './freelancing-with-ai'
import { incomeGrowthChallenge } from './income-growth-challenge'
import { promptEngineering } from './prompt-engineering'

// Tool courses, part 1
import { aiMeetingNotes } from './ai-meeting-notes'
import { claudeForWriting } from './claude-for-writing'
import { copilotAtWork } from './copilot-at-work'
import { geminiInGoogleWorkspace } from './gemini-in-google-workspace'
import { notionAiSecondBrain } from './notion-ai-second-brain'
import { presentationsWithGamma } from './presentations-with-gamma'
import { researchWithPerplexity } from './research-with-perplexity'

/** The catalogue in seeding order. The intro course comes first so its fixed ids are free. */
export const catalogue: SeedCourse[] = [
  aiFoundations,
  chatgptEssentials,
  promptEngineering,
  aiImages,
  incomeGrowthChallenge,
  aiContentForBloggers,
  freelancingWithAi,
  facelessVideo,
  facelessContentChallenge,
  // Tool courses, part 1
  claudeForWriting,
  geminiInGoogleWorkspace,
  researchWithPerplexity,
  copilotAtWork,
  notionAiSecondBrain,
  presentationsWithGamma,
  aiMeetingNotes,
]

export { introLesson } from './intro-lesson'
