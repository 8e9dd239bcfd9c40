import { defineFeature } from '../../feature';
import { profileApi } from './profile.routes';
import { ensureProfile } from './profile.service';

export const profileFeature = defineFeature({ name: 'profile', api: profileApi, onUserCreated: ensureProfile });

/** What other features may read: the user's profile, through this service only. */
export { getProfile } from './profile.service';
