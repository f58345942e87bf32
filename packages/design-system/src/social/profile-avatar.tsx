import { Avatar, type AvatarProps } from '@mui/material';

/**
 * Backgrounds of a profile without a logo, one picked from its name. Each keeps white initials at a contrast of at least
 * 4.5:1 (profile-avatar.test.tsx), in the light and the dark theme alike.
 */
export const PROFILE_AVATAR_COLOURS = ['#1f4e79', '#0b7a75', '#7a3e9d', '#b5532a', '#2e7d32', '#8d6e63', '#455a64', '#ad1457'] as const;

/** Up to two initials: "Northwind Ventures II" → "NV", "Alder" → "A". Punctuation is not an initial ("(Beta)" → "B"). */
export function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => String.fromCodePoint(word.codePointAt(0)!).toUpperCase())
    .join('');
}

/** The name's colour: the same name gets the same colour on every page and in every area. */
export function avatarColourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return PROFILE_AVATAR_COLOURS[hash % PROFILE_AVATAR_COLOURS.length]!;
}

export interface ProfileAvatarProps {
  /** The profile's (or person's) name: its initials and colour stand in while there is no logo, or if it fails to load. */
  name: string;
  /** The uploaded logo or photo, when there is one. */
  src?: string | null;
  /** Width and height in px, or per breakpoint (`{ xs: 56, sm: 72 }`). */
  size?: number | Record<string, number>;
  variant?: AvatarProps['variant'];
  /**
   * The image's text alternative. Empty (the default) where the name is written beside it, as on every card and
   * header: the avatar is then hidden from assistive technology, initials included, so the name is not read twice.
   */
  alt?: string;
  fontSize?: number | string;
}

/**
 * A profile's logo, or its initials on the name's colour when it has none. What a profile without an uploaded logo
 * looks like everywhere (discovery cards, lists, profile headers); one component so every area shows the same
 * initials in the same colour for the same name.
 */
export function ProfileAvatar({ name, src, size = 40, variant = 'rounded', alt = '', fontSize }: ProfileAvatarProps) {
  const decorative = alt === '';
  return (
    <Avatar
      src={src ?? undefined}
      alt={alt}
      variant={variant}
      aria-hidden={decorative || undefined}
      sx={{ width: size, height: size, bgcolor: avatarColourOf(name), color: '#fff', fontWeight: 700, fontSize, flexShrink: 0 }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
