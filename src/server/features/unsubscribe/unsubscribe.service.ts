import { and, eq, isNull } from 'drizzle-orm';
import type { TEmailSubscriptionRecord } from '../../../shared/unsubscribe';
import type { AppDeps } from '../../context';
import { emailDeliveries } from '../../db/schema';
import { suppressed, unsuppress } from '../../mail/lists';
import { readUnsubscribeToken, type UnsubscribeClaim } from '../../mail/unsubscribe-token';

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailLists'>;

const read = (deps: Deps, token: string) => readUnsubscribeToken(token, deps.config.authSecret);

async function statusOf({ db, mailLists }: Deps, claim: UnsubscribeClaim): Promise<TEmailSubscriptionRecord> {
  const [agree, bounced] = await Promise.all([
    mailLists.consenting(db, [{ email: claim.email, lists: claim.lists }]),
    suppressed(db, [claim.email]),
  ]);
  return { email: claim.email, subscribed: agree.has(claim.email) && !bounced.has(claim.email) };
}

export async function subscription(deps: Deps, token: string): Promise<TEmailSubscriptionRecord> {
  return statusOf(deps, await read(deps, token));
}

/**
 * Leaves every list the mail came from, at once (RFC 8058 one-click, or the page). A repeat changes
 * nothing. The delivery the link came in is marked, so its campaign counts the unsubscribe once.
 */
export async function unsubscribe(deps: Deps, token: string): Promise<TEmailSubscriptionRecord> {
  const claim = await read(deps, token);
  await deps.db.transaction(async (tx) => {
    for (const id of claim.lists) await deps.mailLists.get(id)?.leave(tx, claim.email);
    if (claim.deliveryId)
      await tx
        .update(emailDeliveries)
        .set({ unsubscribedAt: new Date() })
        .where(
          and(
            eq(emailDeliveries.id, claim.deliveryId),
            eq(emailDeliveries.email, claim.email),
            isNull(emailDeliveries.unsubscribedAt),
          ),
        );
  });
  return statusOf(deps, claim);
}

/** Undoes an unsubscribe from the same link: the link proves the mailbox is the reader's. */
export async function resubscribe(deps: Deps, token: string): Promise<TEmailSubscriptionRecord> {
  const claim = await read(deps, token);
  await deps.db.transaction(async (tx) => {
    for (const id of claim.lists) await deps.mailLists.get(id)?.rejoin(tx, claim.email);
    await unsuppress(tx, claim.email);
  });
  return statusOf(deps, claim);
}
