// Stories as tests (portable stories): every story of the given files renders in jsdom with the preview's
// decorators, waits until the API stand-in has answered, and fails when it threw, when a stub broke its route's
// contract, or when axe finds a serious or critical accessibility violation. Called by src/stories-tests/*.test.tsx.
import fs from 'node:fs';
import path from 'node:path';
import { composeStories, setProjectAnnotations } from '@storybook/react-webpack5';
import { act, cleanup, render } from '@testing-library/react';
import axe from 'axe-core';
import { Component, type ComponentType, type ReactNode } from 'react';
import { forgetStoryStandIn, storyStandIn } from '../app-story';
import preview from '../preview';

setProjectAnnotations([preview]);

const repoRoot = path.resolve(__dirname, '../../../..');

/** The `*.stories.tsx` files under `<folder>/src` of the repository, sorted. */
export function storyFiles(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.stories.tsx')) found.push(full);
    }
  };
  walk(path.join(repoRoot, folder, 'src'));
  return found.sort();
}

interface A11yParameters {
  test?: 'off' | 'todo' | 'error';
  config?: { rules?: { id: string; enabled?: boolean }[] };
}

class Catch extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** axe's serious and critical findings on the page (colour contrast needs a real layout engine: the browser checks it). */
async function seriousViolations(a11y: A11yParameters | undefined): Promise<string[]> {
  // A story may switch a rule off with the a11y addon's own parameter (say why beside it), or mark its findings 'todo'.
  if (a11y?.test === 'off' || a11y?.test === 'todo') return [];
  const rules: axe.RuleObject = { 'color-contrast': { enabled: false } };
  for (const rule of a11y?.config?.rules ?? []) rules[rule.id] = { enabled: rule.enabled ?? true };
  const result = await axe.run(document.body, { resultTypes: ['violations'], rules });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * A story's render, its stand-in's answers and axe over a full screen (the fund edit page has sixteen sections) take a
 * few seconds alone but well over 30 s on CI's two cores with another jest worker beside them: the limit only catches
 * a story that never settles, so it is generous.
 */
const storyTimeoutMs = 120_000;

/** One `describe` per story file of `folder` (e.g. 'mfe-discovery'), one test per story. */
export function describeStoriesOf(folder: string) {
  const files = storyFiles(folder);
  it(`${folder} has stories`, () => expect(files.length).toBeGreaterThan(0));
  for (const file of files) {
    describe(path.relative(repoRoot, file), () => {
      const stories = composeStories(require(file) as any) as Record<string, ComponentType & { parameters?: { a11y?: A11yParameters } }>;
      afterEach(cleanup);
      for (const [name, Story] of Object.entries(stories)) {
        it(
          name,
          async () => {
            forgetStoryStandIn();
            const errors: unknown[] = [];
            const onWindowError = (event: ErrorEvent) => errors.push(event.error ?? event.message);
            window.addEventListener('error', onWindowError);
            try {
              await act(async () => {
                render(
                  <Catch onError={(error) => errors.push(error)}>
                    <Story />
                  </Catch>,
                );
              });
              await act(async () => {
                await storyStandIn()?.settled();
              });
            } finally {
              window.removeEventListener('error', onWindowError);
            }
            expect(errors).toEqual([]);
            expect(storyStandIn()?.violations ?? []).toEqual([]);
            expect(await seriousViolations(Story.parameters?.a11y)).toEqual([]);
          },
          storyTimeoutMs,
        );
      }
    });
  }
}
