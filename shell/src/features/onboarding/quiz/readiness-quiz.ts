/**
 * The readiness quiz of onboarding for funds and service providers (/join/fund/quiz,
 * /join/serviceProvider/quiz): a few yes/no questions about what the team already has at hand.
 * It yields no archetype, only a checklist of next steps for the new profile.
 *
 * Pure data and functions (no React).
 */

export type ReadinessProfileType = 'fund' | 'serviceProvider';

export interface ChecklistItem {
  id: string;
  title: string;
  detail: string;
  /** Where to do it in Fundnet (an app route), if a page exists for it. */
  href?: string;
  linkLabel?: string;
}

export interface ReadinessQuestion {
  id: string;
  question: string;
  /** Why the question matters, shown under it. */
  hint: string;
  /** The step when the answer is "no" (not ready yet). */
  ifNo: ChecklistItem;
  /** The step when the answer is "yes" (ready: put it on the profile). */
  ifYes: ChecklistItem;
}

/** questionId → true (yes) / false (no) */
export type ReadinessAnswers = Readonly<Record<string, boolean | undefined>>;

export const fundReadinessQuestions: readonly ReadinessQuestion[] = [
  {
    id: 'summary',
    question: 'Do you have a current fund summary or pitch deck?',
    hint: 'Investors first read the headline, the blurb and the key terms.',
    ifYes: {
      id: 'summary',
      title: 'Write your headline and fund summary',
      detail: 'Take the first two slides of your deck: a one-line headline and a short blurb on strategy, team and edge.',
      href: '/fund#general',
      linkLabel: 'Open the General section',
    },
    ifNo: {
      id: 'summary',
      title: 'Draft a one-line headline and a 100-word summary',
      detail: 'Answer: what do you invest in, at which stage, where, and why your team wins. You can refine it later.',
      href: '/fund#general',
      linkLabel: 'Open the General section',
    },
  },
  {
    id: 'trackRecord',
    question: 'Is your track record available in a spreadsheet?',
    hint: 'A deal-level track record is what most LPs ask for first in due diligence.',
    ifYes: {
      id: 'trackRecord',
      title: 'Upload your track record',
      detail: 'Import the spreadsheet; Fundnet computes MOIC, TVPI, DPI and graduation rates from it.',
      href: '/settings/portfolioAndTrackRecords',
      linkLabel: 'Go to Portfolio & Track Records',
    },
    ifNo: {
      id: 'trackRecord',
      title: 'Collect your track record deal by deal',
      detail:
        'List each investment with date, stage, amount invested, current value and status (active, partly realized, realized, write-off). Download the example sheet from Portfolio & Track Records to start.',
      href: '/settings/portfolioAndTrackRecords',
      linkLabel: 'Go to Portfolio & Track Records',
    },
  },
  {
    id: 'terms',
    question: 'Are your fund terms (size, fees, carry, hurdle) decided?',
    hint: 'Target size, management fee, carry, hurdle and waterfall are compared side by side by LPs.',
    ifYes: {
      id: 'terms',
      title: 'Enter your fund terms',
      detail: 'Add target fund size, vintage, management fee, carry, hurdle, clawback and waterfall (American or European).',
      href: '/fund#financeGovernance',
      linkLabel: 'Open Finance & Governance',
    },
    ifNo: {
      id: 'terms',
      title: 'Set your fundraising status to pre-marketing',
      detail: 'You can publish the strategy and team now and add terms once they are final; the status tells investors where you stand.',
      href: '/fund#general',
      linkLabel: 'Open the General section',
    },
  },
  {
    id: 'dataRoom',
    question: 'Do you have due-diligence documents ready to share (LPA, DDQ, reports)?',
    hint: 'A data room lets you share them with permissions, watermarks and view analytics.',
    ifYes: {
      id: 'dataRoom',
      title: 'Set up your data room',
      detail: 'Upload the documents, group them in folders and decide who may view or download them.',
      href: '/dataRoom',
      linkLabel: 'Open the data room',
    },
    ifNo: {
      id: 'dataRoom',
      title: 'Prepare a due-diligence question list (DDQ)',
      detail:
        'Start with the ILPA DDQ topics: firm, strategy, team, process, ESG, risk, legal. Add the answers to your data room as they are ready.',
      href: '/dataRoom',
      linkLabel: 'Open the data room',
    },
  },
  {
    id: 'team',
    question: 'Are the biographies of your key people up to date?',
    hint: 'Team is the most-read section of a fund profile.',
    ifYes: {
      id: 'team',
      title: 'Add your key people',
      detail: 'Name, position, LinkedIn and a short description for each partner; invite colleagues as profile members.',
      href: '/fund#teamOrganization',
      linkLabel: 'Open Team & Organization',
    },
    ifNo: {
      id: 'team',
      title: 'Write a short biography per partner',
      detail: 'Three or four lines each: past roles, relevant exits or deals, and what they own in the fund.',
      href: '/fund#teamOrganization',
      linkLabel: 'Open Team & Organization',
    },
  },
  {
    id: 'investors',
    question: 'Do you already have investors you want to invite?',
    hint: 'Invited investors see your profile and data room under the access you choose.',
    ifYes: {
      id: 'investors',
      title: 'Invite investors and track commitments',
      detail: 'Send invitations or share links, then record soft and hard commitments in Commitments & Book.',
      href: '/commitmentsAndBook',
      linkLabel: 'Open Commitments & Book',
    },
    ifNo: {
      id: 'investors',
      title: 'Find matching investors',
      detail: 'Browse investor discovery by sector focus, geography and deal size, and follow those that fit.',
      href: '/investor/discovery',
      linkLabel: 'Open investor discovery',
    },
  },
];

