import { type CallToActionKind, callToActionKindOptions, callToActionUrlKinds } from '@fundnet/validation-schema';

/** How the settings and the public page name each action (the contract's options). */
export const actionOption = (action: CallToActionKind) => callToActionKindOptions.find((option) => option.value === action)!;

export const needsUrl = (action: CallToActionKind | null | undefined) => Boolean(action && callToActionUrlKinds.includes(action));

/** One line describing a stored button: 'Book a meeting · “Book an intro call” → https://cal.example/anna'. */
export function describeButton(data: { action: CallToActionKind; label: string | null; url: string | null; email: string | null }): string {
  if (data.action === 'none') return 'No button';
  const target = data.url ?? data.email;
  return `${actionOption(data.action).label} · “${data.label ?? ''}”${target ? ` → ${target}` : ''}`;
}
