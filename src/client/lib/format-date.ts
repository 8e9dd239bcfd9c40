/** 'Nov 23, 2026': how every list and detail shows the day a result was made. */
export const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
