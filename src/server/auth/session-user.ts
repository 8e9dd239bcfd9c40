/**
 * The signed-in user as a request sees it. A module of its own because the auth module builds it and
 * the request context carries it: in either one, the other would have to import it back.
 */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
}
