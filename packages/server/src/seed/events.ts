import { eq } from 'drizzle-orm';
import { stakeholderTypes } from '@fundnet/validation-schema';
import { eventTimes } from '../modules/platform-event';
import {
  platformEventAttendance,
  platformEventBookmarks,
  platformEventHosts,
  platformEventReviews,
  platformEvents,
} from '../modules/platform-event/tables';
import type { DbOrTx } from '../db/client';
import { sectionRng } from './names';
import type { DemoSection, DemoWorld } from './world';

const DAY = 86_400_000;

/** A wide banner with the event's name (data: URI: the demo has no image host; the page CSP allows data: images). */
export function eventBanner(name: string, colour: string): string {
  const safe = name.replace(/[<>&"]/g, '');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="400" viewBox="0 0 960 400">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/>` +
    `<stop offset="1" stop-color="#0d1b2a"/></linearGradient></defs><rect width="960" height="400" fill="url(#g)"/>` +
    `<text x="48" y="220" font-family="Arial, Helvetica, sans-serif" font-size="52" font-weight="700" fill="#ffffff">${safe}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

interface Plan {
  name: string;
  type: 'Conference' | 'PitchEvent' | 'Webinar' | 'PoweredByFundnet' | 'InviteOnly' | 'Other';
  format: 'Online' | 'Offline';
  /** Days from now of the first day; length in days. */
  inDays: number;
  days: number;
  timezone: string;
  city: string;
  host: string;
  keywords: string[];
  regions: string[];
  assetClasses: string[];
  lp: number | null;
  gp: number | null;
  colour: string;
  description: string;
  sides?: Array<{ name: string; dayOffset: number; host: string }>;
}

const plans: Plan[] = [
  {
    name: 'SuperReturn Berlin',
    type: 'Conference',
    format: 'Offline',
    inDays: 24,
    days: 3,
    timezone: 'CET',
    city: 'Berlin, Germany',
    host: 'SuperReturn',
    keywords: ['private equity', 'venture', 'secondaries'],
    regions: ['europe', 'dach'],
    assetClasses: ['fundsVc', 'buyout', 'fundOfFundsPe'],
    lp: 0,
    gp: 4200,
    colour: '#1f4e79',
    description: 'Three days of LP-GP meetings, allocation panels and the secondaries summit, with 1,500 LPs expected.',
    sides: [
      { name: 'LP breakfast: emerging managers', dayOffset: 0, host: 'Fundnet' },
      { name: 'Secondaries dinner', dayOffset: 1, host: 'Lexington Partners' },
    ],
  },
  {
    name: 'Nordic Venture Days',
    type: 'Conference',
    format: 'Offline',
    inDays: 45,
    days: 2,
    timezone: 'CET',
    city: 'Stockholm, Sweden',
    host: 'Nordic VC Association',
    keywords: ['venture', 'climate', 'emerging managers'],
    regions: ['nordics'],
    assetClasses: ['fundsVc', 'directVc'],
    lp: 250,
    gp: 900,
    colour: '#0b7a75',
    description: 'Nordic and Baltic venture funds meet family offices and pension funds.',
  },
  {
    name: 'Emerging Managers Webinar: first close',
    type: 'Webinar',
    format: 'Online',
    inDays: 9,
    days: 1,
    timezone: 'GMT',
    city: 'Online',
    host: 'Fundnet',
    keywords: ['emerging managers', 'fundraising'],
    regions: ['global'],
    assetClasses: ['fundsVc'],
    lp: 0,
    gp: 0,
    colour: '#7a3e9d',
    description: 'How first-time funds reach a first close: three GPs and two LPs on what worked.',
  },
  {
    name: 'Fundnet LP Roundtable London',
    type: 'PoweredByFundnet',
    format: 'Offline',
    inDays: 70,
    days: 1,
    timezone: 'GMT',
    city: 'London, United Kingdom',
    host: 'Fundnet',
    keywords: ['family offices', 'co-investment'],
    regions: ['ukAndIreland'],
    assetClasses: ['fundOfFundsGeneral', 'buyout'],
    lp: 0,
    gp: 650,
    colour: '#b5532a',
    description: 'An invitation-led roundtable for 40 LPs and 20 GPs on co-investment programmes.',
  },
  {
    name: 'Climate Tech Pitch Night',
    type: 'PitchEvent',
    format: 'Offline',
    inDays: 16,
    days: 1,
    timezone: 'CET',
    city: 'Amsterdam, Netherlands',
    host: 'Climate Capital Collective',
    keywords: ['climate', 'startups', 'venture'],
    regions: ['benelux'],
    assetClasses: ['directVc'],
    lp: 50,
    gp: 150,
    colour: '#2e7d32',
    description: 'Ten climate startups pitch to funds and angels; drinks afterwards.',
  },
  {
    name: 'Private Credit Forum New York',
    type: 'Conference',
    format: 'Offline',
    inDays: 110,
    days: 2,
    timezone: 'EST',
    city: 'New York, United States',
    host: 'Credit Markets Institute',
    keywords: ['private credit', 'direct lending'],
    regions: ['northAmerica'],
    assetClasses: ['debtGeneral', 'debtSpecialSituations'],
    lp: 1500,
    gp: 3900,
    colour: '#455a64',
    description: 'Direct lending, special situations and NAV financing for institutional allocators.',
  },
  {
    name: 'GP-LP Summit Zurich',
    type: 'Conference',
    format: 'Offline',
    inDays: -40,
    days: 2,
    timezone: 'CET',
    city: 'Zurich, Switzerland',
    host: 'Alpine Capital Events',
    keywords: ['private equity', 'family offices'],
    regions: ['dach'],
    assetClasses: ['buyout', 'fundOfFundsPe'],
    lp: 0,
    gp: 2500,
    colour: '#ad1457',
    description: 'Swiss and German family offices and pension funds meet mid-market buyout managers.',
    sides: [{ name: 'Family office lunch', dayOffset: 1, host: 'Alpine Capital Events' }],
  },
  {
    name: 'Secondaries Deep Dive (webinar)',
    type: 'Webinar',
    format: 'Online',
    inDays: -14,
    days: 1,
    timezone: 'GMT',
    city: 'Online',
    host: 'Fundnet',
    keywords: ['secondaries', 'continuation funds'],
    regions: ['global'],
    assetClasses: ['fundOfFundsGeneral'],
    lp: 0,
    gp: 0,
    colour: '#8d6e63',
    description: 'Continuation funds, LP-led sales and pricing, with two secondary buyers.',
  },
  {
    name: 'Invite-only Allocator Dinner Paris',
    type: 'InviteOnly',
    format: 'Offline',
    inDays: -75,
    days: 1,
    timezone: 'CET',
    city: 'Paris, France',
    host: 'Maison Capital',
    keywords: ['family offices', 'venture'],
    regions: ['westernEurope'],
    assetClasses: ['fundsVc'],
    lp: 0,
    gp: 300,
    colour: '#1f4e79',
    description: 'Twelve allocators and eight managers around one table.',
  },
];

const feedback = [
  ['Excellent LP density', 'Met more allocators in two days than in a quarter of outreach. Panels were a mixed bag.'],
  ['Worth it for the meetings', 'The app-based meeting booking worked; the main stage was too crowded.'],
  ['Good, but pricey', 'Useful conversations with family offices; the GP ticket price is hard to justify for a small fund.'],
  ['Well organised', 'Tight agenda, good side events, the right people in the room.'],
  ['Useful for first-time funds', 'Practical sessions and approachable LPs. Food could be better.'],
];

/**
 * Platform events of the demo: upcoming and past main events with side events, hosted by the demo admin and
 * (one) the demo user; attendance by demo investors (LP) and funds (GP), bookmarks of the demo user, and
 * reviews of the past events by people who attended them.
 */
export const eventsSeed: DemoSection = {
  name: 'events',
  async seed(tx: DbOrTx, world: DemoWorld): Promise<Record<string, number>> {
    const random = sectionRng('events');
    const rng = () => random.next();
    const admin = world.users.find((u) => u.kind === 'admin');
    const demo = world.users.find((u) => u.kind === 'demo');
    if (!admin || !demo) return { events: 0 };
    const memberOf = new Map(world.memberships.filter((m) => m.role === 'owner').map((m) => [m.profileId, m.userId]));
    const people = (type: 'investor' | 'fund') =>
      world.profiles
        .filter((p) => p.type === type && p.status === 'published' && !p.demo && memberOf.has(p.id))
        .map((p) => ({ profile: p, userId: memberOf.get(p.id)! }))
        .filter((p) => p.userId !== demo.id && p.userId !== admin.id);
    const lps = people('investor');
    const gps = people('fund');
    const userById = new Map(world.users.map((u) => [u.id, u]));
    const counts = { events: 0, sideEvents: 0, attendance: 0, reviews: 0, bookmarks: 0 };

    const insertEvent = async (plan: Plan, mainEventId: string | null, start: Date, end: Date) => {
      const startDate = start.toISOString().slice(0, 10);
      const endDate = end.toISOString().slice(0, 10);
      const eventStartDate = `${startDate}T09:00`;
      const eventEndDate = `${endDate}T18:00`;
      const times = eventTimes({ eventStartDate, eventEndDate, eventTimezone: plan.timezone });
      const stakeholders = plan.type === 'PitchEvent' ? ['fund', 'investor', 'startup'] : ['investor', 'fund', 'serviceProvider'];
      const [row] = await tx
        .insert(platformEvents)
        .values({
          mainEventId,
          createdByUserId: admin.id,
          name: plan.name,
          type: plan.type,
          format: plan.format,
          stakeholderTypes: stakeholders.filter((s) => (stakeholderTypes as readonly string[]).includes(s)),
          startDate: eventStartDate,
          endDate: eventEndDate,
          timezone: plan.timezone,
          ...times,
          cityCountry: plan.city,
          hostName: plan.host,
          description: plan.description,
          imageOriginal: eventBanner(plan.name, plan.colour),
          imageCropped: null,
          urls: {
            eventUrl: `https://events.example/${plan.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
            buyTicketsServiceUrl: plan.gp ? 'https://tickets.example/buy' : null,
          },
          keywords: plan.keywords,
          regions: plan.regions,
          assetClasses: plan.assetClasses,
          lpTicketPrice: plan.lp,
          gpTicketPrice: plan.gp,
          ticketCurrency: plan.timezone === 'EST' ? 'USD' : 'EUR',
          createdAt: new Date(world.now.getTime() - 60 * DAY),
          updatedAt: new Date(world.now.getTime() - 30 * DAY),
        })
        .returning();
      return row!;
    };

    for (const [index, plan] of plans.entries()) {
      const start = new Date(world.now.getTime() + plan.inDays * DAY);
      const end = new Date(start.getTime() + (plan.days - 1) * DAY);
      const event = await insertEvent(plan, null, start, end);
      counts.events += 1;
      for (const side of plan.sides ?? []) {
        const day = new Date(start.getTime() + side.dayOffset * DAY);
        await insertEvent(
          { ...plan, name: side.name, host: side.host, lp: 0, gp: 0, description: `${side.name}, during ${plan.name}.` },
          event.id,
          day,
          day,
        );
        counts.sideEvents += 1;
      }
      // The demo user hosts the webinar of Fundnet (so the demo shows a host's edit rights).
      if (plan.host === 'Fundnet' && plan.type === 'Webinar' && plan.inDays > 0) {
        await tx.insert(platformEventHosts).values({ eventId: event.id, userId: demo.id });
      }
      const past = plan.inDays < 0;
      const lpCount = Math.min(lps.length, 3 + Math.floor(rng() * 9));
      const gpCount = Math.min(gps.length, 2 + Math.floor(rng() * 7));
      const shuffledLps = [...lps].sort(() => rng() - 0.5).slice(0, lpCount);
      const shuffledGps = [...gps].sort(() => rng() - 0.5).slice(0, gpCount);
      const attendees = [
        ...shuffledLps.map((p) => ({ ...p, bucket: 'lp' as const })),
        ...shuffledGps.map((p) => ({ ...p, bucket: 'gp' as const })),
      ];
      const seen = new Set<string>();
      let lp = 0;
      let gp = 0;
      let reviews = 0;
      let ratingSum = 0;
      for (const attendee of attendees) {
        if (seen.has(attendee.userId)) continue;
        seen.add(attendee.userId);
        await tx.insert(platformEventAttendance).values({
          eventId: event.id,
          userId: attendee.userId,
          profileId: attendee.profile.id,
          profileType: attendee.profile.type,
          status: past ? 'attended' : 'attending',
        });
        if (attendee.bucket === 'lp') lp += 1;
        else gp += 1;
        counts.attendance += 1;
        if (past && rng() < 0.6) {
          const user = userById.get(attendee.userId)!;
          const [short, general] = feedback[Math.floor(rng() * feedback.length)]!;
          const r = () => 3 + Math.floor(rng() * 3);
          const generalRating = r();
          const form = {
            analysisPerspective: 'haveAttended',
            datesOfAttendance: [start.toISOString().slice(0, 10)],
            reviewerFirstName: user.firstName,
            reviewerLasttName: user.lastName,
            reviewerBestDescription: attendee.bucket === 'lp' ? 'institutionalInvestor' : 'fundManager',
            reviewerLinkedinUrl: `https://www.linkedin.com/in/${user.firstName.toLowerCase()}-${user.lastName.toLowerCase()}`,
            reviewerEmail: user.email,
            reviewerPhoneNumber: user.phoneNumber ?? '+4930123456',
            reviewerCompanyName: attendee.profile.name,
            generalRating,
            shortFeedback: short,
            generalFeedback: general,
            qualityOfLPsAttending: { rating: r(), comment: null },
            qualityOfGPsAttending: { rating: r(), comment: null },
            qualityAndRelevance: { rating: r(), comment: null },
            networkingPotential: { rating: r(), comment: null },
            qualityOfSideEvents: { rating: r(), comment: null },
            valueForMoney: { rating: 2 + Math.floor(rng() * 3), comment: null },
            foodAndBeverageQuality: rng() < 0.5 ? { rating: r(), comment: null } : null,
          };
          await tx.insert(platformEventReviews).values({ eventId: event.id, userId: attendee.userId, generalRating, form });
          reviews += 1;
          ratingSum += generalRating;
        }
      }
      // The demo user: bookmarks three upcoming events, attends one, attended (and reviewed nothing yet) a past one.
      let bookmarks = 0;
      if (!past && index < 4) {
        await tx.insert(platformEventBookmarks).values({ eventId: event.id, userId: demo.id });
        bookmarks += 1;
        counts.bookmarks += 1;
      }
      if (index === 0 || index === 6) {
        await tx.insert(platformEventAttendance).values({
          eventId: event.id,
          userId: demo.id,
          profileId: world.profiles.find((p) => p.demo && p.type === 'investor')?.id ?? null,
          profileType: 'investor',
          status: past ? 'attended' : 'attending',
        });
        lp += 1;
        counts.attendance += 1;
      }
      await tx
        .update(platformEvents)
        .set({ lpAttending: lp, gpAttending: gp, reviews, ratingSum, bookmarks })
        .where(eq(platformEvents.id, event.id));
      counts.reviews += reviews;
    }
    return counts;
  },
};
