/** What other features use of the social bios: the saved bios query (the brand profile's voice sample can start from a bio). */
export { socialBiosQueryOptions } from './api/get-social-bios';
