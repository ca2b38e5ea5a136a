/**
 * The jobs of the Complete AI pack's library: who the prompts speak for, the people they write to
 * (`audiences`) and what their work is about (`topics`). Each job's tasks (prompt-tasks.ts) are
 * written in these words, so a freelancer's cold email and a teacher's are different prompts.
 */
export type PromptJob = {
  job: string
  /** "a freelance designer who…": the prompt's speaker, in the middle of a sentence. */
  who: string
  audiences: readonly string[]
  topics: readonly string[]
}

export const promptJobs: readonly PromptJob[] = [
  {
    job: 'Freelancer',
    who: 'a freelancer who sells services to small and medium businesses',
    audiences: ['a new potential client', 'a long-standing client', 'a client who went quiet', 'an agency that outsources work', 'a past client'],
    topics: ['a website redesign', 'monthly content writing', 'brand and logo design', 'bookkeeping support', 'social media management', 'a product launch'],
  },
  {
    job: 'Marketer',
    who: 'a marketer at a growing company',
    audiences: ['our sales team', 'our leadership team', 'existing customers', 'trial users who have not upgraded', 'an outside agency'],
    topics: ['a new product launch', 'an email nurture campaign', 'our paid ads budget', 'a customer case study', 'a webinar', 'our pricing page'],
  },
  {
    job: 'Content creator',
    who: 'a content creator who earns from an online audience',
    audiences: ['my followers', 'a brand that could sponsor me', 'another creator for a collaboration', 'new viewers who just found me', 'my paying members'],
    topics: ['a tutorial series', 'a behind-the-scenes story', 'a product review', 'a challenge or trend', 'my online course', 'a live Q&A'],
  },
  {
    job: 'Small business owner',
    who: 'the owner of a small local business',
    audiences: ['regular customers', 'first-time customers', 'my staff', 'a supplier', 'my bank or an investor'],
    topics: ['a seasonal promotion', 'a price increase', 'new opening hours', 'a loyalty programme', 'a new product line', 'online reviews'],
  },
  {
    job: 'Student',
    who: 'a university student',
    audiences: ['my professor', 'my study group', 'a teaching assistant', 'an internship recruiter', 'classmates on a group project'],
    topics: ['an essay due next week', 'exam revision', 'a research project', 'a class presentation', 'a lab report', 'an internship application'],
  },
  {
    job: 'Job seeker',
    who: 'a job seeker looking for my next role',
    audiences: ['a hiring manager', 'a recruiter', 'a former colleague who could refer me', 'a company I admire', 'an interview panel'],
    topics: ['my CV', 'a career change', 'a gap in my work history', 'a salary negotiation', 'my LinkedIn profile', 'a job offer I received'],
  },
  {
    job: 'Manager',
    who: 'a manager leading a team of eight people',
    audiences: ['my team', 'a new hire', 'an underperforming team member', 'my own manager', 'another department'],
    topics: ['quarterly goals', 'a change in priorities', 'a project that is behind schedule', 'team workload', 'a performance review', 'a new way of working'],
  },
  {
    job: 'Developer',
    who: 'a software developer on a product team',
    audiences: ['my tech lead', 'a product manager', 'a junior developer', 'non-technical stakeholders', 'the open-source community'],
    topics: ['a bug in production', 'a new feature', 'technical debt', 'a code review', 'an API design', 'a database migration'],
  },
  {
    job: 'Designer',
    who: 'a product and graphic designer',
    audiences: ['a client', 'a product manager', 'developers who build my designs', 'users in a test session', 'my design team'],
    topics: ['a new onboarding flow', 'a brand refresh', 'a landing page', 'a mobile app screen', 'a design system', 'a usability test'],
  },
  {
    job: 'Teacher',
    who: 'a secondary school teacher',
    audiences: ['my students', 'parents', 'my head of department', 'a new colleague', 'students who are falling behind'],
    topics: ['a new unit of work', 'homework policy', 'an upcoming exam', 'classroom behaviour', 'a school trip', 'a project-based lesson'],
  },
  {
    job: 'Real estate agent',
    who: 'a real estate agent',
    audiences: ['first-time buyers', 'homeowners thinking of selling', 'landlords', 'a buyer who went quiet', 'past clients'],
    topics: ['a new listing', 'an open house', 'the local market this month', 'a price reduction', 'a property valuation', 'moving checklist'],
  },
  {
    job: 'Sales representative',
    who: 'a B2B sales representative',
    audiences: ['a decision maker at a target company', 'a prospect who went silent', 'a customer up for renewal', 'a champion inside the account', 'a procurement team'],
    topics: ['a product demo', 'a pricing objection', 'a contract renewal', 'an upsell to a bigger plan', 'a competitor comparison', 'a pilot project'],
  },
  {
    job: 'Customer support agent',
    who: 'a customer support agent',
    audiences: ['an angry customer', 'a confused new customer', 'a customer asking for a refund', 'my support team lead', 'the product team'],
    topics: ['a delayed delivery', 'a billing mistake', 'a bug the customer found', 'an account that is locked', 'a feature request', 'a cancellation'],
  },
  {
    job: 'Recruiter',
    who: 'a recruiter hiring for tech and business roles',
    audiences: ['a passive candidate', 'a hiring manager', 'a candidate who was not selected', 'a candidate with a competing offer', 'new joiners'],
    topics: ['a senior engineering role', 'a sales role', 'a job description', 'an interview process', 'an offer and salary', 'our employer brand'],
  },
  {
    job: 'Consultant',
    who: 'an independent business consultant',
    audiences: ['a CEO', 'a client project team', 'a prospective client', 'a sceptical stakeholder', 'a partner firm'],
    topics: ['a cost-cutting review', 'a growth strategy', 'a process improvement', 'a workshop', 'a final report', 'a change programme'],
  },
  {
    job: 'Coach',
    who: 'a coach who works one to one with clients',
    audiences: ['a new client', 'a client who lost motivation', 'someone who booked a discovery call', 'my email list', 'a company that could hire me'],
    topics: ['goal setting', 'a 12-week programme', 'building habits', 'confidence at work', 'time management', 'a group workshop'],
  },
  {
    job: 'Online shop owner',
    who: 'the owner of an online shop',
    audiences: ['first-time shoppers', 'repeat customers', 'shoppers who left their basket', 'a supplier', 'an influencer'],
    topics: ['a new product', 'a seasonal sale', 'shipping times', 'product reviews', 'a bundle offer', 'returns and refunds'],
  },
  {
    job: 'Writer',
    who: 'a professional writer',
    audiences: ['an editor', 'a literary agent', 'my newsletter readers', 'a client who commissioned the piece', 'a publication I want to pitch'],
    topics: ['a feature article', 'a book chapter', 'a personal essay', 'a brand story', 'a newsletter issue', 'a book proposal'],
  },
  {
    job: 'Project manager',
    who: 'a project manager delivering a cross-team project',
    audiences: ['the project sponsor', 'the delivery team', 'an external vendor', 'stakeholders who are not involved day to day', 'a team that is blocking us'],
    topics: ['a project kick-off', 'a missed milestone', 'a change of scope', 'a risk to the deadline', 'a budget overrun', 'the project close-out'],
  },
  {
    job: 'Virtual assistant',
    who: 'a virtual assistant who supports busy professionals',
    audiences: ['my client', 'a potential client', 'my client’s customers', 'my client’s team', 'another virtual assistant I work with'],
    topics: ['inbox management', 'calendar and travel planning', 'a client onboarding process', 'social media scheduling', 'invoicing and follow-ups', 'a research task'],
  },
]
