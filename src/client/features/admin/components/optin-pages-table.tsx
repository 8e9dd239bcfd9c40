import type { TAdminOptinPage } from '../../../../shared/audience-texts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from './format';

interface Props {
  pages: TAdminOptinPage[];
  /** Admins and super admins take pages down; a moderator reads the list only. */
  canManage: boolean;
  onUnpublish: (page: TAdminOptinPage) => void;
}

const cell = 'px-3 py-2.5 align-top';

/** Live, or Offline with who took it offline. */
function Status({ page }: { page: TAdminOptinPage }) {
  if (page.status === 'published')
    return (
      <Badge variant="success" className="whitespace-nowrap">
        Live
      </Badge>
    );
  return (
    <div className="grid justify-items-start gap-1">
      <Badge variant={page.unpublished_by === 'admin' ? 'warning' : 'outline'} className="whitespace-nowrap">
        Offline
      </Badge>
      <span className="text-xs text-muted-foreground">
        {page.unpublished_by === 'admin' ? 'Taken down by an admin' : 'By its owner'}
      </span>
    </div>
  );
}

function UnpublishButton({ page, onUnpublish }: { page: TAdminOptinPage; onUnpublish: Props['onUnpublish'] }) {
  return (
    <Button size="sm" variant="outline" className="text-destructive" onClick={() => onUnpublish(page)}>
      Unpublish<span className="sr-only"> {page.path}</span>
    </Button>
  );
}

const PageLink = ({ page }: { page: TAdminOptinPage }) => (
  <a
    href={page.path}
    target="_blank"
    rel="noreferrer"
    className="font-mono text-xs break-all text-primary underline-offset-4 hover:underline"
  >
    {page.path}
  </a>
);

/** Below 768 px each page is a card: a table of six columns would scroll sideways inside a phone. */
function PageCards({ pages, canManage, onUnpublish }: Props) {
  return (
    <ul className="grid gap-3 md:hidden" aria-label="Opt-in pages">
      {pages.map((p) => (
        <li key={p.id} className="grid min-w-0 gap-2 rounded-lg border p-4 text-sm">
          <p className="font-medium wrap-anywhere">{p.headline}</p>
          <PageLink page={p} />
          <p className="wrap-anywhere">
            {p.owner.name || '—'} <span className="break-all text-muted-foreground">{p.owner.email}</span>
          </p>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-muted-foreground">
            <Status page={p} />
            <span>
              {p.subscribers.toLocaleString('en-US')} subscriber{p.subscribers === 1 ? '' : 's'}
            </span>
            <span>{formatDate(p.published_at)}</span>
          </div>
          {canManage && p.status === 'published' && (
            <div>
              <UnpublishButton page={p} onUnpublish={onUnpublish} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Every member's pages: headline and address, owner, subscribers, state, date. Long headlines and
 * addresses wrap inside their cell; on a phone the same pages are cards.
 */
export function OptinPagesTable(props: Props) {
  const { pages, canManage, onUnpublish } = props;
  return (
    <>
      <PageCards {...props} />
      <div className="relative hidden min-w-0 overflow-x-auto rounded-lg border md:block">
        <table className="w-full min-w-[52rem] table-fixed text-sm">
          <thead className="bg-muted/50 text-left text-muted-foreground">
            <tr>
              <th scope="col" className={`${cell} w-[34%] font-medium`}>
                Page
              </th>
              <th scope="col" className={`${cell} w-[24%] font-medium`}>
                Owner
              </th>
              <th scope="col" className={`${cell} w-28 text-right font-medium`}>
                Subscribers
              </th>
              <th scope="col" className={`${cell} w-36 font-medium`}>
                Status
              </th>
              <th scope="col" className={`${cell} w-32 font-medium`}>
                Published
              </th>
              {canManage && (
                <th scope="col" className={`${cell} w-32`}>
                  <span className="sr-only">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y">
            {pages.map((p) => (
              <tr key={p.id}>
                <td className={cell}>
                  <p className="font-medium wrap-anywhere">{p.headline}</p>
                  <PageLink page={p} />
                </td>
                <td className={cell}>
                  <p className="wrap-anywhere">{p.owner.name || '—'}</p>
                  <p className="text-xs break-all text-muted-foreground">{p.owner.email}</p>
                </td>
                <td className={`${cell} text-right tabular-nums`}>{p.subscribers.toLocaleString('en-US')}</td>
                <td className={cell}>
                  <Status page={p} />
                </td>
                <td className={`${cell} whitespace-nowrap`}>{formatDate(p.published_at)}</td>
                {canManage && (
                  <td className={cell}>
                    {p.status === 'published' && <UnpublishButton page={p} onUnpublish={onUnpublish} />}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
