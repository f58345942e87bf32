import { Button, DialogContent, DialogTitle } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import * as v from 'valibot';
import { componentDocs } from '../../storybook/component-docs';
import { Form } from '../form/form';
import { useValibotForm } from '../form/use-valibot-form';
import { TextField } from '../text-field/text-field';
import { FormDialog, type FormDialogProps } from './form-dialog';

const docs = componentDocs({
  purpose:
    'A dialog that holds a form. Type something, then click outside, press Escape or the browser’s Back: it asks "Discard unsaved changes?" before anything typed is lost. Without unsaved input it closes at once.',
  do: [
    'Use it for every dialog with a `Form` inside: the form reports its unsaved input by itself.',
    'Pass `dirty` for inputs outside a `Form` (plain state).',
  ],
  dont: ["Don't make the dialog's own Cancel button ask: pressing it is already the person's answer."],
  ownFrames: 420,
});

const schema = v.object({ investorName: v.string(), note: v.string() });

/** The Add LP dialog of the book, reduced: the story's controls are FormDialog's own props. */
function AddInvestorDialog({
  dirty = false,
  maxWidth = 'sm',
  fullWidth = true,
}: Pick<FormDialogProps, 'dirty' | 'maxWidth' | 'fullWidth'>) {
  const [open, setOpen] = useState(true);
  const form = useValibotForm(schema, { defaultValues: { investorName: '', note: '' } });
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Add an LP
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="story-add-lp"
        dirty={dirty}
        maxWidth={maxWidth}
        fullWidth={fullWidth}
      >
        <DialogTitle id="story-add-lp">Add an LP</DialogTitle>
        <DialogContent>
          <Form
            form={form}
            aria-label="Investor"
            submitLabel="Add to the book"
            actions={<Button onClick={() => setOpen(false)}>Cancel</Button>}
            onSubmit={() => setOpen(false)}
          >
            <TextField name="investorName" label="Investor name" />
            <TextField name="note" label="Note" multiline minRows={2} />
          </Form>
        </DialogContent>
      </FormDialog>
    </>
  );
}

const meta = {
  title: 'Form/FormDialog',
  component: FormDialog,
  tags: ['autodocs'],
  parameters: docs,
  argTypes: {
    dirty: { control: 'boolean', description: 'Unsaved input outside the `Form`s inside (they report by themselves).' },
    maxWidth: { control: 'radio', options: ['xs', 'sm', 'md'] },
    fullWidth: { control: 'boolean' },
  },
  args: { open: true, onClose: () => {}, dirty: false, maxWidth: 'sm', fullWidth: true, children: null },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsksBeforeDiscarding: Story = {
  render: (args) => <AddInvestorDialog dirty={args.dirty} maxWidth={args.maxWidth} fullWidth={args.fullWidth} />,
};
