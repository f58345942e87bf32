// Contract-shaped fixtures of the data-room area (the shapes of packages/validation-schema/src/contracts/data-room.ts),
// the same rooms, items, groups and views as routes.test.tsx. Test support only: app code never imports this file.
import type {
  ActiveProfile,
  DataRoom,
  DataRoomEntry,
  DataRoomStatistics,
  DataRoomView,
  PermissionGroup,
  StartViewReply,
} from '@fundnet/api-client';

type Permissions = DataRoomEntry['permissions'];

/** The fund that owns the room (a manager acts as it). */
export const fund: ActiveProfile = { id: '0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f01', type: 'fund' };
/** Another fund of the same user: a manager of the room who acts as this one cannot change it. */
export const otherFund: ActiveProfile = { id: '0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f02', type: 'fund' };
/** An investor let into the room through a permission group (a holder). */
export const investor: ActiveProfile = { id: '0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f03', type: 'investor' };

export const uuid = (n: number) => `5d1c6b1e-1a2b-4c3d-8e9f-${String(n).padStart(12, '0')}`;
export const roomId = uuid(1);
export const folderId = uuid(2);
export const fileId = uuid(3);
export const viewId = uuid(4);
export const groupId = uuid(5);
const created = '2026-11-20T09:30:00.000Z';

export const allPermissions: Permissions = {
  canView: true,
  canDownload: true,
  canHide: true,
  canUseAIChat: true,
  notifyViews: true,
  notifyDownloads: true,
  batchNotifications: true,
  notifyOnUpdates: true,
};
export const viewOnly: Permissions = {
  ...allPermissions,
  canDownload: false,
  canHide: false,
  canUseAIChat: false,
  notifyDownloads: false,
  batchNotifications: false,
  notifyOnUpdates: false,
};

export function dataRoom(overrides: Partial<DataRoom> = {}): DataRoom {
  return {
    id: roomId,
    fundProfileId: fund.id,
    fundName: 'Northwind Ventures II',
    name: 'Northwind data room',
    type: 'fundnetDiscovery',
    externalDataRoomUrl: null,
    isDefault: true,
    sort: 'ByAlphabet',
    canManage: true,
    createdAt: created,
    ...overrides,
  };
}

export function fileEntry(overrides: Partial<DataRoomEntry> = {}): DataRoomEntry {
  return {
    id: fileId,
    dataRoomId: roomId,
    parentId: null,
    kind: 'file',
    name: 'Pitch deck.pdf',
    position: 0,
    hidden: false,
    area: 'General',
    url: null,
    contentType: 'application/pdf',
    size: 120_000,
    pageCount: 3,
    thumbnailUrl: null,
    watermark: { customWatermarkText: 'Confidential', watermarkSize: 'medium', watermarkPosition: 'center', watermarkRotation: 45 },
    permissions: allPermissions,
    createdAt: created,
    updatedAt: created,
    ...overrides,
  };
}

export const folderEntry = (overrides: Partial<DataRoomEntry> = {}): DataRoomEntry =>
  fileEntry({ id: folderId, kind: 'folder', name: 'Legal', contentType: null, size: null, pageCount: null, watermark: null, ...overrides });

export const linkEntry = (overrides: Partial<DataRoomEntry> = {}): DataRoomEntry =>
  fileEntry({
    id: uuid(7),
    kind: 'link',
    name: 'Track record (external)',
    url: 'https://northwind.example/track-record',
    contentType: null,
    size: null,
    pageCount: null,
    watermark: null,
    ...overrides,
  });

/** The room's tree as a manager sees it: folders, files (one hidden, one view only) and a link. */
export function managerItems(permissions: Permissions = allPermissions): DataRoomEntry[] {
  return [
    folderEntry({ permissions }),
    folderEntry({ id: uuid(8), name: 'Financials', position: 1, permissions }),
    fileEntry({ permissions, position: 2 }),
    fileEntry({ id: uuid(9), name: 'Fund overview.pdf', size: 2_400_000, pageCount: 14, position: 3, permissions }),
    fileEntry({ id: uuid(10), name: 'Draft term sheet.pdf', hidden: true, size: 48_000, pageCount: 2, position: 4, permissions }),
    linkEntry({ position: 5, permissions }),
    fileEntry({ id: uuid(11), parentId: folderId, name: 'Limited Partnership Agreement.pdf', pageCount: 42, permissions }),
  ];
}

/** What a holder with view-only rights sees (hidden items are left out by the server). */
export const holderItems = (permissions: Permissions = viewOnly): DataRoomEntry[] =>
  managerItems(permissions).filter((item) => !item.hidden);

