const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
