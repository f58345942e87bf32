import { startPageOf } from '@fundnet/app-runtime/start-pages';
import type { ProfileType } from '@fundnet/validation-schema';
import { startPages } from '../start-pages';

/** The public profile pages by their start page's pattern, and the kind of profile each shows. */
const publicPages = new Map<string, ProfileType>([
  ['/fund/:slug', 'fund'],
  ['/investor/:slug', 'investor'],
  ['/serviceProvider/:slug', 'serviceProvider'],
]);

/**
 * The public profile page at `path` (its profile's type and slug), or null for any other page of the area. The start
 * pages' order decides, as it does for the router: `/fund/edit` is the edit page, `/fund/shared/<slug>` a share link.
 * A slug that is not valid percent-encoding names no profile: null.
 */
export function publicPageAt(path: string): { type: ProfileType; slug: string } | null {
  const page = startPageOf(path, startPages);
  const type = page && publicPages.get(page.path);
  const segment = type ? path.split('/').filter(Boolean)[1] : undefined;
  if (!type || !segment) return null;
  try {
    return { type, slug: decodeURIComponent(segment) };
  } catch {
    return null;
  }
}

/**
 * The share link at `path` (its slug), or null: a share link's page, which the API renders for a visitor who brings
 * the link's token in the page's cookie (ADR 0106). A slug that is not valid percent-encoding names no link: null.
 */
export function sharedPageAt(path: string): { slug: string } | null {
  const page = startPageOf(path, startPages);
  const segment = page?.path === '/fund/shared/:slug' ? path.split('/').filter(Boolean)[2] : undefined;
  if (!segment) return null;
  try {
    return { slug: decodeURIComponent(segment) };
  } catch {
    return null;
  }
}
