/**
 * The AI tools a course can teach (a course names them in its Tools field). The paywall's
 * "Lessons on N AI tools" is counted from the published courses' tools, never typed in.
 */
export const aiTools = [
  { value: 'chatgpt', label: 'ChatGPT' },
  { value: 'claude', label: 'Claude' },
  { value: 'gemini', label: 'Gemini' },
  { value: 'microsoft-copilot', label: 'Microsoft Copilot' },
  { value: 'perplexity', label: 'Perplexity' },
  { value: 'midjourney', label: 'Midjourney' },
  { value: 'dalle', label: 'DALL·E' },
  { value: 'leonardo-ai', label: 'Leonardo AI' },
  { value: 'canva-magic-studio', label: 'Canva Magic Studio' },
  { value: 'adobe-firefly', label: 'Adobe Firefly' },
  { value: 'notion-ai', label: 'Notion AI' },
  { value: 'gamma', label: 'Gamma' },
  { value: 'grammarly', label: 'Grammarly' },
  { value: 'elevenlabs', label: 'ElevenLabs' },
  { value: 'heygen', label: 'HeyGen' },
  { value: 'synthesia', label: 'Synthesia' },
  { value: 'runway', label: 'Runway' },
  { value: 'capcut', label: 'CapCut' },
  { value: 'descript', label: 'Descript' },
  { value: 'suno', label: 'Suno' },
  { value: 'zapier', label: 'Zapier' },
  { value: 'make', label: 'Make' },
  { value: 'otter-ai', label: 'Otter.ai' },
  { value: 'fireflies', label: 'Fireflies' },
  { value: 'github-copilot', label: 'GitHub Copilot' },
] as const

export type AiTool = (typeof aiTools)[number]['value']

export const aiToolLabel = (tool: string): string => aiTools.find((entry) => entry.value === tool)?.label ?? tool
