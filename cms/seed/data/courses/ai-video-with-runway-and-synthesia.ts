import { blanks, essay, prompt, promptTask, quiz, type SeedCourse, taught, tasks, text } from '../build'

export const aiVideoWithRunwayAndSynthesia: SeedCourse = {
  course: {
    title: 'AI Video with Runway and Synthesia',
    slug: 'ai-video-with-runway-and-synthesia',
    type: 'course',
    level: 'Intermediate',
    orderNumber: 23,
    tags: ['New', 'Make money'],
    tools: ['runway', 'synthesia'],
    availableInTrial: false,
    description: 'Turn images into cinematic clips with Runway, make presenter-led training and explainer videos with Synthesia, and combine both into videos businesses pay for.',
  },
  topics: [
    {
      title: 'Cinematic clips with Runway',
      description: 'Image-to-video prompting, consistency and editing existing footage.',
      lessons: [
        {
          title: 'From still image to moving shot',
          sections: [
            text(`
## Start with a good frame

Runway's Gen-4 video models work **image to video**: you give a starting image and a text prompt, and Runway animates it into a clip of 5 or 10 seconds. The image decides the look — subject, style, colour, composition — so make it first (in Runway's own image tool, Leonardo, Firefly or a real photo you own) and make it exactly the frame you want the shot to start on.

## Prompt the motion, not the picture

The image already shows *what* is there. The prompt should say **what moves and how the camera moves**:

- **Subject motion**: "the woman turns her head toward the window and smiles", "steam rises slowly from the cup".
- **Camera motion**: "slow push-in", "handheld tracking shot following her from behind", "static camera".
- **Scene motion**: "leaves drift across the frame", "rain starts to fall".

Keep it simple and positive. Runway's own guidance warns that negative phrasing ("no camera movement") can backfire; write "static camera" instead.

## Iterate with credits in mind

Every generation spends credits, and 10-second clips cost more than 5-second ones. Test the motion in short clips, change one thing per try, and only then render the final length. Expect misses: hands, text, fast action and physics (liquids, crowds) still go wrong often, so plan shots that avoid them.
`),
            prompt('{{subject}}. {{camera}}. {{mood}}.', {
              subject: ['The barista slowly pours milk into the cup, forming a leaf', 'The runner ties her shoelace, then looks up at the sunrise', 'Steam rises from the bowl as a hand sprinkles herbs'],
              camera: ['Slow push-in', 'Static camera', 'Handheld tracking shot from the left'],
              mood: ['Calm morning atmosphere', 'Energetic and hopeful', 'Warm and cosy'],
            }),
            tasks(
              quiz(
                'Your starting image already shows a café. What should the Runway prompt mainly describe?',
                ['What moves and how the camera moves', 'The café again in more detail', 'What must not appear in the video'],
                'What moves and how the camera moves',
              ),
              taught(
                promptTask('Write a Runway image-to-video prompt for a 5-second shot for a small business ad. Describe the subject motion, the camera motion and the mood, assuming the starting image is ready.', [
                  'describes the subject motion',
                  'describes the camera motion',
                  'sets the mood',
                  'keeps to a short shot',
                ]),
                {
                  example:
                    'Starting image: a florist’s hands arranging peonies on a wooden counter in a small sunny shop. Prompt: The florist’s hands gently place one last pink peony into the bouquet and turn the vase a quarter turn toward the camera. Slow push-in toward the bouquet. Soft morning sunlight, a few petals drift down. Calm, warm, handmade mood. Short shot, 5 seconds.',
                  comparison: {
                    weakPrompt: 'make a nice flower shop video',
                    weakOutput:
                      'A 5-second clip where the whole shop slowly warps: the camera drifts randomly, the flowers morph into different species, a second pair of hands appears at the edge of the frame and the bouquet changes colour halfway through.',
                    strongOutput:
                      'A 5-second clip that starts on the given frame: the hands set a final pink peony into the bouquet and turn the vase toward the lens while the camera eases slowly forward; sunlight stays steady, two petals fall in soft focus, and the last frame is a clean close-up of the finished bouquet — usable as the closing shot of an ad.',
                  },
                },
              ),
            ),
          ],
        },
        {
          title: 'Consistency and editing with Runway',
          sections: [
            text(`
## The same character in every shot

A story or ad needs the same person, product or mascot across shots. Runway's **References** let you generate new images of a character or object from a few reference images, and those images become the starting frames for your clips. Workflow: make one strong reference image of the character or product, generate each scene's starting frame with that reference, then animate each frame.

## Editing footage you already have

Runway can also transform existing video. Its **Aleph** model edits a clip from a text instruction — change the lighting or weather, remove an object, restyle the scene, or generate a new camera angle of the same moment. **Act-Two** transfers a performance: you record yourself acting a line, and a generated character copies your movement and expression.

## Rules for client work

- Only animate images and footage you own or have the rights to. A client's product photos are fine; a film still from the internet is not.
- Never generate a real, identifiable person without their consent, and never make anyone appear to say or do something they did not.
- Tell the client which shots are AI-generated; some ad platforms and broadcasters ask for it.
- Check every frame before delivery: logos, text, hands and product details drift between frames.
`),
            tasks(
              blanks('To keep a character consistent, generate each starting frame from the same ___ image, then ___ each frame into a clip.', 'reference', 'animate'),
              quiz(
                'A client sends a famous film scene and asks you to restyle it for their ad. What do you answer?',
                ['You can only use footage they own or have licensed', 'Fine, AI changes make it new', 'Fine if the clip is under 10 seconds'],
                'You can only use footage they own or have licensed',
              ),
            ),
          ],
        },
      ],
    },
    {
      title: 'Presenter videos with Synthesia',
      description: 'Training and explainer videos without a camera, sold to businesses.',
      lessons: [
        {
          title: 'A training video without a camera',
          sections: [
            text(`
## What Synthesia is for

Synthesia turns a script into a video with an **AI avatar** presenting it. It is strongest where businesses need many clear, updatable videos: employee onboarding, software how-tos, safety training, internal updates and product explainers. Updating a line means editing text and re-rendering, not reshooting.

## Build a video

1. **Start from a template or the AI video assistant**, which drafts a video from a prompt, a document or a web page. Treat the draft as a first version.
2. **Write one scene per idea.** Each scene has its own script, avatar, background and on-screen elements. Aim for short scenes and short sentences.
3. **Choose the avatar and voice.** Pick a stock avatar that suits the audience, or create a **personal avatar** of a real presenter — Synthesia requires that person's recorded consent.
4. **Add visuals.** Screen recordings (Synthesia has a screen recorder), slides, icons and the company's brand colours and logo. An avatar talking for two minutes with nothing else on screen loses viewers.
5. **Check pronunciation and timing**, then generate and watch the whole video.
6. **Translate** when needed: Synthesia can create language versions of a video — have a native speaker check each one.

## Limits

Avatars look best speaking calmly to camera; they are not actors. Synthesia moderates content and refuses some topics, and a stock avatar must not be presented as a real employee.
`),
            tasks(
              taught(
                promptTask('Write a prompt for Synthesia’s AI video assistant (or any AI assistant) that drafts a short training video script split into scenes, for a specific audience.', [
                  'names the audience',
                  'states the training topic',
                  'asks for scenes',
                  'sets a length',
                  'asks for on-screen visuals',
                ]),
                {
                  example:
                    'You are an instructional designer. Write a 90-second training video script for new cashiers at a small grocery chain on how to handle a customer who wants to return an item without a receipt. Split it into 5 scenes. For each scene give: the avatar’s lines (short spoken sentences, under 40 words), and the on-screen visual (a screen recording of the till, a checklist, or a title card). End with a three-point recap scene. Tone: friendly and clear; avoid legal advice and refer to the store’s return policy document for limits.',
                  comparison: {
                    weakPrompt: 'Write a training video about returns.',
                    weakOutput:
                      'Welcome to our training on returns! Returns are an important part of customer service. In this video, we will explore best practices for handling returns effectively. Customer satisfaction is key to success. Always be polite and professional. Thank you for watching!',
                    strongOutput:
                      'Scene 1 — Avatar: "A customer wants to return something, but has no receipt. Here is exactly what to do." Visual: title card "Returns without a receipt".\nScene 2 — Avatar: "First, stay friendly. Ask when they bought it and how they paid." Visual: checklist with the two questions.\nScene 3 — Avatar: "If they paid by card, search the card payment on the till. Here is how." Visual: screen recording of the till search.\n… Scene 5 — Recap: "Stay friendly. Search the payment. Check the return policy." Visual: three-point checklist.',
                  },
                },
              ),
            ),
          ],
        },
        {
          title: 'Selling video to businesses',
          sections: [
            text(`
## Combine the tools

The two tools complement each other: **Synthesia** explains (a presenter, steps, clear speech), **Runway** shows (atmosphere, product in motion, B-roll). A typical business video: a Runway opening shot of the product or place, a Synthesia presenter explaining the steps, screen recordings in between and a Runway closing shot, all cut together in a video editor such as CapCut or Descript.

## Offers that are easy to buy

- **Onboarding pack** — five short training videos from the client's existing documents, in their brand colours.
- **Product explainer** — one 60–90 second video for the website with presenter and B-roll.
- **Language versions** — existing videos translated into extra languages, each checked by a native speaker.

## Protect the client and yourself

- Get the script approved before rendering anything.
- Use only footage, logos and photos the client owns; keep a list of AI-generated shots.
- Personal avatars only with the person's consent, and never of someone who has left the company without a new agreement.
- Price per finished video with a fixed number of revisions; script changes after approval cost extra because every render costs credits.
`),
            tasks(
              quiz(
                'Which split of work fits the two tools best?',
                ['Synthesia presents and explains; Runway makes B-roll and atmosphere', 'Runway presents; Synthesia makes B-roll', 'Use only one tool per client'],
                'Synthesia presents and explains; Runway makes B-roll and atmosphere',
              ),
              taught(
                essay('Plan a video for a real business: which parts come from Runway, which from Synthesia, what the client provides and how you will get approval.', [
                  'names the business and the video’s goal',
                  'describes the Runway shots',
                  'describes the Synthesia part',
                  'states what the client provides',
                  'describes the approval step',
                ], 180),
                {
                  example:
                    'Business: a local bike repair shop that wants a 75-second website video explaining its “same-day service”. Runway: an opening 5-second shot animated from the shop’s own photo (the door opening, morning light) and a closing shot of a repaired bike wheel spinning, animated from a photo the owner takes. Synthesia: a stock avatar explains the three steps — book online before 10 am, drop off the bike, pick it up after 5 pm — with screen recordings of the booking page between scenes. The client provides shop photos, their logo and colours, and the opening hours and prices. Approval: the client signs off the script and the two starting images before I render anything; after the first full cut they get two rounds of changes. I tell them the presenter is an AI avatar and list the AI-generated shots.',
                },
              ),
            ),
          ],
        },
      ],
    },
  ],
}
