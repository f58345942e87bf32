import { type ActiveProfile, type ClosingGoalReply, useClosingGoal, useSetClosingGoal } from '@fundnet/api-client';
import {
  DateField,
  ErrorPanel,
  Form,
  LoadingState,
  MoneyField,
  SectionCard,
  TextField,
  useValibotForm,
  FormDialog,
} from '@fundnet/design-system';
import { type ClosingKind, closingSchema } from '@fundnet/validation-schema';
import { Box, Button, DialogContent, DialogTitle, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { formatMoney, formatPercent } from './format';

const TITLES: Record<ClosingKind, string> = { first: 'First close', final: 'Final close' };

/** The closing form of forms §3 (closingName, targetClosingDate, closingGoal) with its messages word for word. */
function ClosingGoalDialog({
  profile,
  kind,
  goal,
  onClose,
}: {
  profile: ActiveProfile;
  kind: ClosingKind;
  goal: ClosingGoalReply['goal'];
  onClose: () => void;
}) {
  const save = useSetClosingGoal(profile);
  const form = useValibotForm(closingSchema, {
    defaultValues: {
      closingName: goal?.closingName ?? TITLES[kind],
      targetClosingDate: goal?.targetClosingDate ?? '',
      closingGoal: goal?.closingGoal ?? { value: undefined as unknown as number, currency: 'EUR' },
    },
  });
  return (
    <FormDialog open onClose={onClose} aria-labelledby={`closing-${kind}-title`} maxWidth="xs" fullWidth>
      <DialogTitle id={`closing-${kind}-title`}>{`${TITLES[kind]} goal`}</DialogTitle>
      <DialogContent>
        <Form
          form={form}
          aria-label={`${TITLES[kind]} goal`}
          submitLabel="Save goal"
          actions={<Button onClick={onClose}>Cancel</Button>}
          onSubmit={async (values) => {
            await save.mutateAsync({ kind, ...values });
            onClose();
          }}
        >
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField name="closingName" label="Closing name" required />
            <DateField name="targetClosingDate" label="Target closing date" required />
            <MoneyField name="closingGoal" label="Closing goal" required />
          </Stack>
        </Form>
      </DialogContent>
    </FormDialog>
  );
}

type Progress = NonNullable<ClosingGoalReply['goal']>['progress'];

/**
 * Beside the bar: the rows converted from other currencies at the administrators' rates (rate and its date), and the
 * rows left out because their currency has no rate (ADR 0059).
 */
export function CurrencyNote({
  progress,
  currency,
}: {
  progress: Pick<Progress, 'conversions' | 'rates' | 'unconverted'>;
  currency: string;
}) {
  if (!progress.conversions.length && !progress.unconverted.length) return null;
  const dated = new Map(progress.rates.map((r) => [r.currency, r.updatedAt.slice(0, 10)]));
  const asOf = (code: string) => [dated.get(code), dated.get(currency)].filter(Boolean).sort().at(-1);
  return (
    <Stack spacing={0.25}>
      {progress.conversions.map((c) => (
        <Typography key={c.currency} variant="body2" color="text.secondary">
          Includes {c.rows} {c.rows === 1 ? 'row' : 'rows'} converted from {c.currency} at {formatRate(c.rate)} {currency} per {c.currency}
          {asOf(c.currency) ? ` (rate of ${asOf(c.currency)})` : ''}
        </Typography>
      ))}
      {progress.unconverted.map((u) => (
        <Typography key={u.currency} variant="body2" color="warning.main">
          {u.rows} {u.rows === 1 ? 'row' : 'rows'} in {u.currency} not counted: no rate for {u.currency}
        </Typography>
      ))}
    </Stack>
  );
}

const formatRate = (rate: number) => rate.toLocaleString('en-US', { maximumSignificantDigits: 6 });

/** One close: its goal, hard ÷ goal as the bar, soft commitments apart (the bar's buffer). */
export function ClosingGoalCard({ profile, kind }: { profile: ActiveProfile; kind: ClosingKind }) {
  const query = useClosingGoal(profile, kind);
  const { data } = query;
  const [editing, setEditing] = useState(false);
  const goal = data?.goal ?? null;
  // Until the server has answered, the card does not know whether a goal is set: it says it is loading, never
  // "No goal set yet" with a "Set goal" button over figures still on their way (issue 34 item 10a).
  if (!data) {
    return (
      <SectionCard title={TITLES[kind]}>
        {query.isError ? (
          <ErrorPanel
            title={`The ${kind} closing goal could not be loaded`}
            message={query.error.message}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <LoadingState compact label={`Loading the ${kind} closing goal…`} />
        )}
      </SectionCard>
    );
  }
  const hardPct = goal ? Math.min(100, goal.progress.ratio * 100) : 0;
  const softPct = goal ? Math.min(100, (goal.progress.ratio + goal.progress.softRatio) * 100) : 0;
  return (
    <SectionCard
      title={TITLES[kind]}
      subtitle={goal ? `${goal.closingName} · target ${goal.targetClosingDate}` : 'No goal set yet'}
      actions={
        <Button size="small" variant={goal ? 'text' : 'contained'} onClick={() => setEditing(true)}>
          {goal ? 'Edit goal' : 'Set goal'}
        </Button>
      }
    >
      {goal ? (
        <Stack spacing={1}>
          <Typography variant="h5" component="p">
            {formatMoney(goal.progress.hard, goal.closingGoal.currency)}{' '}
            <Typography component="span" color="text.secondary">
              of {formatMoney(goal.closingGoal.value, goal.closingGoal.currency)} hard ({formatPercent(goal.progress.ratio)})
            </Typography>
          </Typography>
          <Box>
            <LinearProgress
              variant="buffer"
              value={hardPct}
              valueBuffer={softPct}
              aria-label={`${TITLES[kind]} progress`}
              sx={{ height: 10, borderRadius: 5 }}
            />
          </Box>
          <Typography variant="body2" color="text.secondary">
            Soft, not yet hard: {formatMoney(goal.progress.soft, goal.closingGoal.currency)} ({formatPercent(goal.progress.softRatio)}) ·{' '}
            {goal.progress.lps} LPs
          </Typography>
          <CurrencyNote progress={goal.progress} currency={goal.closingGoal.currency} />
        </Stack>
      ) : (
        <Typography color="text.secondary">
          Set the {kind} closing goal to follow hard commitments against it; soft commitments show apart.
        </Typography>
      )}
      {editing && <ClosingGoalDialog profile={profile} kind={kind} goal={goal} onClose={() => setEditing(false)} />}
    </SectionCard>
  );
}
