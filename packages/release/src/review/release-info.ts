import { type ReleaseArea, releaseInfoKey } from '@fundnet/server/releases';

/** What a review reads of a release's `release.json` (release.ts's ReleaseInfo, which imports the environment code). */
export interface ReleaseRecord {
  area: ReleaseArea;
  version: string;
  storybook: { path: string } | null;
}

/** A release's `release.json` (null: no such release, or an incomplete one). */
export async function releaseInfoOf(
  store: { get(key: string): Promise<Buffer | null> },
  area: ReleaseArea,
  version: string,
): Promise<ReleaseRecord | null> {
  const body = await store.get(releaseInfoKey(area, version));
  return body ? (JSON.parse(body.toString('utf8')) as ReleaseRecord) : null;
}
