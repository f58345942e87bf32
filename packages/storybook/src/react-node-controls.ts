import type { ArgTypesEnhancer } from 'storybook/internal/types';

// react-docgen types a `ReactNode` prop as `other`, for which Storybook offers its JSON editor: a title or a subtitle
// (text in practice) shows as `"Key people"` in quotes, and an element (a Button in `actions`) as an unreadable
// object that breaks when edited. A designer gets a text box for the first and no control for the second (issue 32.6,
// ADR 0077). A control a story declares itself is left alone.

const nodeTypes = /^(ReactNode|ReactElement|JSX\.Element|ReactChild)$/;

/** Whether docgen typed the prop as a React node (alone, or in a union with undefined or null). */
export function isReactNodeType(type: unknown): boolean {
  const named = type as { name?: string; value?: unknown } | undefined;
  if (named?.name !== 'other') return false;
  return typeof named.value === 'string' && nodeTypes.test(named.value.replace(/\s*\|\s*(undefined|null)/g, '').trim());
}

/** Text or nothing gets a text control; an element gets none, with a note in the table. */
export const reactNodeControls: ArgTypesEnhancer = (context) => {
  const { argTypes, initialArgs } = context;
  const enhanced = { ...argTypes };
  for (const [name, argType] of Object.entries(argTypes)) {
    if (!argType || argType.control !== undefined || !isReactNodeType(argType.type)) continue;
    const value = initialArgs[name];
    enhanced[name] =
      value === undefined || typeof value === 'string' || typeof value === 'number'
        ? { ...argType, control: { type: 'text' } }
        : { ...argType, control: false, description: argType.description ?? 'An element, set by the story.' };
  }
  return enhanced;
};
