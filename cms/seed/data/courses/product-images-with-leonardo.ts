import { blanks, essay, prompt, promptTask, quiz, type SeedCourse, taught, tasks, text } from '../build'

export const productImagesWithLeonardo: SeedCourse = {
  course: {
    title: 'Product and Marketing Images with Leonardo AI',
    slug: 'product-images-with-leonardo',
    type: 'course',
    level: 'Beginner',
    orderNumber: 21,
    tags: ['New', 'Make money'],
    tools: ['leonardo-ai'],
    availableInTrial: false,
    description: 'Create lifestyle scenes for real products, keep a campaign consistent and sell product imagery to online shops — without misleading buyers.',
  },
  topics: [
    {
      title: 'Product scenes that sell',
      description: 'Prompts for product photography and a workflow that keeps the real product real.',
      lessons: [
        {
          title: 'Your first product scene',
          sections: [
            text(`
## Think like a product photographer

Leonardo AI is an image generator with several models to choose from (such as Leonardo's own **Phoenix** and the **Flux** models) plus editing tools. Shops need two kinds of image: the clean **catalogue shot** and the **lifestyle scene** that shows the product in use. AI is strongest at the second.

A product prompt works when it answers the questions a photographer would ask:

1. **Product** — what it is, material, colour, size ("a 250 ml amber glass dropper bottle").
2. **Surface and setting** — where it stands ("on wet slate next to eucalyptus leaves").
3. **Light** — "soft diffused daylight from the left", "hard sunlight with crisp shadows".
4. **Camera** — "eye-level, 85 mm lens, shallow depth of field", "top-down flat lay".
5. **Format** — set the aspect ratio in the settings: 1:1 for marketplaces, 4:5 for Instagram, 16:9 for banners.

Use **Prompt Enhance** to get ideas, but read what it adds: it likes to invent props and text you did not ask for.

## Work in small batches

Generate four images, pick the best, change **one** thing in the prompt and generate again. Changing light, angle and props at once makes it impossible to learn what helped. Leonardo's free plan gives a daily allowance of tokens, so batches of four keep you within it.
`),
            prompt('Product photo of {{product}} on {{setting}}, {{light}}, eye-level, 85 mm lens, shallow depth of field, clean background, no text.', {
              product: ['an amber glass serum bottle', 'a pair of white running shoes', 'a handmade ceramic mug'],
              setting: ['wet black slate with eucalyptus leaves', 'a sunny concrete step', 'a breakfast table with linen'],
              light: ['soft diffused daylight from the left', 'hard morning sunlight with crisp shadows', 'warm golden-hour light'],
            }),
            tasks(
              quiz(
                'Your scene looks wrong. What should you change for the next batch?',
                ['One thing at a time, such as only the light', 'Light, angle and props all at once', 'Nothing, just press Generate again'],
                'One thing at a time, such as only the light',
              ),
              taught(
                promptTask('Write a Leonardo prompt for a lifestyle scene of a product you could sell or a shop you know. Cover product, setting, light, camera and format.', [
                  'describes the product precisely',
                  'describes the setting or surface',
                  'sets the light',
                  'sets the camera angle or lens',
                  'sets the aspect ratio',
                ]),
                {
                  example:
                    'Product photo of a 250 ml amber glass dropper bottle of facial oil with a plain white label, standing on a wet black slate surface beside three eucalyptus sprigs and a few water droplets, soft diffused window light from the left with a gentle reflection, eye-level view, 85 mm lens, shallow depth of field, calm spa mood, muted green and amber colours, no text, no logo, aspect ratio 4:5 for Instagram.',
                  comparison: {
                    weakPrompt: 'skincare bottle nice photo',
                    weakOutput:
                      'A glossy pink bottle with a gold cap floats in front of a gradient background, surrounded by random flowers and sparkles; the label shows made-up letters and the bottle shape changes between the four images.',
                    strongOutput:
                      'Four 4:5 images of a small amber dropper bottle on dark wet slate: eucalyptus leaves frame the left side, soft light from the left puts a thin highlight along the glass, droplets catch the light in the foreground and the background falls off into blurred grey-green. The label area is plain, ready for the real label to be composited in.',
                  },
                },
              ),
            ),
          ],
        },
        {
          title: 'Keep the real product real',
          sections: [
            text(`
## The rule that protects you and the buyer

A product image must show the product the customer will receive. If AI changes the shape of a bottle, the colour of a shoe or the text on a label, the image is misleading — buyers return it, marketplaces remove listings and the shop's reputation suffers. Marketplaces also have their own rules: Amazon, for example, asks that the main image show the actual product on a pure white background.

## The composite workflow

1. **Photograph the real product** with a phone near a window: straight on, good light, no clutter.
2. **Remove the background** with Leonardo's background removal (or Canva's).
3. **Build the scene around it** in Leonardo's **Canvas** editor: place the product cut-out, then use inpainting on the empty area with a prompt for the surface and props, and outpainting to widen the frame.
4. **Or generate with image guidance**: upload the product photo as a reference so the scene follows its shape and colours — then compare carefully with the real product, because references guide, they do not copy.
5. **Upscale** the final image with the upscaler for print or large banners.

## Check every delivery

Put the AI image next to the real photo and check: shape, proportions, colour, label text, number of parts. Fix or discard any image where the product changed. Keep the catalogue shot real and use AI scenes for lifestyle and ads.
`),
            tasks(
              blanks('Photograph the real product, remove the ___, then build the scene around it and compare the result with the real ___.', 'background', 'product|photo'),
              quiz(
                'The AI scene is beautiful, but the shoe’s sole is now a different colour. What do you do?',
                ['Fix or discard the image', 'Deliver it, the scene matters more', 'Mention it in small print'],
                'Fix or discard the image',
              ),
            ),
          ],
        },
      ],
    },
    {
      title: 'Campaigns for online shops',
      description: 'A consistent look across many images, and an image service shops pay for.',
      lessons: [
        {
          title: 'A consistent look across a campaign',
          sections: [
            text(`
## Why consistency sells

A shop's feed, ads and product pages should look like one brand. Random AI images — one moody, one pastel, one cartoonish — make a shop look cheap. Leonardo gives you several levers:

- **A style line** — one fixed sentence you paste into every prompt: "soft natural light, muted sage and cream palette, minimal props, calm Scandinavian mood".
- **Style reference** — upload the client's best existing photo so new images borrow its colours and mood.
- **Character or content reference** — keep the same model, mascot or object across images.
- **Fixed seed** — in the advanced settings you can reuse a seed, so small prompt changes give related images instead of completely new ones.
- **A trained model** — for a long-term client you can train a custom model on a set of their own images. Only use images the client owns and has given you.

## Plan the set before generating

Write a shot list: for example, hero banner (16:9), three lifestyle scenes (4:5), one flat lay (1:1), two story backgrounds (9:16). Generate in that order with the same style line, then review the set side by side and regenerate the odd one out.
`),
            tasks(
              taught(
                promptTask('Write a shot list for a small campaign for one product, with a shared style line and the format of each image.', [
                  'names the product',
                  'includes a shared style line',
                  'lists at least four shots',
                  'sets a format for each shot',
                ]),
                {
                  example:
                    'You are a product photographer planning an AI image set for my handmade ceramic mug shop. Product: a speckled white stoneware mug, 350 ml, with a sage-green glaze inside. Shared style line for every prompt: "soft natural window light, muted sage and cream palette, minimal props, calm Scandinavian mood, no text". Shot list:\n1. Hero banner, 16:9 — mug on a light oak table, steam rising, space on the right for text.\n2. Lifestyle, 4:5 — hands holding the mug by a rainy window.\n3. Lifestyle, 4:5 — mug beside an open book and a wool blanket.\n4. Flat lay, 1:1 — three mugs from above on linen.\n5. Story background, 9:16 — close-up of the glaze, blurred background.\nWrite the full Leonardo prompt for each shot.',
                  comparison: {
                    weakPrompt: 'Give me ideas for mug photos.',
                    weakOutput:
                      '1. A mug of coffee on a table.\n2. A mug with a plant.\n3. Someone drinking from a mug.\n4. A mug at Christmas.\n5. A colourful mug on a bright background.',
                    strongOutput:
                      '1. Hero banner (16:9): "Photo of a speckled white stoneware mug with a sage-green glazed interior on a light oak table, gentle steam rising, soft natural window light, muted sage and cream palette, minimal props, calm Scandinavian mood, no text, empty space on the right third."\n2. Lifestyle (4:5): "Close-up of two hands in a cream knit sweater holding a speckled white stoneware mug by a rain-streaked window, soft natural window light, muted sage and cream palette, calm Scandinavian mood, no text."\n… (shots 3–5 follow the same pattern with the same style line)',
                  },
                },
              ),
            ),
          ],
        },
        {
          title: 'An image service online shops pay for',
          sections: [
            text(`
## The offer

Small online shops — on Etsy, Shopify or Instagram — often have good products and poor photos. A clear offer:

- **Starter set**: one product, five lifestyle scenes in the shop's style, delivered in the formats they need.
- **Monthly content**: a fixed number of images per month for new products, ads and social posts.
- **Launch set**: banner, product scenes and story backgrounds for one launch.

## Terms to settle before you start

- **Who provides what**: the shop sends real product photos; you never invent the product.
- **Rights**: check Leonardo's current terms for commercial use on your plan, and deliver only images you made from the client's material and your own prompts.
- **Privacy**: on Leonardo's free plan generations are public in the community feed. Use a paid plan with private generation for a client's unreleased products.
- **Revisions**: two rounds included, then charged.

## Quality checklist before delivery

Product unchanged, no extra fingers or melted objects, no garbled text or fake logos, colours consistent across the set, correct sizes exported, and every file named clearly (product-scene-01-4x5.jpg). Send a short note listing which images are AI-generated.
`),
            tasks(
              quiz(
                'A client wants images of a product that is not launched yet. What should you check first?',
                ['That your plan keeps generations private', 'That the images are 8K', 'That Prompt Enhance is on'],
                'That your plan keeps generations private',
              ),
              taught(
                essay('Write your product image offer for one type of online shop: what is included, what the client provides, price and how you check quality.', [
                  'names the type of shop',
                  'lists what is included',
                  'states what the client provides',
                  'includes a price',
                  'describes a quality check',
                ], 150),
                {
                  example:
                    'Offer for handmade jewellery shops on Etsy: the “Scene set” — five lifestyle images of one piece (two on a model’s hand or neck, two on styled surfaces, one flat lay) in 1:1 and 4:5, plus one 16:9 shop banner. Price: $120 per product, $90 each for three or more. The client sends three clear phone photos of the real piece and tells me the metal and stone colours. I build each scene around the real photo in Leonardo’s Canvas editor on a private plan. Quality check: I compare every image with the original photo (shape, stone colour, clasp), reject any with distorted hands or invented details, and list which images are AI-generated in the delivery note. Two rounds of changes included.',
                },
              ),
            ),
          ],
        },
      ],
    },
  ],
}
