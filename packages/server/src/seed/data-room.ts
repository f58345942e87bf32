import type { DbOrTx } from '../db/client';
import { DEMO_FILE_PREFIX } from '../modules/data-room';
import { dataRoomGroups, dataRoomHolders, dataRoomItems, dataRoomPageTimes, dataRooms, dataRoomViews } from '../modules/data-room/tables';
import type { DemoSection, DemoWorld } from './world';

const DAY = 86_400_000;

/**
 * The demo fund's data room: folders (Fund documents, Legal, Track record), three PDFs, a link, a
 * view-only group holding three demo investors by e-mail, and their views of the deck with time per page.
 */
export const dataRoomSeed: DemoSection = {
  name: 'data-room',
  async seed(tx: DbOrTx, world: DemoWorld): Promise<Record<string, number>> {
    const fund = world.profiles.find((p) => p.demo && p.type === 'fund');
    const owner = world.users.find((u) => u.kind === 'demo');
    if (!fund || !owner) return { rooms: 0 };
    const [room] = await tx
      .insert(dataRooms)
      .values({
        fundProfileId: fund.id,
        name: `${fund.name} data room`,
        type: 'fundnetDiscovery',
        isDefault: true,
        createdAt: new Date(world.now.getTime() - 30 * DAY),
      })
      .returning();
    const folder = async (name: string, position: number) =>
      (
        await tx
          .insert(dataRoomItems)
          .values({ dataRoomId: room!.id, kind: 'folder', name, position, createdByUserId: owner.id })
          .returning()
      )[0]!;
    const fundDocs = await folder('Fund documents', 0);
    const legal = await folder('Legal', 1);
    await folder('Track record', 2);
    const file = async (parentId: string, name: string, position: number, pageCount: number) => {
      const id = crypto.randomUUID();
      await tx.insert(dataRoomItems).values({
        id,
        dataRoomId: room!.id,
        parentId,
        kind: 'file',
        name,
        position,
        storageKey: `${DEMO_FILE_PREFIX}${id}`,
        contentType: 'application/pdf',
        size: 4000,
        pageCount,
        watermark: { customWatermarkText: 'Confidential', watermarkSize: 'medium', watermarkPosition: 'center', watermarkRotation: 45 },
        createdByUserId: owner.id,
      });
      return id;
    };
    const deck = await file(fundDocs.id, 'Pitch deck.pdf', 0, 6);
    await file(fundDocs.id, 'Quarterly report Q3.pdf', 1, 6);
    await file(legal.id, 'Limited partnership agreement.pdf', 0, 6);
    await tx.insert(dataRoomItems).values({
      dataRoomId: room!.id,
      parentId: fundDocs.id,
      kind: 'link',
      name: 'Fund website',
      url: 'https://example.com/northwind',
      position: 2,
      createdByUserId: owner.id,
    });
    const investors = world.users.filter((u) => u.kind === 'investor').slice(0, 3);
    const [group] = await tx
      .insert(dataRoomGroups)
      .values({
        dataRoomId: room!.id,
        name: 'Prospective LPs (view only)',
        permissions: {
          canView: true,
          canDownload: false,
          canHide: false,
          canUseAIChat: false,
          notifyViews: true,
          notifyDownloads: false,
          batchNotifications: false,
          notifyOnUpdates: false,
        },
      })
      .returning();
    for (const investor of investors)
      await tx.insert(dataRoomHolders).values({ groupId: group!.id, kind: 'email', email: investor.email.toLowerCase() });
    let views = 0;
    for (const [index, investor] of investors.entries()) {
      const startedAt = new Date(world.now.getTime() - (index + 1) * 2 * DAY);
      const pages = [40_000, 25_000, 18_000, 12_000, 9_000, 5_000].slice(0, 6 - index);
      const [view] = await tx
        .insert(dataRoomViews)
        .values({
          dataRoomId: room!.id,
          itemId: deck,
          viewerUserId: investor.id,
          viewerEmail: investor.email.toLowerCase(),
          viewCode: `DEMO${index + 1}0`,
          startedAt,
          lastSeenAt: new Date(startedAt.getTime() + 120_000),
          durationMs: pages.reduce((a, b) => a + b, 0),
          pageCount: 6,
        })
        .returning();
      await tx.insert(dataRoomPageTimes).values(pages.map((ms, page) => ({ viewId: view!.id, page: page + 1, ms })));
      views++;
    }
    return { rooms: 1, items: 7, groups: 1, views };
  },
};
