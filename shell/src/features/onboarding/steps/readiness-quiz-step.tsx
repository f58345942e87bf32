import { Form, useValibotForm } from '@fundnet/design-system';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Button, Divider, LinearProgress, Link, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import { RadioQuestion } from '../components/radio-question';
import { StepCard } from '../components/step-card';
import { joinPath } from '../onboarding-paths';
import { forgetProfileType, saveReadinessAnswers, savedReadinessAnswers } from '../onboarding-storage';
import { profileTypeInfo } from '../profile-types';
import {
  type ChecklistItem,
  type ReadinessChecklist,
  type ReadinessProfileType,
  readinessChecklist,
  readinessQuestionsFor,
} from '../quiz/readiness-quiz';

export const READINESS_ANSWER_REQUIRED = 'Please answer yes or no'; // not in spec: the spec has no quiz

const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'Not yet' },
] as const;

function schemaFor(type: ReadinessProfileType) {
  return v.object(
    Object.fromEntries(readinessQuestionsFor(type).map((q) => [q.id, v.picklist(['yes', 'no'], READINESS_ANSWER_REQUIRED)])) as Record<
      string,
      v.PicklistSchema<['yes', 'no'], string>
    >,
  );
}

function ChecklistGroup({ title, items, done }: { title: string; items: readonly ChecklistItem[]; done: boolean }) {
  if (items.length === 0) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <List>
        {items.map((item) => (
          <ListItem key={item.id} alignItems="flex-start" disableGutters>
            <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
              {done ? <CheckCircleOutlined color="success" aria-hidden /> : <RadioButtonUnchecked color="action" aria-hidden />}
            </ListItemIcon>
            <ListItemText
              primary={item.title}
              secondary={
                <>
                  {item.detail}
                  {item.href && (
                    <>
                      {' '}
                      <Link component={RouterLink} to={item.href}>
                        {item.linkLabel ?? 'Open'}
                      </Link>
                    </>
                  )}
                </>
              }
              slotProps={{ primary: { sx: { fontWeight: 500 } } }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/**
 * /join/fund/quiz and /join/serviceProvider/quiz: a short readiness quiz (yes / not yet) that
 * produces a checklist of next steps for the new profile. No archetype and nothing sent to the
 * server: the answers stay in this tab (sessionStorage) so the checklist survives following its links.
 */
export function ReadinessQuizStep({ type }: { type: ReadinessProfileType }) {
  const navigate = useNavigate();
  const info = profileTypeInfo[type];
  const questions = readinessQuestionsFor(type);
  const [checklist, setChecklist] = useState<ReadinessChecklist | null>(() => {
    const saved = savedReadinessAnswers(type);
    return saved ? readinessChecklist(type, saved) : null;
  });
  const form = useValibotForm(schemaFor(type), { defaultValues: {} });
  const finish = () => {
    forgetProfileType();
    navigate(info.home);
  };

  return (
    <StepCard
      title={type === 'fund' ? 'How ready is your fund profile?' : 'How ready is your company profile?'}
      description={`${questions.length} yes-or-no questions. Your answers turn into a checklist of next steps; nothing is published.`}
      next={checklist ? undefined : `Last step: then you go to your new ${info.noun}.`}
    >
      {checklist ? (
        <Box role="region" aria-label="Your checklist">
          <Typography id="readiness-label" sx={{ mb: 1 }}>
            You have {checklist.readinessPercent} % of the essentials at hand.
          </Typography>
          <LinearProgress
            variant="determinate"
            value={checklist.readinessPercent}
            aria-labelledby="readiness-label"
            sx={{ mb: 3, height: 8, borderRadius: 4 }}
          />
          <ChecklistGroup title="Add to your profile now" items={checklist.addNow} done />
          <ChecklistGroup title="Prepare next" items={checklist.prepare} done={false} />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            The checklist is kept in this browser tab only: after following one of its links, use your browser's Back button to return to
            it.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button
              onClick={() => {
                form.reset({});
                saveReadinessAnswers(type, null);
                setChecklist(null);
              }}
            >
              Change my answers
            </Button>
            <Button variant="contained" onClick={finish}>
              Go to my {info.noun}
            </Button>
          </Stack>
        </Box>
      ) : (
        <Form
          form={form}
          aria-label="Readiness quiz"
          submitLabel="Show my checklist"
          actions={
            <>
              <Button component={RouterLink} to={joinPath('checkExistingProfiles', type)}>
                Back
              </Button>
              <Button onClick={finish}>Skip</Button>
            </>
          }
          onSubmit={(values) => {
            const answers = Object.fromEntries(Object.entries(values).map(([id, answer]) => [id, answer === 'yes']));
            saveReadinessAnswers(type, answers);
            setChecklist(readinessChecklist(type, answers));
          }}
        >
          {questions.map((question, index) => (
            <Box key={question.id}>
              {index > 0 && <Divider sx={{ mb: 2 }} />}
              <RadioQuestion name={question.id} control={form.control} question={question.question} options={yesNo} row />
              <Typography variant="body2" color="text.secondary">
                {question.hint}
              </Typography>
            </Box>
          ))}
        </Form>
      )}
    </StepCard>
  );
}