/** Many items with long names (long content). */
export function manyItems(count = 24): DataRoomEntry[] {
  return Array.from({ length: count }, (_, n) =>
    n % 4 === 0
      ? folderEntry({ id: uuid(100 + n), name: `Quarterly reporting and capital account statements, ${2010 + n}`, position: n })
      : fileEntry({
          id: uuid(100 + n),
          name: `Northwind Ventures II – Limited Partner quarterly report and portfolio valuation memorandum Q${(n % 4) + 1} ${2010 + n}.pdf`,
          size: 120_000 * (n + 1),
          pageCount: 10 + n,
          position: n,
          permissions: n % 3 === 0 ? viewOnly : allPermissions,
        }),
  );
}

export const treeReply = (room: DataRoom = dataRoom(), items: DataRoomEntry[] = managerItems()) => ({ json: { dataRoom: room, items } });

export function permissionGroup(overrides: Partial<PermissionGroup> = {}): PermissionGroup {
  const id = overrides.id ?? groupId;
  return {
    id,
    dataRoomId: roomId,
    name: 'Prospective LPs',
    permissions: viewOnly,
    overrides: [],
    holders: [
      {
        id: uuid(6),
        groupId: id,
        kind: 'email',
        email: 'lp@example.com',
        profileId: null,
        profileName: null,
        role: null,
        createdAt: created,
      },
    ],
    createdAt: created,
    ...overrides,
  };
}

/** Two groups: view-only prospects with an override on a folder, and committed LPs with every kind of holder. */
export function permissionGroups(): PermissionGroup[] {
  const committed = uuid(20);
  return [
    permissionGroup({ overrides: [{ itemId: folderId, permissions: { ...viewOnly, canView: false, notifyViews: false } }] }),
    permissionGroup({
      id: committed,
      name: 'Committed LPs',
      permissions: { ...allPermissions, canHide: false },
      holders: [
        {
          id: uuid(21),
          groupId: committed,
          kind: 'email',
          email: 'anna@saltmarsh.example',
          profileId: null,
          profileName: null,
          role: null,
          createdAt: created,
        },
        {
          id: uuid(22),
          groupId: committed,
          kind: 'profile',
          email: null,
          profileId: investor.id,
          profileName: 'Saltmarsh Family Office',
          role: null,
          createdAt: created,
        },
        {
          id: uuid(23),
          groupId: committed,
          kind: 'role',
          email: null,
          profileId: fund.id,
          profileName: null,
          role: 'viewer',
          createdAt: created,
        },
      ],
    }),
  ];
}

export function statistics(overrides: Partial<DataRoomStatistics> = {}): DataRoomStatistics {
  return {
    fileViews: 3,
    downloads: 1,
    folders: 2,
    files: 4,
    openingRate: 75,
    averageTimeMs: 42_000,
    lastView: '2026-11-24T13:05:00.000Z',
    ...overrides,
  };
}

export function roomView(n = 0, overrides: Partial<DataRoomView> = {}): DataRoomView {
  return {
    id: uuid(300 + n),
    fileId,
    fileName: 'Pitch deck.pdf',
    viewerEmail: n === 0 ? 'lp@example.com' : `partner${n}@family-office-${n}.example`,
    viewCode: `A1B2C${n % 10}`,
    startedAt: '2026-11-24T13:05:00.000Z',
    lastSeenAt: '2026-11-24T13:06:00.000Z',
    durationMs: 42_000,
    pageCount: 3,
    pagesReadPercent: 67,
    downloadedAt: null,
    pages: [
      { page: 1, ms: 30_000 },
      { page: 2, ms: 12_000 },
    ],
    ...overrides,
  };
}

/** Many views of a long document (long content). */
export const manyViews = (count = 30): DataRoomView[] =>
  Array.from({ length: count }, (_, n) =>
    roomView(n, {
      fileName: n % 2 ? 'Northwind Ventures II – Limited Partnership Agreement (amended and restated).pdf' : 'Pitch deck.pdf',
      pageCount: 42,
      pagesReadPercent: n % 5 === 0 ? null : (n * 7) % 100,
      durationMs: 5_000 * (n + 1),
      downloadedAt: n % 3 === 0 ? '2026-11-24T13:10:00.000Z' : null,
      pages: Array.from({ length: 1 + (n % 20) }, (_, p) => ({ page: p + 1, ms: 1_000 * ((p * 7 + n) % 13) + 500 })),
    }),
  );

export function startView(overrides: Partial<StartViewReply> = {}): StartViewReply {
  return {
    viewId,
    viewCode: 'A1B2C3',
    viewerEmail: 'lp@example.com',
    startedAt: '2026-11-24T13:05:00.000Z',
    watermark: fileEntry().watermark,
    canDownload: true,
    contentUrl: `api/data-room/file/${fileId}/content?viewId=${viewId}`,
    ...overrides,
  };
}
