import createCache from '@emotion/cache';
import { clientRenderGateScript, clientRenderGateStyle } from './client-render-gate';
import { pageWithRegions } from './page-with-regions';
import { PRERENDERED_QUERIES_ID } from './prerendered-queries';

const indexHtml =
  '<!doctype html><html><head><title>Fundnet</title><script defer src="/main.js"></script></head>' +
  '<body><div id="fundnet-topbar"></div><main id="fundnet-main"></main></body></html>';

describe('pageWithRegions', () => {
  it('fills each region, marked with the address, and puts the gate at the end of the head, before the body', () => {
    const page = pageWithRegions(indexHtml, '/login', { 'fundnet-topbar': '<header>bar</header>', 'fundnet-main': '<h1>Log in</h1>' });
    expect(page).toContain('<div id="fundnet-topbar" data-prerendered="/login"><header>bar</header></div>');
    expect(page).toContain('<main id="fundnet-main" data-prerendered="/login"><h1>Log in</h1></main>');
    expect(page).toContain(`<script>${clientRenderGateScript}</script><style>${clientRenderGateStyle}</style></head>`);
    expect(page.indexOf('<script>')).toBeLessThan(page.indexOf('<body>'));
    expect(page).not.toContain(PRERENDERED_QUERIES_ID);
  });

  it("keeps the region's HTML as it is, even where it reads like a replacement pattern", () => {
    const page = pageWithRegions(indexHtml, '/about', { 'fundnet-main': '<p>$& and $1 cost $100</p>' });
    expect(page).toContain('<main id="fundnet-main" data-prerendered="/about"><p>$& and $1 cost $100</p></main>');
  });

  it('refuses a region the page has no empty element for', () => {
    expect(() => pageWithRegions(indexHtml, '/login', { 'fundnet-sidebar': '<nav></nav>' })).toThrow('#fundnet-sidebar');
  });

  it("sends the page's reads in its head as data no text can break out of", () => {
    const title = 'Raise </script><script>alert(1)</script> with $& Fundnet';
    const page = pageWithRegions(indexHtml, '/', { 'fundnet-main': '<h1>Raise</h1>' }, [
      { queryKey: ['content', 'list', {}], data: { items: [{ slug: 'home.hero', title }] } },
    ]);
    document.open();
    document.write(page);
    document.close();
    const block = document.getElementById(PRERENDERED_QUERIES_ID);
    expect(block?.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(block?.textContent ?? '')).toEqual([
      { queryKey: ['content', 'list', {}], data: { items: [{ slug: 'home.hero', title }] } },
    ]);
    expect(document.querySelectorAll('script:not([type])')).toHaveLength(2);
  });

  it("moves each region's rules into the head as emotion leaves them, so the browser's emotion neither moves nor inserts them", () => {
    const page = pageWithRegions(indexHtml, '/login', {
      'fundnet-topbar': '<style data-emotion="css a1 b2">.css-a1{color:red}.css-b2{margin:0}</style><header>bar</header>',
      'fundnet-main': '<style data-emotion="css c3">.css-c3{padding:0}</style><h1>Log in</h1>',
    });
    expect(page).toContain('<div id="fundnet-topbar" data-prerendered="/login"><header>bar</header></div>');
    expect(page).toContain('<main id="fundnet-main" data-prerendered="/login"><h1>Log in</h1></main>');
    document.open();
    document.write(page);
    document.close();
    const styles = [...document.querySelectorAll('style[data-emotion]')];
    expect(styles.map((style) => [style.parentElement?.tagName, style.getAttribute('data-emotion'), style.hasAttribute('data-s')])).toEqual(
      [
        ['HEAD', 'css a1 b2', true],
        ['HEAD', 'css c3', true],
      ],
    );
    const moved = jest.spyOn(document.head, 'appendChild');
    const cache = createCache({ key: 'css' });
    expect(moved).not.toHaveBeenCalled();
    expect(Object.keys(cache.inserted).sort()).toEqual(['a1', 'b2', 'c3']);
    expect([...document.querySelectorAll('style[data-emotion]')]).toEqual(styles);
  });

  it('leaves a region without rules of its own as it is', () => {
    const page = pageWithRegions(indexHtml, '/about', { 'fundnet-main': '<h1>About</h1><style>.note{}</style>' });
    expect(page).toContain('<main id="fundnet-main" data-prerendered="/about"><h1>About</h1><style>.note{}</style></main>');
    expect(page).not.toContain('data-s=""');
  });
});
