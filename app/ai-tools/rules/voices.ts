/**
 * The voices offered for a talking video. The ids are the video service's voice ids: the simulator's
 * account has exactly these (it refuses any other, as HeyGen does); with a real HeyGen account, list
 * yours with GET https://api.heygen.com/v2/voices and put them here.
 */
export const videoVoices = [
  { id: 'en-US-ava', name: 'Ava — English (US), warm' },
  { id: 'en-GB-oliver', name: 'Oliver — English (UK), calm' },
  { id: 'en-US-maya', name: 'Maya — English (US), upbeat' },
] as const
