import type { ArgTypes } from '@storybook/react-webpack5';

// What a design-system component's docs page says to a designer (issue 32.6, ADR 0077). The component's own JSDoc is
// written for developers (bundle sizes, ADRs); this is the page's lead instead: what the component is for, then when
// to use it and when not. The props table under it comes from the code (react-docgen), so it is never retyped here.

export interface ComponentDocs {
  /** What it is for, in one or two sentences a designer can act on. */
  purpose: string;
  /** Good uses and habits, one sentence each. */
  do: readonly string[];
  /** Misuses, each with what to use instead where there is something. */
  dont: readonly string[];
  /**
   * Render each story of the docs page in its own frame of this height (px). For stories that open a modal (it would
   * cover the whole page) or set page-wide state such as the API's answers (the last story's would win for all).
   */
  ownFrames?: number;
}

/** The heading the docs check (e2e/stories/docs.spec.ts) looks for in every design-system component's description. */
export const doHeading = '#### Do';
export const dontHeading = "#### Don't";

const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');

/** `parameters` for a component's meta: the description block of its autodocs page, as Markdown. */
export function componentDocs({ purpose, do: dos, dont, ownFrames }: ComponentDocs) {
  if (dos.length === 0 || dont.length === 0) throw new Error('A docs page needs at least one "do" and one "don\'t".');
  return {
    docs: {
      description: { component: `${purpose}\n\n${doHeading}\n\n${list(dos)}\n\n${dontHeading}\n\n${list(dont)}` },
      ...(ownFrames ? { story: { inline: false, iframeHeight: ownFrames } } : {}),
    },
  };
}

/**
 * The props every form field shares, for the controls panel. react-docgen reads a field's own props but not those it
 * takes through `Omit<TextFieldProps, …>` from another file, so a wrapper's table would list one or two props; these
 * mirror `FieldProps` (form/internal/field-props.ts) word for word. `name` and `control` stay out of the panel: changing
 * them would unbind the field from the story's form.
 */
export const fieldArgTypes = {
  label: { control: 'text', description: 'The visible label; also the accessible name.', table: { type: { summary: 'ReactNode' } } },
  helperText: { control: 'text', description: 'Shown under the field while it has no error.', table: { type: { summary: 'ReactNode' } } },
  required: {
    control: 'boolean',
    description: 'Marks the label with an asterisk (the schema decides what is really required).',
    table: { type: { summary: 'boolean' } },
  },
  disabled: { control: 'boolean', description: 'Greyed out and not editable.', table: { type: { summary: 'boolean' } } },
  name: { control: false, description: "The field's path in the form values ('email', 'keyPeople.0.name')." },
  id: { control: false, description: "The input's id (default: generated)." },
} satisfies ArgTypes;

/** `placeholder` where a field shows one (the text fields and pickers). */
export const placeholderArgType = {
  placeholder: { control: 'text', description: 'A hint inside the empty input; never a replacement for the label.' },
} satisfies ArgTypes;

/**
 * The props the chart wrappers add to MUI X's (data/internal/chart-figure.tsx): MUI's own props come from another
 * package and are not read by react-docgen, so the caption props and the height are declared here.
 */
export const chartArgTypes = {
  title: { control: 'text', description: 'Shown above the chart and used as its accessible name.', table: { type: { summary: 'string' } } },
  description: {
    control: 'text',
    description: 'A sentence saying what the chart shows (accessible description; shown under the title).',
    table: { type: { summary: 'string' } },
  },
  hideCaption: {
    control: 'boolean',
    description: 'Keep the title and description for assistive technology only.',
    table: { type: { summary: 'boolean' }, defaultValue: { summary: 'false' } },
  },
  height: { control: { type: 'range', min: 160, max: 600, step: 20 }, description: 'Height of the drawing in pixels.' },
  series: { control: 'object', description: "The data series (MUI X's `series`): edit the numbers to try other data." },
  colors: {
    control: false,
    description: "The series' colours (default: the theme's chart palette).",
    table: { defaultValue: { summary: 'fundnetChartPalette' } },
  },
} satisfies ArgTypes;
