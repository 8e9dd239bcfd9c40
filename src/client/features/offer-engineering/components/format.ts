/** 'Nov 23, 2026': the list and the detail show the same date. */
export const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
