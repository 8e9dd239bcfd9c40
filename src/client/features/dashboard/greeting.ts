/** The greeting's name: the first word of the full name, or 'Creator' (spec). */
export const firstName = (fullName: string | null | undefined) => fullName?.trim().split(/\s+/)[0] || 'Creator';
