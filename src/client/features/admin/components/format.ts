import { ROLE_LABELS, NO_ROLE_LABEL, type TAdminRole } from '../../../../shared/admin';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => dateOnly.format(new Date(iso));
export const roleLabel = (role: TAdminRole | null) => (role ? ROLE_LABELS[role] : NO_ROLE_LABEL);
