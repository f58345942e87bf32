import createCache from '@emotion/cache';
import { adoptRegionStyles } from './region-styles';
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

  it("puts the document's baseline in the head once, however many regions were rendered with it", () => {
    // The top bar rendered by the shell's renderer and the page by its area's: each starts with the baseline.
    const baseline = '<style data-baseline-styles="css b1">html{box-sizing:border-box;}</style>';
    const page = pageWithRegions(indexHtml, '/fund/discovery', {
      'fundnet-topbar': `${baseline}<style data-emotion="css t1">.css-t1{color:red;}</style><header>bar</header>`,
      'fundnet-main': `${baseline}<style data-emotion="css m1">.css-m1{color:blue;}</style><h1>Discover funds</h1>`,
    });
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head.split('data-baseline-styles').length).toBe(2);
    expect(head).toContain(`<title>Fundnet</title><script defer src="/main.js"></script>${baseline}<style data-region-styles="css t1">`);
    expect(head).toContain('<style data-region-styles="css m1">.css-m1{color:blue;}</style>');
    expect(page).toContain('<main id="fundnet-main" data-prerendered="/fund/discovery"><h1>Discover funds</h1></main>');
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

  it("moves each region's rules into the head where emotion leaves them alone, and the app's emotion adopts them unmoved", () => {
    const page = pageWithRegions(indexHtml, '/login', {
      'fundnet-topbar': '<style data-emotion="css a1 b2">.css-a1{color:red}.css-b2{margin:0}</style><header>bar</header>',
      'fundnet-main': '<style data-emotion="css c3">.css-c3{padding:0}</style><h1>Log in</h1>',
    });
    expect(page).toContain('<div id="fundnet-topbar" data-prerendered="/login"><header>bar</header></div>');
    expect(page).toContain('<main id="fundnet-main" data-prerendered="/login"><h1>Log in</h1></main>');
    document.open();
    document.write(page);
    document.close();
    const styles = [...document.querySelectorAll('style[data-region-styles]')];
    expect(styles.map((style) => [style.parentElement?.tagName, style.getAttribute('data-region-styles')])).toEqual([
      ['HEAD', 'css a1 b2'],
      ['HEAD', 'css c3'],
    ]);
    // Any insertBefore or appendChild of a <style>, even to where it is, makes the browser parse it and style the page
    // again: emotion's cache, as it is made, must find nothing to move, and adopting them must move nothing either.
    const moves = [jest.spyOn(Node.prototype, 'insertBefore'), jest.spyOn(Node.prototype, 'appendChild')];
    const cache = createCache({ key: 'css' });
    expect(Object.keys(cache.inserted)).toEqual([]);
    adoptRegionStyles(cache);
    adoptRegionStyles(cache); // every app's providers call it with the one shared cache
    for (const move of moves) expect(move).not.toHaveBeenCalled();
    expect(Object.keys(cache.inserted).sort()).toEqual(['a1', 'b2', 'c3']);
    expect(cache.sheet.tags).toEqual(styles);
    // The rules emotion inserts later go after the page's, in a style of their own.
    cache.insert('.css-d4', { name: 'd4', styles: 'color:blue;', next: undefined }, cache.sheet, true);
    expect(cache.sheet.tags).toHaveLength(3);
    expect(cache.sheet.tags[2]?.previousElementSibling).toBe(styles[1]);
    for (const move of moves) move.mockRestore();
  });

  it('leaves a region without rules of its own as it is', () => {
    const page = pageWithRegions(indexHtml, '/about', { 'fundnet-main': '<h1>About</h1><style>.note{}</style>' });
    expect(page).toContain('<main id="fundnet-main" data-prerendered="/about"><h1>About</h1><style>.note{}</style></main>');
    expect(page).not.toContain('data-s=""');
  });
});
