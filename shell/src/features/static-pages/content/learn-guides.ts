import type { TextBlock } from './legal-document';

export type GuideAudience = 'gp' | 'lp' | 'provider';

export interface Guide {
  id: string;
  audience: GuideAudience;
  title: string;
  summary: string;
  /** Reading time in minutes (about 200 words a minute). */
  minutes: number;
  sections: readonly { heading: string; blocks: readonly TextBlock[] }[];
  /** Where to put the guide into practice in Fundnet. */
  action?: { label: string; href: string };
}

export const audienceLabels: Readonly<Record<GuideAudience, string>> = {
  gp: 'Fund managers (GPs)',
  lp: 'Investors (LPs)',
  provider: 'Service providers',
};

export const guides: readonly Guide[] = [
  {
    id: 'fundraising-roadmap',
    audience: 'gp',
    title: 'A fundraising roadmap for emerging managers',
    summary: 'From pre-marketing to final close: what to prepare, when, and how to keep momentum.',
    minutes: 6,
    sections: [
      {
        heading: 'Before you talk to investors',
        blocks: [
          'Write down your edge in one sentence: why this team, this strategy, now. If you cannot, LPs will not either.',
          {
            list: [
              'Target fund size and hard cap that fit the strategy (number of deals × average ticket × reserves for follow-ons).',
              'Terms close to market: management fee, carried interest, hurdle, GP commitment (1–2 % is common), waterfall (European whole-of-fund or American deal-by-deal).',
              'A track record investors can verify: deal-level data, your role in each deal, and references who can confirm it.',
              'A data room with the documents LPs ask for first (see the data room guide).',
            ],
          },
        ],
      },
      {
        heading: 'Pre-marketing and the first close',
        blocks: [
          'Build a pipeline much larger than you need: first-time funds often speak to 100–200 LPs to close with 20–40. Track every conversation, soft circle and commitment in one place.',
          'Anchor investors make the difference. An LP who commits early, possibly against better terms or a share of the management company, gives others a reason to follow.',
          'Set a date for the first close and keep it. A first close at 30–50 % of the target lets you start investing and shows momentum.',
        ],
      },
      {
        heading: 'From first close to final close',
        blocks: [
          'Report to the LPs already in while you raise: the first deals are your best marketing. Subsequent closers usually pay an equalisation interest to early LPs.',
          'Final close typically comes 12–18 months after the first. Keep the data room current and tell investors what changed since they last looked.',
        ],
      },
    ],
    action: { label: 'Track commitments in Commitments & Book', href: '/commitmentsAndBook' },
  },
  {
    id: 'data-room-essentials',
    audience: 'gp',
    title: 'Data room essentials',
    summary: 'Which documents to share, in which order, and how to use access rights and analytics.',
    minutes: 4,
    sections: [
      {
        heading: 'A structure LPs recognise',
        blocks: [
          {
            list: [
              '1. Overview: pitch deck, one-pager, fund presentation.',
              '2. Legal: LPA or term sheet, private placement memorandum, subscription documents, side-letter policy.',
              '3. Track record: deal-level sheet, attribution by partner, valuation policy, audited financial statements of prior funds.',
              '4. Team: biographies, organisation chart, references, succession and key-person provisions.',
              '5. Operations: DDQ (ILPA template), compliance manual, service providers (administrator, auditor, depositary, legal counsel).',
              '6. ESG: responsible investment policy, SFDR classification, sample ESG report.',
            ],
          },
        ],
      },
      {
        heading: 'Access and analytics',
        blocks: [
          'Share the overview widely and the details selectively: use permission groups so a first-meeting LP sees the deck, and an LP in due diligence sees the legal and track-record folders.',
          "Add a watermark with the viewer's e-mail to sensitive PDFs. Require an NDA for the track record if your LPA or prior LPs require confidentiality.",
          'Read the analytics: which files an investor opened, how long they spent, and when they came back tell you where they are in their process and what to send next.',
        ],
      },
    ],
    action: { label: 'Open your data room', href: '/dataRoom' },
  },
  {
    id: 'track-record-metrics',
    audience: 'gp',
    title: 'Presenting a track record: the metrics that matter',
    summary: 'TVPI, DPI, RVPI, MOIC and IRR explained, and how to show them honestly.',
    minutes: 5,
    sections: [
      {
        heading: 'The multiples',
        blocks: [
          {
            list: [
              'MOIC (multiple on invested capital): total value of an investment (realized + unrealized) divided by the capital invested in it. Used per deal and per fund, gross of fees.',
              'TVPI (total value to paid-in): (distributions + net asset value) ÷ capital paid in by LPs. The fund-level, net-of-fees counterpart of MOIC.',
              'DPI (distributions to paid-in): distributions ÷ paid-in capital. The cash actually returned; LPs weigh it more heavily as funds mature.',
              'RVPI (residual value to paid-in): net asset value ÷ paid-in capital. TVPI = DPI + RVPI.',
              'IRR: the annualised return that accounts for timing. Show whether it is gross or net and whether a subscription line was used, because early leverage inflates IRR.',
            ],
          },
        ],
      },
      {
        heading: 'Show it the way LPs check it',
        blocks: [
          'Give every deal: entry date, stage, amount invested, realized and unrealized value, ownership, status (active, partly realized, realized, write-off) and your role. LPs rebuild your numbers from this.',
          'Be explicit about attribution: which deals you led, at which firm, with which responsibilities. Inflated attribution is the most common reason due diligence fails late.',
          'Explain your valuation policy and how recent the last valuation of each company is. Graduation rates (how many companies raised a next round) are a useful early signal for young portfolios.',
        ],
      },
    ],
    action: { label: 'Add a track record', href: '/settings/portfolioAndTrackRecords' },
  },
  {
    id: 'lp-due-diligence',
    audience: 'lp',
    title: 'A due diligence checklist for fund investments',
    summary: 'The questions to answer before committing to a fund, from team to operations.',
    minutes: 6,
    sections: [
      {
        heading: 'Investment due diligence',
        blocks: [
          {
            list: [
              'Team: how long have the partners worked together, who makes decisions, how is carry split, what happens if a key person leaves?',
              "Strategy: is the edge real and repeatable? Is the fund size consistent with the strategy and the team's capacity?",
              'Track record: rebuild the numbers from deal-level data; check attribution, dispersion of returns, loss ratio and dependence on one or two outliers.',
              'Pipeline and portfolio construction: number of deals, ticket sizes, reserves, concentration limits.',
              'Terms: fees, carry, hurdle, GP commitment, key-person and no-fault removal clauses, compared with market standards such as the ILPA Principles.',
            ],
          },
        ],
      },
      {
        heading: 'Operational due diligence',
        blocks: [
          {
            list: [
              'Independent administrator, auditor and depositary; valuation policy and who approves valuations.',
              'Cash controls: who can release payments, and with how many signatures.',
              'Compliance, conflicts of interest, allocation policy between funds, co-investment policy.',
              'Reporting: frequency, templates (ILPA reporting template), ESG and SFDR disclosures.',
            ],
          },
        ],
      },
      {
        heading: 'References',
        blocks: [
          'Call both references given by the manager and references you find yourself: co-investors, founders of portfolio companies (including those where things went wrong) and former team members.',
        ],
      },
    ],
    action: { label: 'Discover funds', href: '/fund/discovery' },
  },
  {
    id: 'lp-portfolio-building',
    audience: 'lp',
    title: 'Building a private markets portfolio',
    summary: 'Pacing, vintage diversification and how to use secondaries and co-investments.',
    minutes: 4,
    sections: [
      {
        heading: 'Commitment pacing',
        blocks: [
          'Commitments are drawn over three to five years and returned over ten or more. To reach and hold a target allocation, commit a similar amount every year rather than all at once: diversification across vintages is the single best protection against a bad entry point.',
          'Model cash flows before committing: capital calls arrive before distributions (the J-curve), so keep liquidity for calls.',
        ],
      },
      {
        heading: 'Beyond primary commitments',
        blocks: [
          'Secondaries buy into existing funds, often at a discount, and shorten the J-curve. Co-investments alongside a manager you know lower average fees and let you tilt the portfolio, but need a team able to decide quickly.',
        ],
      },
    ],
    action: { label: 'Find investors who think alike', href: '/investor/discovery' },
  },
  {
    id: 'provider-visibility',
    audience: 'provider',
    title: 'Being found by funds and investors',
    summary: 'How funds choose service providers, and how to present your offering.',
    minutes: 3,
    sections: [
      {
        heading: 'What managers look for',
        blocks: [
          'A new manager needs, in roughly this order: legal counsel for the fund structure, a fund administrator, an auditor, a depositary or custodian where required, a compliance and AIFMD host (AIFM) if they are not licensed themselves, and banking. LPs ask about each of them in operational due diligence.',
          'Managers choose providers by experience with comparable funds (strategy, size, jurisdiction), by references from other managers and by price transparency.',
        ],
      },
      {
        heading: 'A profile that answers those questions',
        blocks: [
          {
            list: [
              'Up to ten precise main offerings rather than a long list.',
              'Jurisdictions and fund types you serve, with client counts.',
              'Named clients and testimonials, with their permission.',
              'An indication of costs, or what they depend on.',
              'Named contact people.',
            ],
          },
        ],
      },
    ],
    action: { label: 'Browse service providers', href: '/serviceProvider/discovery' },
  },
];
