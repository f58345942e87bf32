// Stories as tests (portable stories): every story of the given files renders in jsdom with the preview's
// decorators, waits until the API stand-in has answered, and fails when it threw or when a stub broke its route's
// contract. Called by src/stories-tests/*.test.tsx. Accessibility is checked in Chromium over the built Storybook
// (e2e/stories/accessibility.spec.ts, ADR 0055): axe took three quarters of this test's time in jsdom and could not
// check colour contrast there.
import fs from 'node:fs';
import path from 'node:path';
import { composeStories, setProjectAnnotations } from '@storybook/react-webpack5';
import { act, cleanup, render } from '@testing-library/react';
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

/**
 * A story's render and its stand-in's answers over a full screen (the fund edit page has sixteen sections) take a
 * second alone but far longer on CI's two cores with another jest worker beside them: the limit only catches a story
 * that never settles, so it is generous.
 */
const storyTimeoutMs = 120_000;

/** One `describe` per story file of `folder` (e.g. 'mfe-discovery'), one test per story. */
export function describeStoriesOf(folder: string) {
  const files = storyFiles(folder);
  it(`${folder} has stories`, () => expect(files.length).toBeGreaterThan(0));
  for (const file of files) {
    describe(path.relative(repoRoot, file), () => {
      const stories = composeStories(require(file) as any) as Record<string, ComponentType>;
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
          },
          storyTimeoutMs,
        );
      }
    });
  }
}
