export interface FaqEntry {
  id: string;
  category: string;
  question: string;
  answer: string;
}

export const faq: readonly FaqEntry[] = [
  {
    id: 'what-is-fundnet',
    category: 'Getting started',
    question: 'What is Fundnet?',
    answer:
      'Fundnet is a network for private markets: fund managers present their funds and raise capital, investors discover and assess funds, and service providers offer their services to both.',
  },
  {
    id: 'who-can-join',
    category: 'Getting started',
    question: 'Who can join Fundnet?',
    answer:
      'Professionals in private markets: fund managers (GPs), institutional and private investors (LPs), family offices and service providers such as lawyers, administrators and placement agents. Fundnet is not open to consumers.',
  },
  {
    id: 'several-profiles',
    category: 'Profiles',
    question: 'Can I have more than one profile?',
    answer:
      'Yes. One account can belong to several profiles, for example a fund and an investor entity. Switch between them with the profile switcher in the top bar or on the Select profile page; everything you do acts as the active profile.',
  },
  {
    id: 'profile-visibility',
    category: 'Profiles',
    question: 'Who can see my profile?',
    answer:
      'New profiles start as drafts that only their members see. Once published, a profile appears in discovery; you can hide individual sections, require an NDA, or share it only through links with a password or an e-mail gate.',
  },
  {
    id: 'delete-draft',
    category: 'Profiles',
    question: 'How do I delete a profile?',
    answer:
      'Owners can delete a draft profile under Delete Profile in the profile settings. Published profiles are archived instead, so that the history stays consistent for the investors who saw them.',
  },
  {
    id: 'invite-team',
    category: 'Profiles',
    question: 'How do I add colleagues to a profile?',
    answer:
      'Open Team in the profile settings and invite them by e-mail. Each member gets a role (owner, admin, editor or viewer) that decides what they may change.',
  },
  {
    id: 'sms-verification',
    category: 'Account',
    question: 'Why do you ask for my phone number?',
    answer:
      'A verified phone number protects your account and tells other members that a real person is behind the profile. You can skip it during onboarding and verify later in your user settings.',
  },
  {
    id: 'reset-password',
    category: 'Account',
    question: 'I forgot my password. What now?',
    answer:
      'Use "Forgot password" on the sign-in page. We send a link to your e-mail address; it is valid for a limited time. If the mail does not arrive, check your spam folder or contact us.',
  },
  {
    id: 'change-email',
    category: 'Account',
    question: 'Can I use several e-mail addresses?',
    answer:
      'Yes. Add secondary addresses under User settings › Details › Manage e-mails, verify them, and make one of them your primary address if you like.',
  },
  {
    id: 'data-room-permissions',
    category: 'Data rooms',
    question: 'How do data room permissions work?',
    answer:
      "Put people into permission groups and decide per folder or file whether a group can view, download, hide or use AI chat on it. Watermarks with the viewer's e-mail can be added to uploaded files.",
  },
  {
    id: 'data-room-analytics',
    category: 'Data rooms',
    question: 'Can I see who opened my documents?',
    answer:
      'Yes. Data room analytics show views, downloads, time spent and the last view per visitor and file. Visitors are told that their activity is recorded before they open a shared link.',
  },
  {
    id: 'share-link',
    category: 'Sharing',
    question: 'How do I share my profile with someone who is not on Fundnet?',
    answer:
      'Create a share link under Share Profile Link. Choose who can open it (anyone with the link, with a password, by entering an e-mail address, or named e-mails only) and whether an NDA is required. You can deactivate a link at any time.',
  },
  {
    id: 'track-record-import',
    category: 'Track records',
    question: 'How do I add my track record?',
    answer:
      'Under Portfolio & Track Records, create a track record and either enter investments in the grid or import a spreadsheet (an example sheet is available there). Fundnet computes the multiples and charts from the deal-level data.',
  },
  {
    id: 'graduation-rates',
    category: 'Track records',
    question: 'What are graduation rates?',
    answer:
      'The share of portfolio companies that raised a next financing round, exited or were written off, and how long that took. They are an early performance signal for young portfolios, before distributions arrive.',
  },
  {
    id: 'commitments',
    category: 'Fundraising',
    question: 'Are commitments recorded on Fundnet binding?',
    answer:
      "No. Commitments in the books sheet are non-binding records that help fund managers track their fundraising. Binding commitments are made in the fund's subscription documents, outside Fundnet.",
  },
  {
    id: 'investment-advice',
    category: 'Fundraising',
    question: 'Does Fundnet give investment advice?',
    answer:
      'No. Fundnet is an information and networking platform. Profiles are published by their owners; investors remain responsible for their own due diligence and decisions.',
  },
  {
    id: 'qualified-investor',
    category: 'Investors',
    question: 'Why do I have to confirm that I am a professional investor?',
    answer:
      'Fund managers may only market many funds to professional or qualified investors. Your self-certification lets them share fund details with you in line with the rules that apply to them.',
  },
  {
    id: 'investor-style',
    category: 'Investors',
    question: 'What is my investor style?',
    answer:
      'A short quiz during onboarding places you in one of six styles (Consultant Follower, Alpha Hunter, Knowledge Seeker, Traditionalist, Simplifier, Wizard). It helps fund managers understand how you like to receive information. You can retake it at any time.',
  },
  {
    id: 'billing',
    category: 'Billing',
    question: 'How are membership plans billed?',
    answer:
      'Plans are billed monthly or yearly in advance, as you choose. You can change or cancel a plan under Billing in the profile settings; a cancellation takes effect at the end of the current period.',
  },
  {
    id: 'delete-account',
    category: 'Privacy',
    question: 'How do I delete my account and data?',
    answer:
      'Delete your account in the user settings, or write to the privacy address named in the privacy policy. We delete your personal data within 30 days unless we must keep it by law (for example invoices). See the privacy policy for details.',
  },
];

/** Entries whose question, answer or category contain every word of `query` (case-insensitive). */
export function filterFaq(entries: readonly FaqEntry[], query: string): FaqEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = `${entry.question} ${entry.answer} ${entry.category}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
