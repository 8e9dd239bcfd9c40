import { inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailSuppressions } from '../db/schema';

/**
 * A list people join by their own choice (the newsletter, the members who chose product news). Bulk
 * mail names the lists each recipient was taken from: consent is checked on them again right before
 * each mail goes, and the unsubscribe link leaves exactly them.
 */
export interface MailList {
  /**
   * The list's id. A family of lists, one per member (each member's own subscribers), has one entry
   * here; a delivery names one of them as `<id>:<param>`, and the methods get that param.
   */
  id: string;
  /** Who is on the list now, for the admin team's campaigns: a query of `email` and `first_name` (null when unknown). */
  members?: SQL;
  /** Of these addresses, the ones that still agree to this list's mail. */
  consenting(db: Db, emails: string[], param?: string): Promise<Set<string>>;
  /** Takes the address off the list; harmless when it is not on it. */
  leave(db: Db, email: string, param?: string): Promise<void>;
  /** Puts back an address that left through an unsubscribe link (which proves it owns the mailbox). */
  rejoin(db: Db, email: string, param?: string): Promise<void>;
}

/** One list as a delivery names it (`newsletter`, `audience:<member>`), its param already bound. */
export interface BoundMailList {
  id: string;
  members?: SQL;
  consenting(db: Db, emails: string[]): Promise<Set<string>>;
  leave(db: Db, email: string): Promise<void>;
  rejoin(db: Db, email: string): Promise<void>;
}

export interface MailLists {
  get(id: string): BoundMailList | undefined;
  /** Of these addresses (each with its lists), the ones that agree to at least one of them now. */
  consenting(db: Db, recipients: { email: string; lists: string[] }[]): Promise<Set<string>>;
}

export function createMailLists(lists: readonly MailList[]): MailLists {
  const byId = new Map(lists.map((l) => [l.id, l]));
  const get = (fullId: string): BoundMailList | undefined => {
    const at = fullId.indexOf(':');
    const list = byId.get(at < 0 ? fullId : fullId.slice(0, at));
    if (!list) return undefined;
    const param = at < 0 ? undefined : fullId.slice(at + 1);
    return {
      id: fullId,
      members: list.members,
      consenting: (db, emails) => list.consenting(db, emails, param),
      leave: (db, email) => list.leave(db, email, param),
      rejoin: (db, email) => list.rejoin(db, email, param),
    };
  };
  return {
    get,
    async consenting(db, recipients) {
      const yes = new Set<string>();
      const ids = new Set(recipients.flatMap((r) => r.lists));
      for (const id of ids) {
        const list = get(id);
        const emails = recipients.filter((r) => r.lists.includes(id) && !yes.has(r.email)).map((r) => r.email);
        if (list && emails.length) for (const e of await list.consenting(db, emails)) yes.add(e);
      }
      return yes;
    },
  };
}

/** Addresses a permanent rejection took off bulk mail. */
export async function suppressed(db: Db, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: emailSuppressions.email })
    .from(emailSuppressions)
    .where(inArray(emailSuppressions.email, emails));
  return new Set(rows.map((r) => r.email));
}

/** Subscribing again is the owner saying the address works: bulk mail may reach it again. */
export async function unsuppress(db: Db, email: string): Promise<void> {
  await db.delete(emailSuppressions).where(inArray(emailSuppressions.email, [email]));
}
