import type { LinkPreview } from '@fundnet/validation-schema';
import { safeFetch } from '../../lib/safe-fetch';

/**
 * Link previews ("unfurl") of the first link in a post, fetched through lib/safe-fetch (the SSRF guard: public
 * addresses only, checked at connect time, redirects re-checked, time and size bounded). Any failure gives no
 * preview: a post never fails because a link does not unfurl.
 */

const URL_PATTERN = /https?:\/\/[^\s<>"'`)\]]+/i;

/** The first http(s) link of a text, trailing punctuation dropped. */
export function firstUrl(text: string): string | null {
  const match = URL_PATTERN.exec(text);
  if (!match) return null;
  const raw = match[0].replace(/[.,;:!?]+$/, '');
  try {
    return new URL(raw).toString();
  } catch {
    return null;
  }
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
function decode(value: string): string {
  return value
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
      }
      return entities[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const clip = (value: string | null, max: number) => (value ? (value.length > max ? `${value.slice(0, max - 1)}…` : value) : null);

/** The attributes of each <meta> tag, lower-cased names. */
function metaTags(html: string): Array<Record<string, string>> {
  const tags: Array<Record<string, string>> = [];
  for (const tag of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attributes: Record<string, string> = {};
    for (const attribute of tag[0].matchAll(/([a-z:_-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
      attributes[attribute[1]!.toLowerCase()] = attribute[3] ?? attribute[4] ?? attribute[5] ?? '';
    }
    tags.push(attributes);
  }
  return tags;
}

/** Title, description, image and site name of an HTML page (Open Graph first, then Twitter cards, then <title>). */
export function parsePreview(html: string, pageUrl: URL): Omit<LinkPreview, 'url'> {
  const tags = metaTags(html);
  const meta = (...names: string[]) => {
    for (const name of names) {
      const found = tags.find((tag) => (tag.property ?? tag.name)?.toLowerCase() === name);
      if (found?.content) return decode(found.content);
    }
    return null;
  };
  const titleTag = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  let image = meta('og:image', 'og:image:url', 'twitter:image');
  if (image) {
    try {
      const resolved = new URL(image, pageUrl);
      image = resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.toString() : null;
    } catch {
      image = null;
    }
  }
  return {
    title: clip(meta('og:title', 'twitter:title') ?? (titleTag ? decode(titleTag) : null), 200),
    description: clip(meta('og:description', 'twitter:description', 'description'), 400),
    image: clip(image, 1000),
    siteName: clip(meta('og:site_name') ?? pageUrl.hostname, 100),
  };
}

export async function unfurl(url: string, options: { allowLoopback: boolean; timeoutMs?: number }): Promise<LinkPreview | null> {
  try {
    const response = await safeFetch(url, {
      timeoutMs: options.timeoutMs ?? 3000,
      maxBytes: 512 * 1024,
      overflow: 'truncate',
      allowLoopback: options.allowLoopback,
      acceptContentType: (type) => type === '' || /text\/html|application\/xhtml/i.test(type),
      headers: { accept: 'text/html', 'user-agent': 'FundnetLinkPreview/1.0' },
    });
    if (response.status < 200 || response.status >= 300) return null;
    const preview = parsePreview(response.body.toString('utf8'), response.url);
    if (!preview.title && !preview.description && !preview.image) return null;
    return { url, ...preview };
  } catch {
    return null;
  }
}
