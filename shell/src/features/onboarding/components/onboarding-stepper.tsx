import { Box, Step, StepLabel, Stepper, Typography, useMediaQuery, useTheme } from '@mui/material';
import { isStepDone, type OnboardingFacts, type StepId, stepLabels, stepOrder } from '../onboarding-progress';

/** Progress through the onboarding: every step, the current one marked, done ones ticked. */
export function OnboardingStepper({ current, facts }: { current: StepId | null; facts: OnboardingFacts }) {
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const activeIndex = current ? stepOrder.indexOf(current) : -1;
  return (
    <Box component="nav" aria-label="Onboarding progress" sx={{ mb: 3 }}>
      {current && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Step {activeIndex + 1} of {stepOrder.length}: {stepLabels[current]}
        </Typography>
      )}
      <Stepper activeStep={activeIndex} alternativeLabel={!compact} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {stepOrder.map((step, index) => {
          const done = isStepDone(step, facts) && index !== activeIndex;
          const optional =
            step === 'smsVerification' && facts.smsSkipped && !facts.phoneVerified ? (
              <Typography variant="caption">Skipped</Typography>
            ) : undefined;
          return (
            <Step key={step} completed={done} component="li" aria-current={index === activeIndex ? 'step' : undefined}>
              <StepLabel optional={optional}>
                {compact && index !== activeIndex ? (
                  <Box component="span" sx={visuallyHidden}>
                    {stepLabels[step]}
                  </Box>
                ) : (
                  stepLabels[step]
                )}
                {done && (
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    (done)
                  </Box>
                )}
              </StepLabel>
            </Step>
          );
        })}
      </Stepper>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
