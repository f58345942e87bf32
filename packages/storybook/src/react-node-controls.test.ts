import type { StoryContextForEnhancers } from 'storybook/internal/types';
import { isReactNodeType, reactNodeControls } from './react-node-controls';

const node = { name: 'other', value: 'ReactNode' } as const;
const enhance = (argTypes: StoryContextForEnhancers['argTypes'], initialArgs: Record<string, unknown>) =>
  reactNodeControls({ argTypes, initialArgs } as unknown as StoryContextForEnhancers);

describe('reactNodeControls', () => {
  it('gives a React-node prop holding text, or nothing yet, a text box', () => {
    const result = enhance({ title: { name: 'title', type: node }, subtitle: { name: 'subtitle', type: node } }, { title: 'Key people' });
    expect(result.title?.control).toEqual({ type: 'text' });
    expect(result.subtitle?.control).toEqual({ type: 'text' });
  });

  it('gives one holding an element no control (the JSON editor would break it)', () => {
    const result = enhance({ actions: { name: 'actions', type: node } }, { actions: { $$typeof: Symbol.for('react.element') } });
    expect(result.actions?.control).toBe(false);
  });

  it('leaves a control the story declared, and props of other types, alone', () => {
    const result = enhance(
      { icon: { name: 'icon', type: node, control: { type: 'select' } }, open: { name: 'open', type: { name: 'boolean' } } },
      { icon: { $$typeof: Symbol.for('react.element') } },
    );
    expect(result.icon?.control).toEqual({ type: 'select' });
    expect(result.open?.control).toBeUndefined();
  });

  it('reads optional node types as react-docgen writes them', () => {
    expect(isReactNodeType({ name: 'other', value: 'ReactNode | undefined' })).toBe(true);
    expect(isReactNodeType({ name: 'other', value: 'ReactElement' })).toBe(true);
    expect(isReactNodeType({ name: 'other', value: 'ElementType' })).toBe(false);
    expect(isReactNodeType({ name: 'string' })).toBe(false);
  });
});
