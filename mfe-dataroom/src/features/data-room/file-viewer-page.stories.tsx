import { type ApiRoutes, errorReply, narrow, pending, screenStory, signedIn } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FileViewerPage } from './file-viewer-page';
import { fileEntry, fileId, fund, investor, roomId, startView, viewOnly } from './testing';

// /dataRoom/:dataRoomId/view/:fileId: the viewer's frame (title, download or view only, page controls, the note of what
// every page carries) on the area's contract fixtures (./testing); the watermark itself is in the served copy's pages. The watermarked copy is left pending: pdf.js draws on a
// canvas, which jsdom (the story tests) does not have, so no story renders a PDF page.
const meta = { title: 'Data room/File viewer', component: FileViewerPage } satisfies Meta<typeof FileViewerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const VIEW = 'PUT /api/data-room/file/view';
const FILE = `GET /api/data-room/file/${fileId}`;
const COPY = `GET /api/data-room/file/${fileId}/content`;
const route = { at: `/dataRoom/${roomId}/view/${fileId}`, path: '/dataRoom/:dataRoomId/view/:fileId' };

const viewer = (over: ApiRoutes = {}): ApiRoutes => ({
  [VIEW]: () => ({ json: startView() }),
  [FILE]: () => ({ json: { item: fileEntry() } }),
  [COPY]: () => pending,
  ...over,
});

/** A manager: the download button, the note of the stamp (e-mail, UTC time, view code); the copy still loading. */
export const Manager: Story = { ...screenStory({ route, session: signedIn(fund), api: viewer() }) };
/** A holder with view-only rights: no download. */
export const ViewOnly: Story = {
  ...screenStory({
    route,
    session: signedIn(investor),
    api: viewer({
      [VIEW]: () => ({ json: startView({ canDownload: false }) }),
      [FILE]: () => ({ json: { item: fileEntry({ permissions: viewOnly }) } }),
    }),
  }),
};
/** A long file name. */
export const LongName: Story = {
  ...screenStory({
    route,
    session: signedIn(investor),
    api: viewer({
      [FILE]: () => ({
        json: {
          item: fileEntry({
            name: 'Northwind Ventures II – Limited Partnership Agreement (amended and restated), with side letters and schedules.pdf',
          }),
        },
      }),
    }),
  }),
};
export const Opening: Story = { ...screenStory({ route, session: signedIn(investor), api: viewer({ [VIEW]: () => pending }) }) };
export const NotFound: Story = {
  ...screenStory({
    route,
    session: signedIn(investor),
    api: viewer({
      [VIEW]: () => errorReply(422, 'This item does not exist.', { fileId: ['This item does not exist.'] }),
    }),
  }),
};
/** The file exists but this person may not view it. */
export const NoAccess: Story = {
  ...screenStory({
    route,
    session: signedIn(investor),
    api: viewer({ [VIEW]: () => errorReply(403, 'You do not have access to this item.') }),
  }),
};
/** The view started but the watermarked copy was refused. */
export const CopyRefused: Story = {
  ...screenStory({
    route,
    session: signedIn(investor),
    api: viewer({ [COPY]: () => errorReply(403, 'You do not have access to this item.') }),
  }),
};
export const Narrow: Story = { ...ViewOnly, ...narrow };
export const SignedOut: Story = { ...screenStory({ route }) };
