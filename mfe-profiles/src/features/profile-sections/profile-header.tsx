import { ManagedHelp, ProfileAvatar } from '@fundnet/design-system';
import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { FieldRef, ProfileKind } from './profile-kind';
import { fieldText } from './section-fields/section-values';

type SectionsData = Readonly<Record<string, Record<string, unknown> | null | undefined>>;

function figureOf(kind: ProfileKind, sections: SectionsData, ref: FieldRef) {
  const spec = kind.specs[ref.section]?.find((field) => field.name === ref.field);
  const value = sections[ref.section]?.[ref.field];
  return spec ? { spec, text: fieldText(spec, value) } : null;
}

/** The key figures of a profile (fund size, stages, strategy, status, vintage, maturity for a fund), those with a value. */
export function keyFigures(kind: ProfileKind, sections: SectionsData): { label: string; value: string; helpKey: string }[] {
  return kind.header.figures.flatMap((ref) => {
    const found = figureOf(kind, sections, ref);
    // A figure's help is its field's: `fund.targetFundSize` explains the "Fund size" tile and the form's field alike.
    return found?.text ? [{ label: ref.label ?? found.spec.label, value: found.text, helpKey: `${kind.type}.${ref.field}` }] : [];
  });
}

export interface ProfileHeaderProps {
  kind: ProfileKind;
  name: string;
  /** Each section's data (published copy for visitors, working copy for members); null when locked. */
  sections: SectionsData;
  /** Badges under the name (verified, featured, status). */
  badges?: ReactNode;
  /** Buttons at the right (follow, favourite, edit). */
  actions?: ReactNode;
  /** The call-to-action, under the key figures. */
  callToAction?: ReactNode;
}

/**
 * The top of a profile page, what a reader takes in first: logo, name, headline, the key figures as a row of
 * tiles, and the call-to-action. The page's h1 is the name.
 */
export function ProfileHeader({ kind, name, sections, badges, actions, callToAction }: ProfileHeaderProps) {
  const logo = kind.header.logo ? sections[kind.header.logo.section]?.[kind.header.logo.field] : null;
  const headline = kind.header.headline ? sections[kind.header.headline.section]?.[kind.header.headline.field] : null;
  const figures = keyFigures(kind, sections);
  return (
    <Box component="header" sx={{ mb: 3, pt: { xs: 1, sm: 2 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' }, justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
          {/* A logo is named (the page's first image); the initials standing in for it are not read beside the name. */}
          <ProfileAvatar
            name={name}
            src={typeof logo === 'string' ? logo : null}
            alt={typeof logo === 'string' ? `${name} logo` : ''}
            size={{ xs: 56, sm: 72 }}
            fontSize={26}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' }, overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            {typeof headline === 'string' && headline !== '' && (
              <Typography variant="body1" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                {headline}
              </Typography>
            )}
            {badges && (
              <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                {badges}
              </Stack>
            )}
          </Box>
        </Stack>
        {actions && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', flexShrink: 0 }}>
            {actions}
          </Stack>
        )}
      </Stack>
      {figures.length > 0 && (
        <Box
          component="dl"
          aria-label="Key figures"
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
              lg: `repeat(${Math.min(figures.length, 6)}, minmax(0, 1fr))`,
            },
            gap: 1.5,
            mt: 2.5,
            mb: 0,
          }}
        >
          {figures.map(({ label, value, helpKey }) => (
            <Box
              key={label}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', px: 1.5, py: 1, minWidth: 0 }}
            >
              <Typography component="dt" variant="caption" color="text.secondary">
                {label}
                <ManagedHelp helpKey={helpKey} label={label} sx={{ ml: 0.25, my: -0.5 }} />
              </Typography>
              <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere', lineHeight: 1.3 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {callToAction && <Box sx={{ mt: 2.5, '& > *': { mb: '0 !important' } }}>{callToAction}</Box>}
    </Box>
  );
}
