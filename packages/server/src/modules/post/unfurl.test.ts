/** @database none: opens no test database, so it runs in one server pass only (jest.config.cjs). */
import { firstUrl, parsePreview } from './unfurl';

describe('firstUrl', () => {
  it('takes the first http(s) link, without trailing punctuation', () => {
    expect(firstUrl('Read https://example.com/a?b=1. And http://x.test')).toBe('https://example.com/a?b=1');
    expect(firstUrl('(see https://example.com/q3)')).toBe('https://example.com/q3');
    expect(firstUrl('no link, ftp://example.com')).toBeNull();
  });
});

describe('parsePreview', () => {
  const url = new URL('https://news.example.com/post/1');
  it('prefers Open Graph, then Twitter, then <title>; resolves a relative image; decodes entities', () => {
    const html =
      '<title>Page</title><meta name="twitter:title" content="Tw"><meta content="OG &quot;title&quot;" property="og:title">' +
      '<meta name=\'description\' content=\'Plain description\'><meta property="og:image" content="../img/a.png">';
    expect(parsePreview(html, url)).toEqual({
      title: 'OG "title"',
      description: 'Plain description',
      image: 'https://news.example.com/img/a.png',
      siteName: 'news.example.com',
    });
  });
  it('drops a javascript: image and falls back to <title>', () => {
    expect(parsePreview('<title> Hello &amp; welcome </title><meta property="og:image" content="javascript:alert(1)">', url)).toMatchObject(
      {
        title: 'Hello & welcome',
        image: null,
      },
    );
  });
});
