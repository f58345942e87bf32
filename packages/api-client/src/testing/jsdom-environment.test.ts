/** @jest-environment @fundnet/api-client/testing/jsdom-environment */
// The front-end test environment (jsdom-environment.cjs) and our patch of jsdom (patches/jsdom@29.1.1.patch): media
// queries against the window's size, and a label's `for` found through the document's id cache (ADR 0085).

afterEach(() => {
  document.body.innerHTML = '';
  window.resizeTo(1024, 768);
});

describe("a label's control (patched lookup by id)", () => {
  it('finds the labelled input, follows an id that changes, and lists the label among the input’s labels', () => {
    document.body.innerHTML = '<label for="name">Name</label><div><input id="name"></div><input id="other">';
    const label = document.querySelector('label') as HTMLLabelElement;
    const input = document.getElementById('name') as HTMLInputElement;
    expect(label.control).toBe(input);
    expect([...input.labels!]).toEqual([label]);

    input.id = 'renamed';
    expect(label.control).toBeNull();
    (document.getElementById('other') as HTMLInputElement).id = 'name';
    expect(label.control).toBe(document.getElementById('name'));
  });

  it('takes the first element with the id in tree order, and nothing when that one cannot be labelled', () => {
    document.body.innerHTML = '<label for="x">X</label><span id="x"></span><input id="x">';
    // The first element with the id is a span: a label names no control then, as the HTML standard says.
    expect((document.querySelector('label') as HTMLLabelElement).control).toBeNull();
    document.body.innerHTML = '<label for="y">Y</label><input id="y" data-first><input id="y">';
    expect((document.querySelector('label') as HTMLLabelElement).control).toBe(document.querySelector('[data-first]'));
  });

  it('finds a control in a tree outside the document by walking it, and a wrapped one without `for`', () => {
    const fragment = document.createElement('div');
    fragment.innerHTML = '<label for="far">Far</label><input id="far"><label>Wrapped <input id="inside"></label>';
    const [far, wrapped] = fragment.querySelectorAll('label');
    expect((far as HTMLLabelElement).control).toBe(fragment.querySelector('#far'));
    expect((wrapped as HTMLLabelElement).control).toBe(fragment.querySelector('#inside'));
  });
});

describe('media queries against the window (patched evaluation)', () => {
  it('answers width queries for the window’s size, and again after resizeTo', () => {
    expect(window.matchMedia('(min-width: 900px)').matches).toBe(true);
    const narrow = window.matchMedia('(max-width: 599.95px)');
    expect(narrow.matches).toBe(false);
    window.resizeTo(390, 844);
    expect(narrow.matches).toBe(true);
    expect(window.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
  });
});

describe('computed styles (patched cascade: specified values while it is built, colours resolved only for colours)', () => {
  beforeEach(() => {
    const sheet = document.createElement('style');
    sheet.textContent = `
      .card { padding: 8px 16px; margin: 4px; color: rgb(10, 20, 30); border: 2px solid currentcolor; }
      .card .title { padding-top: 2px; font-weight: 700; }
      .card .muted { color: inherit; opacity: 0.5; }
      #special.title { padding: 1px !important; }
      .hidden { display: none; }
      .scheme { color-scheme: dark; }
    `;
    document.head.append(sheet);
  });
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('resolves shorthands from their longhands, inherited and current colours, priorities and inline styles', () => {
    document.body.innerHTML =
      '<div class="card"><p class="title">T</p><p class="title" id="special" style="margin-left: 9px">S</p>' +
      '<span class="muted">M</span><i class="hidden">H</i></div>';
    const card = getComputedStyle(document.querySelector('.card')!);
    expect(card.padding).toBe('8px 16px');
    expect(card.paddingLeft).toBe('16px');
    expect(card.margin).toBe('4px');
    expect(card.color).toBe('rgb(10, 20, 30)');
    expect(card.borderTopColor).toBe('rgb(10, 20, 30)');
    expect(card.borderTopWidth).toBe('2px');

    const title = getComputedStyle(document.querySelector('.title')!);
    expect(title.paddingTop).toBe('2px');
    expect(title.paddingLeft).toBe('0');
    expect(title.color).toBe('rgb(10, 20, 30)');
    expect(title.fontWeight).toBe('700');

    const special = getComputedStyle(document.getElementById('special')!);
    expect(special.padding).toBe('1px');
    expect(special.marginLeft).toBe('9px');

    const muted = getComputedStyle(document.querySelector('.muted')!);
    expect(muted.color).toBe('rgb(10, 20, 30)');
    expect(muted.opacity).toBe('0.5');
    expect(getComputedStyle(document.querySelector('.hidden')!).display).toBe('none');
  });

  it('answers the same from its cache and follows a change of class or style', () => {
    document.body.innerHTML = '<div class="card"><p class="title">T</p></div><div class="scheme"><b>B</b></div>';
    const title = document.querySelector('.title') as HTMLElement;
    expect(getComputedStyle(title).paddingTop).toBe('2px');
    expect(getComputedStyle(title).paddingTop).toBe('2px');
    title.style.paddingTop = '5px';
    expect(getComputedStyle(title).paddingTop).toBe('5px');
    expect(title.getAttribute('style')).toBe('padding-top: 5px;');
    (document.querySelector('.card') as HTMLElement).className = '';
    expect(getComputedStyle(title).color).toBe('rgb(0, 0, 0)');
    expect(getComputedStyle(document.querySelector('b')!).colorScheme).toBe('dark');
  });
});
