import { SectionCard } from '@fundnet/design-system';
import { Typography } from '@mui/material';
import { type ReactNode, useEffect, useRef } from 'react';

export interface StepCardProps {
  title: string;
  description?: ReactNode;
  /** "Next: …" text at the bottom, so people know what follows. */
  next?: ReactNode;
  children?: ReactNode;
}

/**
 * One onboarding step: its title (focused when the step opens, so keyboard and screen-reader
 * users land on it), a description, the step's content and what comes next.
 */
export function StepCard({ title, description, next, children }: StepCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <SectionCard
      title={
        <Typography ref={heading} tabIndex={-1} variant="h6" component="span" sx={{ outline: 'none' }}>
          {title}
        </Typography>
      }
      subtitle={description}
    >
      {children}
      {next && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          {next}
        </Typography>
      )}
    </SectionCard>
  );
}
