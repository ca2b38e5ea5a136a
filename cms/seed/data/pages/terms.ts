export const terms = {
  slug: 'terms' as const,
  title: 'Terms of Use',
  body: `Welcome to the AI Learning Platform. These Terms of Use govern your use of our website, apps and learning content (the "Service"). By creating an account or buying a plan you agree to them.

## 1. Your account

You must be at least 16 years old to use the Service. Keep your password private and tell us at once if you think someone else has used your account. You are responsible for what happens under your account.

## 2. What you get

The Service gives you access to courses, challenges, lessons, tasks, AI tips, an AI assistant and AI media tools, depending on your plan. We add and update content regularly and may retire outdated lessons. Paid plans are described in our [Subscription Terms](/subscription-terms).

## 3. AI-generated output

The AI assistant and tools produce answers automatically. They can be incomplete or wrong, so check anything important — especially legal, medical, financial or factual claims — before relying on it. You are responsible for how you use the output, including respecting other people's rights when you publish it.

## 4. Earnings statements

Stories and figures about income on our pages describe individual results. They are not a promise that you will earn the same; results depend on your effort, skills, market and time.

## 5. Acceptable use

Do not share your account, copy or resell our courses, try to break or overload the Service, or use the AI tools to create content that is illegal, deceptive, hateful, sexual content involving minors, or that infringes someone else's rights. We may suspend accounts that break these rules.

## 6. Your content

Prompts, answers and projects you create stay yours. You give us the permission needed to store and process them to run the Service, and — only if you choose to share them, for example in a challenge — to show them to other participants.

## 7. Our content

Courses, lessons, texts, images and software of the Service belong to us or our licensors and are protected by copyright. Your plan gives you a personal, non-transferable right to use them for your own learning.

## 8. Certificates

Certificates confirm that you completed a course or challenge on the Service. They are not an academic degree or a professional licence.

## 9. Liability

We provide the Service with reasonable care and skill. To the extent the law allows, we are not liable for indirect losses, lost profits or for decisions you take based on AI output. Nothing in these terms limits liability that cannot be limited by law.

## 10. Changes and ending

We may update these terms; if a change is significant we will tell you in advance by e-mail or in the app. You can stop using the Service and delete your account at any time in your profile settings.

## 11. Contact

Questions about these terms? Open Help in your profile and our support team will answer within two business days.`,
}
