export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
