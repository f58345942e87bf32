import { type GetMeReply, useUpdateUserInfo } from '@fundnet/api-client';
import { Form, useValibotForm } from '@fundnet/design-system';
import { type InvestorStyleArchetype, investorStyleArchetypes } from '@fundnet/validation-schema';
import { Alert, Box, Button, Divider, Link, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import { RadioQuestion } from '../components/radio-question';
import { StepCard } from '../components/step-card';
import { joinPath } from '../onboarding-paths';
import { forgetProfileType } from '../onboarding-storage';
import { investorStyleDescriptions, investorStyleQuestions, type QuizAnswers, scoreInvestorStyle } from '../quiz/investor-style-quiz';
import { userInfoUpdate } from '../user-info-body';

export const QUIZ_ANSWER_REQUIRED = 'Please choose an answer'; // not in spec: the spec has no quiz

const quizSchema = v.object(
  Object.fromEntries(
    investorStyleQuestions.map((question) => [
      question.id,
      v.picklist(
        question.answers.map((answer) => answer.id),
        QUIZ_ANSWER_REQUIRED,
      ),
    ]),
  ) as Record<string, v.PicklistSchema<string[], string>>,
);

const isArchetype = (value: string | null): value is InvestorStyleArchetype =>
  value !== null && (investorStyleArchetypes as readonly string[]).includes(value);

/** The archetype, its description and what to do next. */
function InvestorStyleResult({ archetype, onRetake }: { archetype: InvestorStyleArchetype; onRetake: () => void }) {
  const navigate = useNavigate();
  const description = investorStyleDescriptions[archetype];
  return (
    <Box role="region" aria-label="Your investor style">
      <Typography variant="overline" color="text.secondary">
        Your investor style
      </Typography>
      <Typography variant="h4" component="p" sx={{ mb: 1 }}>
        {description.title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{description.summary}</Typography>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        How Fundnet can help you
      </Typography>
      <Box component="ul" sx={{ pl: 3, mt: 0.5 }}>
        {description.tips.map((tip) => (
          <Typography key={tip} component="li" sx={{ mb: 0.5 }}>
            {tip}
          </Typography>
        ))}
      </Box>
      <Alert severity="success" sx={{ my: 2 }}>
        Saved with your user details. Fund managers see your style when you engage with them; you can retake the quiz at any time.
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onRetake}>Retake the quiz</Button>
        <Button
          variant="contained"
          onClick={() => {
            forgetProfileType();
            navigate('/investor');
          }}
        >
          Go to my investor profile
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * /join/investor/quiz: seven questions (decision style, risk, patience, reliance on consultants,
 * data depth, manager selection, working style) that yield one investor style archetype, saved to
 * user-info.investorStyle and shown with its description.
 */
export function InvestorStyleQuizStep({ me }: { me: GetMeReply }) {
  const save = useUpdateUserInfo();
  const stored = me.userInfo.investorStyle;
  const [result, setResult] = useState<InvestorStyleArchetype | null>(null);
  const form = useValibotForm(quizSchema, { defaultValues: {} });
  const total = investorStyleQuestions.length;
  const storedTitle = useMemo(() => (isArchetype(stored) ? investorStyleDescriptions[stored].title : null), [stored]);

  return (
    <StepCard
      title="What kind of investor are you?"
      description={`${total} quick questions, about two minutes. There are no right or wrong answers: pick what is closest to how you work today.`}
      next={result ? undefined : 'Last step: after the quiz you go to your new investor profile.'}
    >
      {result ? (
        <InvestorStyleResult
          archetype={result}
          onRetake={() => {
            form.reset({});
            setResult(null);
          }}
        />
      ) : (
        <>
          {storedTitle && (
            <Alert severity="info" sx={{ mb: 2 }}>
              Your current investor style is <strong>{storedTitle}</strong>. Answer again to update it, or{' '}
              <Link component={RouterLink} to="/investor" onClick={() => forgetProfileType()}>
                go to your investor profile
              </Link>
              .
            </Alert>
          )}
          <Form
            form={form}
            aria-label="Investor style quiz"
            submitLabel="See my investor style"
            actions={
              <Button component={RouterLink} to={joinPath('checkExistingProfiles', 'investor')}>
                Back
              </Button>
            }
            onSubmit={async (values) => {
              const { archetype } = scoreInvestorStyle(values as QuizAnswers);
              await save.mutateAsync(userInfoUpdate(me.userInfo, { investorStyle: archetype }));
              setResult(archetype);
            }}
          >
            {investorStyleQuestions.map((question, index) => (
              <Box key={question.id}>
                {index > 0 && <Divider sx={{ mb: 2 }} />}
                <RadioQuestion
                  name={question.id}
                  control={form.control}
                  overline={`Question ${index + 1} of ${total} · ${question.topic}`}
                  question={question.question}
                  options={question.answers.map((answer) => ({ value: answer.id, label: answer.label }))}
                />
              </Box>
            ))}
          </Form>
        </>
      )}
    </StepCard>
  );
}
