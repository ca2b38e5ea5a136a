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
import { socialDesignWithCanva } from './social-design-with-canva'
import { productImagesWithLeonardo } from './product-images-with-leonardo'
import { voiceOversWithElevenlabs } from './voice-overs-with-elevenlabs'
import { aiVideoWithRunwayAndSynthesia } from './ai-video-with-runway-and-synthesia'
import { podcastsWithDescriptAndSuno } from './podcasts-with-descript-and-suno'
import { automationsWithZapierAndMake } from './automations-with-zapier-and-make'
import { aiFreelancerLaunchChallenge } from './ai-freelancer-launch-challenge'

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
  // Tool courses, part 2, and the third challenge
  socialDesignWithCanva,
  productImagesWithLeonardo,
  voiceOversWithElevenlabs,
  aiVideoWithRunwayAndSynthesia,
  podcastsWithDescriptAndSuno,
  automationsWithZapierAndMake,
  aiFreelancerLaunchChallenge,
]

export { introLesson } from './intro-lesson'
