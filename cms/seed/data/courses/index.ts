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
]

export { introLesson } from './intro-lesson'
