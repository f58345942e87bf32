import { fundnetStorybook } from '../src/main-config';

// The composed Storybook designers open (`pnpm storybook` at the root): the design system and every area's screens.
// One Storybook whose stories cover every app (one webpack build: what `npm test` builds); with STORYBOOK_REFS=1 it
// shows the design system and composes the apps' own Storybooks, each started from its folder (ADR 0019).
const areas = [
  { directory: '../../../shell/src', titlePrefix: 'Shell', port: 6007, id: 'shell' },
  { directory: '../../../mfe-discovery/src', titlePrefix: 'Discovery', port: 6008, id: 'discovery' },
  { directory: '../../../mfe-profiles/src', titlePrefix: 'Profiles', port: 6009, id: 'profiles' },
  { directory: '../../../mfe-admin/src', titlePrefix: 'Admin', port: 6010, id: 'admin' },
  { directory: '../../../mfe-dataroom/src', titlePrefix: 'Data room', port: 6011, id: 'dataroom' },
  { directory: '../../../mfe-trackrecord/src', titlePrefix: 'Track record', port: 6012, id: 'trackrecord' },
  { directory: '../../../mfe-commitments/src', titlePrefix: 'Commitments', port: 6013, id: 'commitments' },
  { directory: '../../../mfe-events-feed/src', titlePrefix: 'Feed and events', port: 6014, id: 'eventsfeed' },
];
const designSystem = { directory: '../../design-system/src', files: '**/*.stories.tsx', titlePrefix: 'Design system' };
const composed = process.env.STORYBOOK_REFS === '1';
// One area's stories alone (`pnpm area:check <area>`, issue 32.5): STORYBOOK_AREA_STORIES is the area's stories folder from
// OWNERS.json (`mfe-dataroom/src/`), relative to the repository's root. Same titles, so the same story ids.
const areaStories = process.env.STORYBOOK_AREA_STORIES?.replace(/\/$/, '');
const onlyArea = areaStories ? areas.filter(({ directory }) => directory === `../../../${areaStories}`) : undefined;
if (areaStories && onlyArea?.length !== 1) throw new Error(`STORYBOOK_AREA_STORIES=${areaStories} is no area's stories folder`);

export default fundnetStorybook({
  stories: composed
    ? [designSystem]
    : onlyArea
      ? onlyArea.map(({ directory, titlePrefix }) => ({ directory, files: '**/*.stories.tsx', titlePrefix }))
      : [designSystem, ...areas.map(({ directory, titlePrefix }) => ({ directory, files: '**/*.stories.tsx', titlePrefix }))],
  refs: composed
    ? Object.fromEntries(areas.map(({ id, titlePrefix, port }) => [id, { title: titlePrefix, url: `http://localhost:${port}` }]))
    : undefined,
});
