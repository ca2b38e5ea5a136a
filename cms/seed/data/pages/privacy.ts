export const privacy = {
  slug: 'privacy' as const,
  title: 'Privacy Policy',
  body: `This Privacy Policy explains what personal data the AI Learning Platform collects, why, and what choices you have.

## 1. What we collect

- **Account data:** your e-mail address, name and password (stored only as a secure hash).
- **Quiz answers:** the answers you give in our onboarding quiz, used to build your personal plan.
- **Learning data:** enrolments, progress, task answers, streaks, certificates and feedback you send.
- **Prompts and AI output:** what you write to the AI assistant and tools, and their answers.
- **Payment data:** plan, amount, currency and the status of payments. Card details are handled by our payment providers; we never see or store your full card number.
- **Device and usage data:** app or browser type, platform, language, approximate country (from your IP address) and the pages and features you use.

## 2. Why we use it

To run your account and deliver the courses; to personalise your learning plan and recommendations; to process payments and prevent fraud; to answer support requests; to improve lessons and features using aggregated statistics; and, if you agree, to send you tips and offers by e-mail.

## 3. AI providers

To answer your prompts we send them to the AI model providers we work with. They process the text on our behalf to generate the answer and are not allowed to use it to train their models. Do not enter sensitive personal data in prompts.

## 4. Sharing

We share data only with service providers that help us run the Service (hosting, payments, e-mail, AI models, analytics), under contracts that protect it, and with authorities when the law requires it. We do not sell your personal data.

## 5. How long we keep it

We keep account and learning data while your account is active and delete it within 30 days after you delete your account, except payment records, which we keep as long as tax law requires.

## 6. Your rights

You can see, correct, download or delete your data, object to marketing, and withdraw consent at any time. Most of this is available in your profile settings; for anything else, contact us through Help. You may also complain to your local data protection authority.

## 7. Cookies

We use cookies that are needed to keep you signed in and to remember your quiz progress, and — with your consent where required — analytics cookies to understand how the Service is used.

## 8. Children

The Service is not intended for children under 16 and we do not knowingly collect their data.

## 9. Changes

If we change this policy in a way that matters, we will tell you by e-mail or in the app before the change applies.`,
}
