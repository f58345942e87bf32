import { scopeResourceEntry } from '@fundnet/validation-schema';
import { eq } from 'drizzle-orm';
import { accessPolicies } from '../modules/access-policy/tables';
import { dataRooms } from '../modules/data-room/tables';
import { shareLinkInterests, shareLinks, shareLinkVisits } from '../modules/fund-custom-profile-link/tables';
import { fundAccessRequests } from '../modules/fund-request-access/tables';
import { trackRecords } from '../modules/track-record/tables';
import type { DbOrTx } from '../modules/profiles/service';
import { sectionRng } from './names';
import type { DemoSection, DemoWorld } from './world';

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * Two share links of the demo fund (api/fund-custom-profile-link), so Share Profile Link shows something at once: an
 * e-mail-gated link with the NDA on three sections, the fund's track record and its data room, opened by one visitor (with time per section) and stopped for
 * another who asked for access; and a public teaser link. The visitor told the fund she is interested (issue 34.1). Slugs come from the section's random stream (the demo data
 * is the same every time); real links get 128 random bits each. A third link was deleted after a roadshow: it keeps its
 * visits for the dashboard.
 */
export const shareLinksSeed: DemoSection = {
  name: 'share-links',
  async seed(tx: DbOrTx, world: DemoWorld): Promise<Record<string, number>> {
    const rng = sectionRng('share-links');
    const fund = world.profiles.find((profile) => profile.demo && profile.type === 'fund');
    if (!fund) return { links: 0 };
    const slug = () => Buffer.from(Array.from({ length: 16 }, () => rng.int(0, 255))).toString('base64url');
    const owner = fund.createdByUserId;
    const at = (ms: number) => new Date(world.now.getTime() - ms);
    // The deck link also opens the fund's track record and data room (seeded before this section).
    const records = await tx.select({ id: trackRecords.id }).from(trackRecords).where(eq(trackRecords.profileId, fund.id));
    const rooms = await tx.select({ id: dataRooms.id }).from(dataRooms).where(eq(dataRooms.fundProfileId, fund.id));
    const resources = [
      ...records.map((record) => scopeResourceEntry('track-record', record.id)),
      ...rooms.map((room) => scopeResourceEntry('data-room', room.id)),
    ];

    const [gated] = await tx
      .insert(accessPolicies)
      .values({
        mode: 'AnyoneEnteringAnEmail',
        requireEmail: true,
        verifyEmail: 'none',
        ndaProfileId: fund.id,
        denyList: ['@rival-capital.example'],
      })
      .returning({ id: accessPolicies.id });
    const [teaser] = await tx.insert(accessPolicies).values({ mode: 'AnyoneWithLink' }).returning({ id: accessPolicies.id });
    const permissions = {
      canView: true,
      canDownload: false,
      canHide: false,
      canUseAIChat: false,
      notifyViews: true,
      notifyDownloads: false,
      batchNotifications: false,
      notifyOnUpdates: false,
    };
    const [deck] = await tx
      .insert(shareLinks)
      .values({
        profileId: fund.id,
        slug: slug(),
        name: 'Fund II investor deck',
        policyId: gated!.id,
        scope: ['fund-details', 'overview', 'fund-terms', ...resources],
        permissions,
        createdBy: owner,
        createdAt: at(12 * DAY),
        updatedAt: at(12 * DAY),
      })
      .returning({ id: shareLinks.id });
    await tx.insert(shareLinks).values({
      profileId: fund.id,
      slug: slug(),
      name: 'Public teaser',
      policyId: teaser!.id,
      scope: ['fund-details', 'overview'],
      permissions,
      createdBy: owner,
      createdAt: at(30 * DAY),
      updatedAt: at(30 * DAY),
    });
    await tx.insert(shareLinkVisits).values({
      linkId: deck!.id,
      visitorKey: 'email:lena.hofmann@alpine-family-office.example',
      email: 'lena.hofmann@alpine-family-office.example',
      opens: 3,
      sectionSeconds: { overview: 195, 'fund-terms': 240, 'fund-details': 45 },
      firstSeenAt: at(9 * DAY),
      lastSeenAt: at(2 * DAY + 40 * MINUTE),
    });
    // "I'm interested" after her third open: the visits list shows it beside her (keyed like her visit).
    await tx.insert(shareLinkInterests).values({
      linkId: deck!.id,
      visitorKey: 'email:lena.hofmann@alpine-family-office.example',
      name: 'Lena Hofmann',
      email: 'lena.hofmann@alpine-family-office.example',
      message: 'Our committee meets on the 12th. Could we get the LPA draft and a call with the partners before then?',
      createdAt: at(2 * DAY + 30 * MINUTE),
      updatedAt: at(2 * DAY + 30 * MINUTE),
    });
    await tx.insert(fundAccessRequests).values({
      profileId: fund.id,
      linkId: deck!.id,
      email: 'marc.dubois@rival-capital.example',
      message: 'We met at SuperReturn; could we see your terms?',
      reason: 'notAllowed',
      createdAt: at(DAY),
    });
    // A link the fund deleted after a roadshow: its address answers 404 and it counts against no plan limit, but the
    // visits it brought stay in the dashboard ("… (deleted)") and in the LP signals of the book.
    const [closed] = await tx
      .insert(accessPolicies)
      .values({ mode: 'AnyoneWithLink', enabled: false, version: 2 })
      .returning({ id: accessPolicies.id });
    const [roadshow] = await tx
      .insert(shareLinks)
      .values({
        profileId: fund.id,
        slug: slug(),
        name: 'Autumn roadshow: Alpine Family Office',
        policyId: closed!.id,
        scope: ['fund-details', 'overview'],
        permissions,
        createdBy: owner,
        createdAt: at(60 * DAY),
        updatedAt: at(20 * DAY),
        deletedAt: at(20 * DAY),
      })
      .returning({ id: shareLinks.id });
    await tx.insert(shareLinkVisits).values({
      linkId: roadshow!.id,
      visitorKey: 'email:lena.hofmann@alpine-family-office.example',
      email: 'lena.hofmann@alpine-family-office.example',
      opens: 2,
      sectionSeconds: { overview: 130, 'fund-details': 60 },
      firstSeenAt: at(55 * DAY),
      lastSeenAt: at(41 * DAY),
    });
    return { links: 2, deletedLinks: 1, visits: 2, interests: 1, accessRequests: 1 };
  },
};
