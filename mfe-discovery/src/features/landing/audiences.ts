/** The three audiences of Fundnet and the page that speaks to each (/gpsAndVcFunds, /lpAndAllocator, /serviceProviders). */
export type AudienceId = 'funds' | 'investors' | 'serviceProviders';

export interface Benefit {
  title: string;
  text: string;
}

export interface Audience {
  id: AudienceId;
  path: string;
  /** Who they are, as the landing page's card names them. */
  label: string;
  /** Also known as. */
  aka: string;
  /** The card text on the landing page. */
  pitch: string;
  /** The audience page's heading and intro. */
  heading: string;
  intro: string;
  benefits: Benefit[];
  signUpLabel: string;
  discovery: { label: string; to: string };
  /** The profiles this audience looks for, shown featured on its page. */
  featured: { kind: 'fund' | 'investor' | 'serviceProvider'; title: string };
}

export const audiences: Audience[] = [
  {
    id: 'funds',
    path: '/gpsAndVcFunds',
    label: 'Fund managers',
    aka: 'GPs and VC funds',
    pitch: 'Raise your next fund with a profile investors can trust, share it on your terms, and see who is interested.',
    heading: 'Fundnet for fund managers',
    intro:
      'Raise capital with a fund profile investors can read in depth, share it on your terms, run your data room and follow your raise from first interest to final close.',
    benefits: [
      {
        title: 'A profile that tells your story',
        text: 'Present your fund section by section: strategy, investment process, team and organisation, fund terms, portfolio, ESG and impact, with key people, testimonials and co-investors.',
      },
      {
        title: 'Share on your terms',
        text: 'Share your profile through links that ask for an e-mail, a password or a signed NDA, and choose which sections each link shows.',
      },
      {
        title: 'A data room built in',
        text: 'Keep your documents in folders, give investors access by permission group, and see who viewed which file and for how long.',
      },
      {
        title: 'Follow your raise',
        text: 'Record non-binding commitments in a books sheet against your first and final closing goals, and see the interactions that lead there.',
      },
      {
        title: 'Show your track record',
        text: 'Publish track records with performance charts, and the graduation rates of your portfolio companies.',
      },
      {
        title: 'Hear from investors',
        text: 'Ask investors for feedback, and see who visits your profile, subscribes to it and follows it.',
      },
    ],
    signUpLabel: 'Create your fund profile',
    discovery: { label: 'Browse investors', to: '/investor/discovery' },
    featured: { kind: 'investor', title: 'Featured investors' },
  },
  {
    id: 'investors',
    path: '/lpAndAllocator',
    label: 'Investors',
    aka: 'LPs and allocators',
    pitch: 'Find the funds that fit your mandate, read them in depth, and keep every conversation in one place.',
    heading: 'Fundnet for investors',
    intro:
      'Find funds that fit your mandate, compare them on the same structured profile, open the documents they share with you and keep every conversation in one place.',
    benefits: [
      {
        title: 'Discover funds that fit',
        text: 'Search funds by type, stage, fundraising status, maturity, geography, location, tags and fund size, and narrow to verified or featured funds.',
      },
      {
        title: 'Read before you meet',
        text: 'Every fund profile follows the same structure: strategy, team, terms, portfolio, track records and graduation rates.',
      },
      {
        title: 'Open their data rooms',
        text: 'Read the documents a fund shares with you, with exactly the access it granted you.',
      },
      {
        title: 'Follow and favourite',
        text: 'Keep the funds you like close and hear about their news in your feed.',
      },
      {
        title: 'Ask for introductions',
        text: 'Request a warm introduction to a fund or a service provider.',
      },
      {
        title: 'Answer in a click',
        text: "Reply to funds' feedback requests, or pass on an opportunity, without a long e-mail thread.",
      },
    ],
    signUpLabel: 'Create your investor profile',
    discovery: { label: 'Browse funds', to: '/fund/discovery' },
    featured: { kind: 'fund', title: 'Featured funds' },
  },
  {
    id: 'serviceProviders',
    path: '/serviceProviders',
    label: 'Service providers',
    aka: 'Advisers, administrators and other specialists',
    pitch: 'Be found by the funds and investors who need your services, and show the work that earns their trust.',
    heading: 'Fundnet for service providers',
    intro: 'Be found by the funds and investors who need your services, show your work and earn their ratings.',
    benefits: [
      {
        title: 'Be discovered',
        text: 'Appear in service-provider discovery, searchable by type, location, geography and tags.',
      },
      {
        title: 'Show your work',
        text: 'Present your services, testimonials, references and mentions, and answer the questions clients ask most.',
      },
      {
        title: 'Earn ratings',
        text: 'Collect likes and ratings from the funds and investors you serve.',
      },
      {
        title: 'Stay visible',
        text: 'Publish to the feed and meet the community at platform events.',
      },
    ],
    signUpLabel: 'Create your service provider profile',
    discovery: { label: 'Browse service providers', to: '/serviceProvider/discovery' },
    featured: { kind: 'serviceProvider', title: 'Featured service providers' },
  },
];

export function audienceById(id: AudienceId): Audience {
  return audiences.find((audience) => audience.id === id)!;
}
