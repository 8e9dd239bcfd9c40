import { defineFeature } from '../../feature';
import { membersList } from './profile.list';
import { profileApi } from './profile.routes';
import { ensureProfile } from './profile.service';

export const profileFeature = defineFeature({
  name: 'profile',
  api: profileApi,
  onUserCreated: ensureProfile,
  mailLists: [membersList],
});

/** What other features may read: the user's profile, through this service only. */
export { getProfile } from './profile.service';
