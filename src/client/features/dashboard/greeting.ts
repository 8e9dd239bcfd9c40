/** The greeting's name: the first word of the full name, or 'Creator' (docs/product/dashboard.md). */
export const firstName = (fullName: string | null | undefined) => fullName?.trim().split(/\s+/)[0] || 'Creator';