export const serviceProviderReadinessQuestions: readonly ReadinessQuestion[] = [
  {
    id: 'offerings',
    question: 'Can you name your main offerings (up to 10)?',
    hint: 'Funds and investors search providers by what they offer.',
    ifYes: {
      id: 'offerings',
      title: 'Add your main offerings',
      detail: 'List between 1 and 10 offerings, each as a short, searchable phrase ("Fund administration", "AIFMD reporting").',
      href: '/serviceProvider',
      linkLabel: 'Open your profile',
    },
    ifNo: {
      id: 'offerings',
      title: 'Define your main offerings',
      detail: 'Choose up to 10 services you want to be found for; fewer, precise offerings work better than a long list.',
      href: '/serviceProvider',
      linkLabel: 'Open your profile',
    },
  },
  {
    id: 'audience',
    question: 'Do you know which clients you serve best (funds, investors, both)?',
    hint: 'Your geographies and client types decide who sees you in discovery.',
    ifYes: {
      id: 'audience',
      title: 'Set your provider type and geographies',
      detail: 'Pick your provider type and the regions you serve, so matching funds and investors find you.',
      href: '/serviceProvider',
      linkLabel: 'Open your profile',
    },
    ifNo: {
      id: 'audience',
      title: 'Look at who is on Fundnet',
      detail: 'Browse fund and investor discovery to see which segments need your services.',
      href: '/fund/discovery',
      linkLabel: 'Open fund discovery',
    },
  },
  {
    id: 'references',
    question: 'Do you have client references you may name?',
    hint: 'References and client counts build trust faster than any description.',
    ifYes: {
      id: 'references',
      title: 'Add references and clients',
      detail: 'Add named clients (with their consent), client counts and short testimonials.',
      href: '/serviceProvider',
      linkLabel: 'Open your profile',
    },
    ifNo: {
      id: 'references',
      title: 'Ask two or three clients for a reference',
      detail: 'A short quote and the permission to name them is enough; add them once you have them.',
    },
  },
  {
    id: 'pricing',
    question: 'Can you give an indication of your average costs?',
    hint: 'A price range saves both sides a first call.',
    ifYes: {
      id: 'pricing',
      title: 'Add your average costs',
      detail: 'Give a typical range per engagement or per fund size; you can explain the drivers in the overview.',
      href: '/serviceProvider',
      linkLabel: 'Open your profile',
    },
    ifNo: {
      id: 'pricing',
      title: 'Describe how you price',
      detail: 'If you cannot give a range, explain what the price depends on (fund size, scope, jurisdictions).',
    },
  },
  {
    id: 'team',
    question: 'Is your team ready to be shown (key people, contacts)?',
    hint: 'Clients want to know who will work with them.',
    ifYes: {
      id: 'team',
      title: 'Add your key people',
      detail: 'Full name and position for each contact person, with LinkedIn and a short description.',
      href: '/serviceProvider',
      linkLabel: 'Open your profile',
    },
    ifNo: {
      id: 'team',
      title: 'Pick one contact person to start',
      detail: 'One named contact with a photo and a direct line is better than an anonymous form.',
    },
  },
  {
    id: 'content',
    question: 'Do you have articles, press or events to share?',
    hint: 'Posts and events keep your profile visible in the feed.',
    ifYes: {
      id: 'content',
      title: 'Publish in the feed and list your events',
      detail: 'Add press clippings to the profile, post insights in the feed and list your webinars and events.',
      href: '/feed',
      linkLabel: 'Open the feed',
    },
    ifNo: {
      id: 'content',
      title: 'Plan one useful post',
      detail: 'A short insight on a regulatory change or a market trend your clients care about is a good first post.',
      href: '/events',
      linkLabel: 'Browse events',
    },
  },
];

export function readinessQuestionsFor(type: ReadinessProfileType): readonly ReadinessQuestion[] {
  return type === 'fund' ? fundReadinessQuestions : serviceProviderReadinessQuestions;
}

export interface ReadinessChecklist {
  /** Things to prepare first (answered "no"). */
  prepare: ChecklistItem[];
  /** Things ready to go on the profile now (answered "yes"). */
  addNow: ChecklistItem[];
  /** Share of "yes" answers, 0..100. */
  readinessPercent: number;
}

/**
 * Turns the answers into a checklist: "yes" answers become things to add to the profile now,
 * "no" answers things to prepare. Unanswered questions count as "no".
 */
export function readinessChecklist(type: ReadinessProfileType, answers: ReadinessAnswers): ReadinessChecklist {
  const questions = readinessQuestionsFor(type);
  const addNow = questions.filter((q) => answers[q.id] === true).map((q) => q.ifYes);
  const prepare = questions.filter((q) => answers[q.id] !== true).map((q) => q.ifNo);
  const readinessPercent = questions.length === 0 ? 0 : Math.round((addNow.length / questions.length) * 100);
  return { prepare, addNow, readinessPercent };
}
