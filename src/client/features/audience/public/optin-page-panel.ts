/** For the lead magnet's result screen: publishing its opt-in page, and the page once it is live. */
export { OptinPagePanel, PublishOptinPageButton } from '../components/optin-page-panel';
export type { PublishedMagnet } from '../components/optin-publish-dialog';
