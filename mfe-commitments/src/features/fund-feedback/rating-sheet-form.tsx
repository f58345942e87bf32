import {
  CheckboxField,
  Form,
  MultiSelectChips,
  RatingField,
  SectionCard,
  SelectField,
  TextField,
  useValibotForm,
} from '@fundnet/design-system';
import {
  analysisStageOptions,
  feedbackCategoryOptions,
  feedbackRatingSheet,
  type FundFeedbackForm,
  type FundFeedbackFormInput,
  fundFeedbackFormSchema,
  LONG_TEXT_MAX_LENGTH,
} from '@fundnet/validation-schema';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ThingsField } from './things-field';

/** Empty form values: every group and sub-criterion present (unrated), shared with the fund, not anonymous. */
export function emptyFeedbackForm(): FundFeedbackFormInput {
  const groups = Object.fromEntries(
    feedbackRatingSheet.map((g) => [
      g.group,
      {
        rating: null,
        comment: '',
        criteria: Object.fromEntries(g.criteria.map((c) => [c.id, { rating: null, comment: '' }])),
      },
    ]),
  );
  return {
    analysisStage: '',
    generalRating: null,
    generalFeedback: '',
    likedThings: [],
    improveThings: [],
    weakSpots: [],
    otherReasons: '',
    stayAnonymous: false,
    willingToJumpOnCall: false,
    shareWithFund: true,
    ...groups,
  } as unknown as FundFeedbackFormInput;
}

/** Drops the sub-criteria left unrated and uncommented (they are optional: only what was said is sent). */
export function withoutEmptyCriteria(values: FundFeedbackForm): FundFeedbackForm {
  const copy = { ...values };
  for (const g of feedbackRatingSheet) {
    const group = copy[g.group];
    const criteria = Object.fromEntries(
      Object.entries(group.criteria ?? {}).filter(([, c]) => c.rating !== null || (c.comment ?? '') !== ''),
    );
    copy[g.group] = { ...group, criteria };
  }
  return copy;
}

export interface RatingSheetFormProps {
  onSubmit: (values: FundFeedbackForm) => Promise<unknown>;
  actions?: ReactNode;
}

/**
 * The feedback form of forms §3 with the fund rating sheet: general part, then the six groups (total rating required,
 * sub-criteria optional). Validated by the same valibot schema as the server (messages word for word).
 */
export function RatingSheetForm({ onSubmit, actions }: RatingSheetFormProps) {
  const form = useValibotForm(fundFeedbackFormSchema, { defaultValues: emptyFeedbackForm() as never });
  return (
    <Form
      form={form}
      aria-label="Feedback on the fund"
      submitLabel="Send feedback"
      actions={actions}
      onSubmit={(values) => onSubmit(withoutEmptyCriteria(values as FundFeedbackForm))}
    >
      <SectionCard title="Your overall view">
        <Stack spacing={2.5}>
          <SelectField name="analysisStage" label="Analysis stage" required options={analysisStageOptions} />
          <RatingField name="generalRating" label="General rating" required />
          <TextField name="generalFeedback" label="General feedback" required multiline minRows={3} maxLength={LONG_TEXT_MAX_LENGTH} />
          <ThingsField name="likedThings" label="What you liked" helperText="One thing per line." />
          <ThingsField name="improveThings" label="What could improve" helperText="One thing per line." />
          <MultiSelectChips name="weakSpots" label="Weak spots" required options={feedbackCategoryOptions} />
          <TextField name="otherReasons" label="Other reasons" multiline minRows={2} maxLength={LONG_TEXT_MAX_LENGTH} />
        </Stack>
      </SectionCard>
      <SectionCard
        title="Rating sheet"
        subtitle="Rate each of the six groups (required). The sub-criteria are optional: rate or comment the ones you assessed."
      >
        <Stack spacing={1}>
          {feedbackRatingSheet.map((g) => (
            <Accordion key={g.group} defaultExpanded disableGutters variant="outlined">
              <AccordionSummary expandIcon={<ExpandMore />}>
                <Typography variant="h6" component="h3">
                  {g.label}
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Stack spacing={2}>
                  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
                    <RatingField name={`${g.group}.rating`} label={`${g.label}: total rating`} required />
                    <TextField name={`${g.group}.comment`} label={`${g.label}: comment`} multiline minRows={2} />
                  </Box>
                  <Box
                    role="group"
                    aria-label={`${g.label} sub-criteria`}
                    sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
                  >
                    {g.criteria.map((c) => (
                      <Stack key={c.id} spacing={0.5} sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
                        <RatingField name={`${g.group}.criteria.${c.id}.rating`} label={c.label} size="small" />
                        <TextField name={`${g.group}.criteria.${c.id}.comment`} label={`${c.label}: comment`} size="small" />
                      </Stack>
                    ))}
                  </Box>
                </Stack>
              </AccordionDetails>
            </Accordion>
          ))}
        </Stack>
      </SectionCard>
      <SectionCard title="Who sees it">
        <Stack>
          <CheckboxField
            name="shareWithFund"
            label="Share with the fund"
            helperText="Unshared feedback stays with you: the fund never sees it."
          />
          <CheckboxField
            name="stayAnonymous"
            label="Stay anonymous"
            helperText="The fund receives the feedback without your name, your profile or your e-mail."
          />
          <CheckboxField name="willingToJumpOnCall" label="I am willing to jump on a call" />
        </Stack>
      </SectionCard>
    </Form>
  );
}
