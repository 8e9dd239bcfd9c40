/** For the profile page: the member's access tokens and how to connect an assistant, loaded on its own. */
export { LazyApiAccessCard as ApiAccessCard } from '../components/lazy-api-access-card';
